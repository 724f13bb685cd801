import { render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from '../lazy-component';

function Panel({ label }: { readonly label: string }) {
  const [text, setText] = useState('');
  return <input aria-label={label} value={text} onChange={(e) => setText(e.target.value)} />;
}

/** A download the test finishes by hand. */
function deferredLoad() {
  let finish: () => void = () => undefined;
  let calls = 0;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const load = () => {
    calls += 1;
    return done.then(() => Panel);
  };
  return { load, finish: () => finish(), calls: () => calls };
}

describe('lazyComponent (code loaded on demand)', () => {
  it('shows the component once its code has arrived, downloading it once', async () => {
    const download = deferredLoad();
    const OnDemand = lazyComponent(download.load);
    render(
      <Suspense fallback={null}>
        <OnDemand label="Search" />
      </Suspense>,
    );
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
    void OnDemand.preload();
    download.finish();
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(download.calls()).toBe(1);
  });

  it('renders in the same commit when preloaded (a click opens it at once)', async () => {
    const download = deferredLoad();
    const OnDemand = lazyComponent(download.load);
    const preloaded = OnDemand.preload();
    download.finish();
    await preloaded;
    render(
      <Suspense fallback={<p>loading</p>}>
        <OnDemand label="Settings" />
      </Suspense>,
    );
    expect(screen.getByRole('textbox', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('tries a failed download again on the next use', async () => {
    let attempt = 0;
    const OnDemand = lazyComponent(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Panel);
    });
    await expect(OnDemand.preload()).rejects.toThrow('offline');
    await OnDemand.preload();
    render(<OnDemand label="Login" />);
    expect(screen.getByRole('textbox', { name: 'Login' })).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});
