import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntentPrefetch, intentHref } from '../intent-prefetch';

const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

function page() {
  return render(
    <>
      <IntentPrefetch />
      <a href="/en/events/1-a-v-b">
        <span>A v B</span>
      </a>
      <a href="/en/sports/240-FOOT?active-coupon=today">Football today</a>
      <a href="https://elsewhere.example/page">Elsewhere</a>
      <a href="/en/help" target="_blank">
        Help in a new window
      </a>
      <a href="/api/html_widgets/x">An API path</a>
      <a href="/en/terms.pdf" download>
        Terms file
      </a>
      <button type="button">Not a link</button>
    </>,
  );
}

describe('links prefetch on intent (docs/decisions.md "Links prefetch on intent")', () => {
  afterEach(() => prefetch.mockClear());

  it('prefetches a page when a pointer reaches its link, once per page', () => {
    page();
    fireEvent.pointerOver(screen.getByText('A v B'));
    fireEvent.pointerOver(screen.getByText('A v B'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/en/events/1-a-v-b');
  });

  it('prefetches on a touch and on keyboard focus, query included', () => {
    page();
    fireEvent.touchStart(screen.getByRole('link', { name: 'A v B' }));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Football today' }));
    expect(prefetch.mock.calls).toEqual([
      ['/en/events/1-a-v-b'],
      ['/en/sports/240-FOOT?active-coupon=today'],
    ]);
  });

  it('leaves other origins, new windows, API paths, downloads and non-links alone', () => {
    page();
    for (const name of ['Elsewhere', 'Help in a new window', 'An API path', 'Terms file']) {
      fireEvent.pointerOver(screen.getByRole('link', { name }));
    }
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Not a link' }));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('does not prefetch the page already shown', () => {
    window.history.replaceState(null, '', '/en/events/1-a-v-b');
    expect(intentHref(screen.queryByText('x'), window.location)).toBeNull();
    page();
    fireEvent.pointerOver(screen.getByText('A v B'));
    expect(prefetch).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });
});
