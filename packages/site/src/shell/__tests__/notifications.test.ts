import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isNotificationKey,
  NO_EVENTS_FOUND_KEY,
  notificationFor,
  notificationMessageKey,
  notificationText,
  NOTIFICATIONS,
  TOAST_SETTINGS,
  TOAST_TYPES,
  UNKNOWN_NOTIFICATION_TEXT,
} from '../notifications';

describe('notification catalogue (spec shell §8, betting-domain §8)', () => {
  it('holds every notification the spec names', () => {
    expect(Object.keys(NOTIFICATIONS).sort()).toEqual(
      [
        'cannot-book-all-selections-on-market',
        'cannot-book-more-than-one-selection-on-reserve-market',
        'cashback-bonus-success',
        'cashback-bonus-invalid-amount',
        'cashback-bonus-values-changed',
        'cashback-bonus-error',
        'first-deposit-bonus-received',
        'choice-saved',
        'file-downloaded',
        'error-no-events-found-for-this-eventpath',
        'error-invalid-login-credentials',
        'event-is-finished',
      ].sort(),
    );
    expect(notificationText('cannot-book-more-than-one-selection-on-reserve-market')).toMatch(
      /more than 1 selection on a reserve market/,
    );
    expect(notificationText('cashback-bonus-error')).toMatch(/refresh the page and try again/);
  });

  it('uses the spec key for a failed sport-event fetch', () => {
    expect(NO_EVENTS_FOUND_KEY).toBe('error-no-events-found-for-this-eventpath');
    expect(notificationFor(NO_EVENTS_FOUND_KEY).type).toBe('error');
  });

  it('shows "Notification does not exist" for an unknown key', () => {
    expect(UNKNOWN_NOTIFICATION_TEXT).toBe('Notification does not exist');
    expect(notificationText('no-such-key')).toBe('Notification does not exist');
    expect(notificationText('toString')).toBe('Notification does not exist');
    expect(isNotificationKey('__proto__')).toBe(false);
  });

  it('answers every string with a text, unknown ones with the fallback (property)', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        const text = notificationText(key);
        expect(text.length).toBeGreaterThan(0);
        expect(text === UNKNOWN_NOTIFICATION_TEXT).toBe(!isNotificationKey(key));
      }),
    );
  });

  it('gives every notification a known toast type', () => {
    for (const entry of Object.values(NOTIFICATIONS)) {
      expect(TOAST_TYPES).toContain(entry.type);
    }
    expect(TOAST_TYPES).toEqual(['default', 'success', 'info', 'warning', 'error']);
  });

  it('holds the toast behaviour (spec shell §9, betting-domain §8)', () => {
    expect(TOAST_SETTINGS).toEqual({
      autoCloseMs: 5000,
      betslipErrorAutoCloseMs: 10_000,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      draggable: true,
      dragRemovalThreshold: 0.8,
    });
  });

  it('names each notification’s text in the catalogues, and the unknown text for any other key', () => {
    expect(notificationMessageKey('choice-saved')).toBe('toast.choice-saved');
    expect(notificationMessageKey('event-is-finished')).toBe('toast.event-is-finished');
    expect(notificationMessageKey('no-such-key')).toBe('toast.notification-does-not-exist');
    expect(notificationMessageKey('toString')).toBe('toast.notification-does-not-exist');
  });
});
