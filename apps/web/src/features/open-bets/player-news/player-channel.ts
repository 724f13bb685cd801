import type { WsPlayerClientFrame, WsPlayerServerFrame } from '@touchline/contract';

/** What the channel needs of a WebSocket (the browser's fits; tests give an in-memory one). */
export interface PlayerSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

export interface PlayerChannelOptions {
  readonly url: string;
  readonly createSocket: (url: string) => PlayerSocket;
  /** The player's access token now (the HTTP calls' bearer); null once logged out. */
  readonly token: () => string | null;
  /** The frame parser (loaded on demand with the schemas). */
  readonly parse: (text: string) => WsPlayerServerFrame | null;
  readonly onFrame: (frame: WsPlayerServerFrame) => void;
  /** Milliseconds before reconnect attempt n (0-based). */
  readonly reconnectDelay?: (attempt: number) => number;
}

const OPEN = 1;

/** Decision: 1 s, 2 s, 4 s … at most 30 s between reconnects of the player channel. */
export function playerReconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
}

export interface PlayerChannel {
  /** Sends `auth` again with the session's token (a refreshed token of the same player). */
  renew(): void;
  close(): void;
}

/**
 * The player channel on `/ws` (decision "Player channel on /ws"): the socket signs in with
 * `auth`, and the platform pushes the player's news (bet settled, cashed out, accepted or
 * rejected after the in-play delay, balance). A lost socket reconnects with backoff and signs in
 * again. After a refusal (`authRefused`) or the channel's end (`playerEnded`) it waits for a new
 * token (`renew`): the session is then over or being refreshed, and the app's session rules
 * decide which.
 */
export function openPlayerChannel(options: PlayerChannelOptions): PlayerChannel {
  const delay = options.reconnectDelay ?? playerReconnectDelay;
  let socket: PlayerSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = (frame: WsPlayerClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };
  const auth = () => {
    const token = options.token();
    if (token === null) return;
    send({ op: 'auth', token });
  };

  const connect = () => {
    if (stopped) return;
    const current = options.createSocket(options.url);
    socket = current;
    current.addEventListener('open', auth);
    current.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      const frame = options.parse(event.data);
      if (frame === null) return;
      if (frame.op === 'authenticated') attempt = 0;
      options.onFrame(frame);
    });
    current.addEventListener('close', () => {
      if (stopped || socket !== current) return;
      socket = null;
      timer = setTimeout(connect, delay(attempt));
      attempt += 1;
    });
  };

  const stop = () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    const current = socket;
    socket = null;
    current?.close();
  };

  connect();
  return { renew: auth, close: stop };
}
