import { act, fireEvent, screen, within } from '@testing-library/react';
import { TOAST_SETTINGS } from '@touchline/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../testing/render-with-client';
import { testSiteIn } from '../../testing/test-site';
import { useT } from '../../site/site-context';
import {
  BETSLIP_ERROR_TOAST,
  dismissAllToasts,
  showAfterReload,
  showNotificationToast,
  showToast,
} from '../toast-store';
import { Toaster } from '../toaster';

/**
 * react-toastify times a toast with its (hidden) progress bar's CSS animation: its duration is the
 * auto-close time, its play state pauses it, and the animation's end closes the toast. jsdom runs
 * no animations, so the tests read the timer and end it by hand.
 */
function boxOf(toast: HTMLElement): HTMLElement {
  const box = toast.closest<HTMLElement>('.Toastify__toast');
  if (!box) throw new Error('no toast box');
  return box;
}

/** The exit animation's end, which jsdom never reaches by itself; then the toast is gone. */
async function finishExit(box: HTMLElement): Promise<void> {
  await vi.waitFor(
    async () => {
      await act(async () => {
        fireEvent.animationEnd(box);
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(box).not.toBeInTheDocument();
    },
    { timeout: 2_000 },
  );
}

function timerOf(toast: HTMLElement): HTMLElement {
  const bar = toast.closest('.Toastify__toast')?.querySelector<HTMLElement>('[role="progressbar"]');
  if (!bar) throw new Error('the toast has no timer');
  return bar;
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  act(() => dismissAllToasts());
});

describe('toasts (spec shell §2, §8, §9)', () => {
  it('shows an error as an alert at bottom-centre in a named region, closing after 5000 ms', async () => {
    renderWithClient(<Toaster />);
    act(() => showToast('Invalid username or password.', 'error'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Invalid username or password.');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toContainElement(toast);
    expect(region.querySelector('.Toastify__toast-container--bottom-center')).not.toBeNull();
    expect(timerOf(toast).style.animationDuration).toBe(`${TOAST_SETTINGS.autoCloseMs}ms`);

    const box = boxOf(toast);
    act(() => {
      fireEvent.animationEnd(timerOf(toast));
    });
    await finishExit(box);
    expect(screen.queryByText('Invalid username or password.')).not.toBeInTheDocument();
  });

  it('announces other toasts as a status', async () => {
    renderWithClient(<Toaster />);
    act(() => showToast('Your choice has been saved.', 'success'));
    expect(await screen.findByRole('status')).toHaveTextContent('Your choice has been saved.');
  });

  it('keeps the betslip-creation error for 10 seconds', async () => {
    renderWithClient(<Toaster />);
    act(() => showToast('Betslip: Something went wrong', 'error', BETSLIP_ERROR_TOAST));
    const toast = await screen.findByRole('alert');
    expect(timerOf(toast).style.animationDuration).toBe('10000ms');
  });

  it('pauses while hovered and while the window has lost focus', async () => {
    renderWithClient(<Toaster />);
    act(() => showToast('Hold on', 'warning'));
    const toast = await screen.findByRole('alert');
    const box = boxOf(toast);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(timerOf(toast).style.animationPlayState).toBe('running');
    fireEvent.mouseEnter(box);
    expect(timerOf(toast).style.animationPlayState).toBe('paused');
    fireEvent.mouseLeave(box);
    expect(timerOf(toast).style.animationPlayState).toBe('running');
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(timerOf(toast).style.animationPlayState).toBe('paused');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(timerOf(toast).style.animationPlayState).toBe('running');
  });

  it('closes with its Dismiss button', async () => {
    const { user } = renderWithClient(<Toaster />);
    act(() => showToast('Event is finished', 'info'));
    const toast = await screen.findByRole('status');
    const box = boxOf(toast);
    await user.click(within(box).getByRole('button', { name: 'Dismiss notification' }));
    await finishExit(box);
    expect(screen.queryByText('Event is finished')).not.toBeInTheDocument();
  });

  it('does not show the same toast twice while it is on screen', async () => {
    renderWithClient(<Toaster />);
    act(() => {
      showToast('Once', 'error', { id: 'once' });
      showToast('Once', 'error', { id: 'once' });
    });
    await screen.findByRole('alert');
    expect(screen.getAllByText('Once')).toHaveLength(1);
  });

  it('drags away at 80 % of its width, and springs back short of it', async () => {
    renderWithClient(<Toaster />);
    act(() => showToast('Swipe me', 'info'));
    const box = boxOf(await screen.findByRole('status'));
    // jsdom lays nothing out: the toast is given a width, 80 % of which is 240 px.
    Object.defineProperty(box, 'offsetWidth', { configurable: true, value: 300 });
    const drag = (distance: number) => {
      fireEvent.pointerDown(box, { clientX: 100, clientY: 10 });
      fireEvent.pointerMove(document, { clientX: 100 + distance, clientY: 10 });
      fireEvent.pointerUp(document, { clientX: 100 + distance, clientY: 10 });
    };
    act(() => drag(230));
    expect(box).toBeInTheDocument();
    expect(box.style.transform).toBe('');
    act(() => drag(250));
    await finishExit(box);
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('shows a notification by its key in the page’s language, with its type', async () => {
    function SaveButton({ notification }: { readonly notification: string }) {
      const t = useT();
      return (
        <button type="button" onClick={() => showNotificationToast(notification, t)}>
          {notification}
        </button>
      );
    }
    const { user } = renderWithClient(
      <>
        <Toaster />
        <SaveButton notification="choice-saved" />
        <SaveButton notification="no-such-notification" />
      </>,
      testSiteIn('de'),
    );
    await user.click(screen.getByRole('button', { name: 'choice-saved' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ihre Auswahl wurde gespeichert.');
    // The same key again while it shows: still one toast.
    await user.click(screen.getByRole('button', { name: 'choice-saved' }));
    expect(screen.getAllByText('Ihre Auswahl wurde gespeichert.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'no-such-notification' }));
    expect(await screen.findByText('Diese Benachrichtigung existiert nicht')).toBeInTheDocument();
  });

  it('shows the notice a previous page left before its reload', async () => {
    showAfterReload('You have logged out.');
    renderWithClient(<Toaster />);
    expect(await screen.findByRole('status')).toHaveTextContent('You have logged out.');
    expect(window.sessionStorage.length).toBe(0);
  });
});
