/**
 * Notification (toast) catalogue (spec shell-and-session §8, §9; betting-domain §8): keys,
 * English texts, toast types and timings.
 */
import { BETTING_LIMITS } from '@touchline/betting';

/** spec betting-domain §8: toast types. */
export const TOAST_TYPES = ['default', 'success', 'info', 'warning', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** spec shell §9 / betting-domain §8, §9: toast behaviour. */
export const TOAST_SETTINGS = {
  autoCloseMs: 5_000,
  betslipErrorAutoCloseMs: BETTING_LIMITS.betslipErrorToastSeconds * 1000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  /** Fraction of the toast's width a drag must cover to dismiss it. */
  dragRemovalThreshold: 0.8,
} as const;

interface NotificationEntry {
  readonly type: ToastType;
  readonly text: string;
}

/**
 * spec shell §8 / betting-domain §8: the notification keys. The spec names the notifications but
 * gives two keys only (error-no-events-found-for-this-eventpath, error-invalid-login-credentials);
 * the others follow the same kebab-case style.
 */
export const NOTIFICATIONS = {
  'cannot-book-all-selections-on-market': {
    type: 'error',
    text: 'You cannot book all selections on a market.',
  },
  'cannot-book-more-than-one-selection-on-reserve-market': {
    type: 'error',
    text: 'You cannot book more than 1 selection on a reserve market.',
  },
  'cashback-bonus-success': { type: 'success', text: 'Your cashback bonus has been credited.' },
  'cashback-bonus-invalid-amount': { type: 'error', text: 'The cashback amount is not valid.' },
  'cashback-bonus-values-changed': {
    type: 'warning',
    text: 'The cashback values have changed. Please check them and try again.',
  },
  'cashback-bonus-error': {
    type: 'error',
    text: 'Something went wrong with your cashback. Please refresh the page and try again.',
  },
  'first-deposit-bonus-received': {
    type: 'success',
    text: 'You have received your first deposit bonus.',
  },
  'choice-saved': { type: 'success', text: 'Your choice has been saved.' },
  'file-downloaded': { type: 'success', text: 'File downloaded.' },
  'error-no-events-found-for-this-eventpath': {
    type: 'error',
    text: 'No events found for this selection.',
  },
  // spec shell §8: shown for empty credentials (invalid credentials from the server use login-error-*).
  'error-invalid-login-credentials': { type: 'error', text: 'Enter your username and password.' },
  'event-is-finished': { type: 'info', text: 'This event has finished.' },
} as const satisfies Readonly<Record<string, NotificationEntry>>;
export type NotificationKey = keyof typeof NOTIFICATIONS;

/** spec shell §8 / betting-domain §8: the text for an unknown key. */
export const UNKNOWN_NOTIFICATION_TEXT = 'Notification does not exist';

/** spec shell §8: a failed sport-event fetch shows this toast. */
export const NO_EVENTS_FOUND_KEY: NotificationKey = 'error-no-events-found-for-this-eventpath';

export function isNotificationKey(key: string): key is NotificationKey {
  return Object.hasOwn(NOTIFICATIONS, key);
}

/** spec shell §8: the notification for a key; an unknown key shows "Notification does not exist". */
export function notificationFor(key: string): NotificationEntry {
  return isNotificationKey(key)
    ? NOTIFICATIONS[key]
    : { type: 'default', text: UNKNOWN_NOTIFICATION_TEXT };
}

export function notificationText(key: string): string {
  return notificationFor(key).text;
}

/**
 * The catalogue key of a notification's text in the page's language (`toast.{key}` in
 * config/i18n); an unknown key has "Notification does not exist" (`toast.notification-does-not-exist`).
 */
export function notificationMessageKey(key: string): string {
  return isNotificationKey(key) ? `toast.${key}` : 'toast.notification-does-not-exist';
}
