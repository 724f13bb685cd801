import {
  HOST_PROTOCOL,
  HostToSiteMessage,
  siteMessage,
  type SiteMessagePayload,
  type SiteMessageType,
} from './host-protocol';
import {
  detectParentOrigin,
  hostOrigins,
  isHostOrigin,
  rememberParentOrigin,
  type HostOrigins,
} from './host-origins';

/**
 * The site's end of the host conversation (spec shell §7): messages go to the parent window
 * only, only to its exact origin, and only when that origin is one of the brand's hosts — never
 * to `'*'`. Messages come in only from the parent window at one of those origins, and only when
 * the protocol's schema accepts them.
 */
export interface HostChannel {
  /** Sends a message; false when nothing was sent (no known host, or a refused message). */
  send<T extends SiteMessageType>(type: T, payload: SiteMessagePayload<T>): boolean;
  /** A host's request, or null for anything that is not one (never throws). */
  receive(event: MessageEvent): HostToSiteMessage | null;
  /** Whether a host is known to talk to. */
  canSend(): boolean;
}

export interface HostChannelOptions {
  readonly win: Window;
  /** The brand's Content-Security-Policy (its frame-ancestors name the hosts). */
  readonly policy: string;
  readonly storage?: Storage | null;
}

function tabStorage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

export function createHostChannel({ win, policy, storage }: HostChannelOptions): HostChannel {
  const store = storage === undefined ? tabStorage(win) : storage;
  let origins: HostOrigins | null = null;
  const allowed = () => (origins ??= hostOrigins(policy, win.location.origin));
  let learned: string | null = null;

  const target = (): string | null => {
    const parentOrigin = learned ?? detectParentOrigin(win, store);
    return parentOrigin !== null && isHostOrigin(parentOrigin, allowed()) ? parentOrigin : null;
  };

  return {
    canSend: () => target() !== null,
    send(type, payload) {
      const origin = target();
      if (origin === null) return false;
      const message = siteMessage(type, payload);
      if (message === null) {
        // A bug of ours, not the host's: report it and send nothing the host cannot parse.
        console.error(`host message ${type} refused by its schema`, payload);
        return false;
      }
      try {
        win.parent.postMessage(message, origin);
      } catch (error) {
        console.error('posting to the host failed', error);
        return false;
      }
      if (learned === null) {
        learned = origin;
        rememberParentOrigin(store, origin);
      }
      return true;
    },
    receive(event) {
      try {
        if (win.parent === win || event.source !== win.parent) return null;
        if (!isHostOrigin(event.origin, allowed())) return null;
        const data: unknown = event.data;
        if (
          typeof data !== 'object' ||
          data === null ||
          (data as { source?: unknown }).source !== HOST_PROTOCOL.hostSource
        ) {
          return null;
        }
        const parsed = HostToSiteMessage.safeParse(data);
        if (!parsed.success) {
          console.warn('ignored a host message the protocol refuses', parsed.error.issues);
          return null;
        }
        // The parent has spoken from this origin: it is where replies go.
        learned = event.origin;
        rememberParentOrigin(store, event.origin);
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}
