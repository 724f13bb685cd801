import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../../site/site-context';
import { testSite } from '../../testing/test-site';
import { Modal } from '../modal';

function Page({ first, second }: { first: boolean; second: boolean }) {
  return (
    <main>
      <button type="button">Behind</button>
      {first && (
        <Modal title="Log in" onClose={() => undefined}>
          <p>form</p>
        </Modal>
      )}
      {second && (
        <Modal title="Terms of use" onClose={() => undefined}>
          <p>terms</p>
        </Modal>
      )}
    </main>
  );
}

describe('Modal', () => {
  it('keeps the page hidden while a second modal stays open after the first closes', () => {
    const site = testSite();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SiteProvider site={site}>{children}</SiteProvider>
    );
    const { container, rerender } = render(<Page first second={false} />, { wrapper });
    expect(container).toHaveAttribute('inert');
    rerender(<Page first second />);
    expect(container).toHaveAttribute('inert');

    rerender(<Page first={false} second />);
    expect(screen.getByRole('dialog', { name: 'Terms of use' })).toBeInTheDocument();
    expect(container).toHaveAttribute('inert');
    expect(container).toHaveAttribute('aria-hidden', 'true');

    rerender(<Page first={false} second={false} />);
    expect(container).not.toHaveAttribute('inert');
    expect(container).not.toHaveAttribute('aria-hidden');
  });
});
