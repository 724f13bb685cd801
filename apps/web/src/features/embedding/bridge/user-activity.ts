/**
 * spec shell §7 `useractivity`: the player is active in the frame (the host keeps its own
 * session alive or resets its idle timer). Sent at most once per interval, on the first activity
 * of an interval, and only when enable_user_activity_tracking_on_iframe is on (the caller checks).
 */
export const USER_ACTIVITY_THROTTLE_MS = 10_000;

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export function watchUserActivity(
  win: Window,
  onActivity: (at: number) => void,
  throttleMs: number = USER_ACTIVITY_THROTTLE_MS,
): () => void {
  let lastSent: number | null = null;
  const listener = () => {
    const now = Date.now();
    if (lastSent !== null && now - lastSent < throttleMs) return;
    lastSent = now;
    onActivity(now);
  };
  const options = { capture: true, passive: true } as const;
  for (const name of ACTIVITY_EVENTS) win.addEventListener(name, listener, options);
  return () => {
    for (const name of ACTIVITY_EVENTS) win.removeEventListener(name, listener, options);
  };
}
