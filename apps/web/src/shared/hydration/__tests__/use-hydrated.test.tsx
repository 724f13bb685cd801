import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationProvider, useHydrated } from '../use-hydrated';

function Probe({ onRender }: { readonly onRender: (hydrated: boolean) => void }) {
  const hydrated = useHydrated();
  onRender(hydrated);
  return <p>{hydrated ? 'browser view' : 'server view'}</p>;
}

describe('the page\u2019s "hydrated" answer', () => {
  afterEach(() => {
    delete document.documentElement.dataset['hydrated'];
    document.body.innerHTML = '';
  });

  it('is false for the server render and for hydration, then true for every component at once', async () => {
    const seen: boolean[] = [];
    const page = (
      <HydrationProvider>
        <Probe onRender={(h) => seen.push(h)} />
        <Probe onRender={() => undefined} />
      </HydrationProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe('server viewserver view');
    expect(seen).toEqual([false]);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
      await Promise.resolve();
    });
    // Hydration matched the server's HTML (no mismatch reported), then the switch committed.
    expect(errors).not.toHaveBeenCalled();
    expect(seen.slice(0, 2)).toEqual([false, false]);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('browser viewbrowser view');
    expect(document.documentElement.dataset['hydrated']).toBe('true');
    act(() => root?.unmount());
  });

  it('is true for a tree mounted in the browser without a provider (nothing to match)', () => {
    const seen: boolean[] = [];
    render(<Probe onRender={(h) => seen.push(h)} />);
    expect(seen).toEqual([true]);
  });
});
