import { focusManager } from '@tanstack/react-query';

/**
 * spec shell §4 Wallet polling: polls are "skipped when the tab is unfocused and refetched on
 * focus". TanStack Query's default only watches the page's visibility; this also treats a
 * visible page whose window lost focus as unfocused. Polls with `refetchIntervalInBackground:
 * false` then skip their ticks, and `refetchOnWindowFocus` fires when focus comes back.
 */
export function installWindowFocusTracking(): () => void {
  focusManager.setEventListener((setFocused) => {
    const update = () => setFocused(document.visibilityState === 'visible' && document.hasFocus());
    window.addEventListener('visibilitychange', update);
    window.addEventListener('focus', update);
    window.addEventListener('blur', update);
    return () => {
      window.removeEventListener('visibilitychange', update);
      window.removeEventListener('focus', update);
      window.removeEventListener('blur', update);
    };
  });
  return () => {
    // Back to the library's own visibility listener.
    focusManager.setEventListener((onFocus) => {
      const listener = () => onFocus();
      window.addEventListener('visibilitychange', listener);
      return () => window.removeEventListener('visibilitychange', listener);
    });
  };
}
