import {
  notificationFor,
  notificationMessageKey,
  TOAST_SETTINGS,
  type Translator,
  type ToastType,
} from '@touchline/site';
import { toast } from 'react-toastify/unstyled';
import { storageKey } from '../storage/storage-key';

/** How long a toast stays and whether it replaces one already shown. */
export interface ToastOptions {
  /**
   * Milliseconds before it closes by itself (spec shell §9: 5000 by default, 10 000 for the
   * betslip-creation error — `TOAST_SETTINGS.betslipErrorAutoCloseMs`).
   */
  readonly durationMs?: number;
  /** A toast with the same id already on screen is not shown twice. */
  readonly id?: string;
}

/** The spec's betslip-creation error toast lasts 10 seconds (spec shell §9). */
export const BETSLIP_ERROR_TOAST: ToastOptions = {
  durationMs: TOAST_SETTINGS.betslipErrorAutoCloseMs,
};

/**
 * spec shell §2, §8: a toast notification, shown bottom-centre by the Toaster (react-toastify).
 * Callable from anywhere — event handlers, stores, API code — and before the Toaster has
 * mounted (react-toastify queues it). Errors and warnings are announced as alerts.
 */
export function showToast(
  text: string,
  type: ToastType = 'default',
  options: ToastOptions = {},
): void {
  if (options.id !== undefined && toast.isActive(options.id)) return;
  toast(text, {
    type,
    role: type === 'error' || type === 'warning' ? 'alert' : 'status',
    autoClose: options.durationMs ?? TOAST_SETTINGS.autoCloseMs,
    ...(options.id === undefined ? {} : { toastId: options.id }),
  });
}

/**
 * spec shell §8: a notification by its key (`choice-saved`, `event-is-finished`, …): the
 * package's catalogue gives its type, the page's catalogue its text (`toast.{key}`); an unknown
 * key shows "Notification does not exist". One toast per key on screen at a time.
 */
export function showNotificationToast(
  key: string,
  t: Translator['t'],
  options: ToastOptions = {},
): void {
  showToast(t(notificationMessageKey(key)), notificationFor(key).type, { id: key, ...options });
}

/** Closes every toast (a page's state reset; tests start from a quiet page). */
export function dismissAllToasts(): void {
  toast.dismiss();
  toast.clearWaitingQueue();
}

const NOTICE_KEY = storageKey('notice-after-reload');

/**
 * A notice that survives the page reload that follows a logout (the end of a time-out, a
 * declined terms popup), shown as a toast on the next page.
 */
export function showAfterReload(text: string): void {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, text);
  } catch {
    // Storage refused (private mode, quota): the notice is lost, nothing else.
  }
}

/** The notice left by the previous page, removed as it is read. */
export function takeNoticeAfterReload(): string | null {
  try {
    const text = window.sessionStorage.getItem(NOTICE_KEY);
    if (text !== null) window.sessionStorage.removeItem(NOTICE_KEY);
    return text;
  } catch {
    return null;
  }
}
