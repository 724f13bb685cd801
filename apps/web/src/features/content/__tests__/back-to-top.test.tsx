import { act, fireEvent, render, screen } from '@testing-library/react';
import type * as NextNavigation from 'next/navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from '../index';

const navigation = vi.hoisted(() => ({ pathname: '/en/sports' }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  usePathname: () => navigation.pathname,
}));

const t = (key: string) => (key === 'shell.backToTop' ? 'Back to top' : key);

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const button = () => screen.queryByRole('button', { name: 'Back to top' });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

afterEach(() => {
  vi.useRealTimers();
  navigation.pathname = '/en/sports';
});

describe('BackToTop (spec shell §2, §9: 200 px, hides after 5 s)', () => {
  it('appears only after scrolling more than 200 px', () => {
    render(<BackToTop t={t} />);
    expect(button()).not.toBeInTheDocument();
    scrollTo(200);
    expect(button()).not.toBeInTheDocument();
    scrollTo(201);
    expect(button()).toBeInTheDocument();
  });

  it('hides 5 s after the last scroll; each scroll restarts the wait', () => {
    render(<BackToTop t={t} />);
    scrollTo(600);
    advance(3_000);
    scrollTo(800);
    advance(4_999);
    expect(button()).toBeInTheDocument();
    advance(1);
    expect(button()).not.toBeInTheDocument();
  });

  it('hides at once when the page is scrolled back to the top', () => {
    render(<BackToTop t={t} />);
    scrollTo(600);
    scrollTo(100);
    expect(button()).not.toBeInTheDocument();
  });

  it('stays while the pointer or focus is on it, then hides 5 s after it leaves', () => {
    render(<BackToTop t={t} />);
    scrollTo(600);
    fireEvent.pointerEnter(button()!);
    advance(10_000);
    expect(button()).toBeInTheDocument();
    fireEvent.pointerLeave(button()!);
    advance(4_999);
    expect(button()).toBeInTheDocument();
    advance(1);
    expect(button()).not.toBeInTheDocument();

    scrollTo(700);
    fireEvent.focus(button()!);
    advance(10_000);
    expect(button()).toBeInTheDocument();
    fireEvent.blur(button()!);
    advance(5_000);
    expect(button()).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top, or instantly when the player prefers reduced motion', () => {
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    const reduce = { matches: false };
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce') && reduce.matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    render(<BackToTop t={t} />);
    scrollTo(900);
    fireEvent.click(button()!);
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    reduce.matches = true;
    fireEvent.click(button()!);
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });

  it('never shows on an excluded path', () => {
    navigation.pathname = '/en/live/123-derby';
    render(<BackToTop t={t} excludedPaths={['/live/*']} />);
    scrollTo(900);
    expect(button()).not.toBeInTheDocument();
  });
});
