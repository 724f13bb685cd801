/**
 * spec shell §7 Host messages: "when embedded and not logged in, the betslip button asks the host
 * to log in instead of opening the login modal". The embedding feature registers the request
 * here while the site runs embedded; the betslip asks through this door, so it needs no other
 * feature. Nothing registered (not embedded, no known host) means: open the login modal.
 */
export type HostLoginSource = 'betslip';

type HostLoginHandler = (source: HostLoginSource) => boolean;

let handler: HostLoginHandler | null = null;

/** Registers the host's login request; the returned function removes it. */
export function registerHostLogin(next: HostLoginHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** True when the host was asked to log the player in; false: the caller opens its login modal. */
export function askHostToLogIn(source: HostLoginSource): boolean {
  try {
    return handler?.(source) ?? false;
  } catch (error) {
    console.error('asking the host to log in failed', error);
    return false;
  }
}
