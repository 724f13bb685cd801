import {
  WS_MAX_CLIENT_FRAME_BYTES,
  WS_MAX_SUBSCRIPTIONS,
  WsClientFrame,
  type WsControlFrame,
  type WsServerFrame,
  type WsTrackerFrame,
} from '@touchline/contract';
import type { Queryable } from '../../db/database';
import { findChanges, latestCursor, type ChangeRow } from './changes-repository';
import type { LoggedChange } from '../../bus/change-batch';
import { changeFrame } from './frames';
import type { TrackerUpdate } from './tracker-service';

/**
 * The `/ws` fan-out (protocol: docs/decisions.md "Live feed"). Subscriptions are indexed by
 * event id and sport id, plus the set of live-page sockets, so a change visits only the sockets
 * it matches. Each change becomes one frame string and one ready-made WebSocket frame
 * (`textFrame`), and those same bytes are written to every matching socket.
 *
 * Replay: `subscribe` with `cursor` reads the log after the cursor for the selectors it adds
 * (not for those the socket already had: those were being pushed) while live frames for the
 * socket are held back; the replay is merged with the held frames by cursor, duplicates dropped,
 * and only then does the socket go back to live pushes. The log is a committed prefix (see
 * changes-repository.ts), so nothing falls between replay and live, and nothing comes twice.
 *
 * Backpressure: a socket with more than `maxBufferedBytes` unsent is disconnected (never sent a
 * frame with a gap): it reconnects with its last cursor and replays what it missed.
 */

/** What the hub needs of a socket (a `ws` WebSocket fits). */
export interface FeedSocket {
  send(data: Buffer | string, options: { binary: boolean }): void;
  readonly bufferedAmount: number;
  /** 1 = OPEN (the WebSocket readyState). */
  readonly readyState: number;
  ping(): void;
  terminate(): void;
  /** A closing handshake with a code (`ws` has it; absent, the socket is terminated). */
  close?(code: number, reason: string): void;
}

/**
 * The socket server's extension point: another module answers its own client ops on the same
 * sockets (the player channel, modules/notifications) without the feed knowing it. The hub
 * still checks every frame's size and JSON; frames whose `op` the channel names go to the
 * channel's session of that socket, opened when the socket connects and closed when it goes.
 */
export interface SocketChannel {
  readonly ops: readonly string[];
  open(socket: ChannelSocket): ChannelSession;
}

/** What a channel may do with its socket. */
export interface ChannelSocket {
  /** Sends a frame; dropped once the socket has gone. */
  send(frame: WsServerFrame): void;
  /** Answers an error frame `{ op: 'error', code, message }`; the socket stays open. */
  fail(code: string, message: string): void;
  /** Ends the socket with a close code (abuse). */
  close(code: number, reason: string): void;
}

export interface ChannelSession {
  /** One frame of the channel's ops: parsed JSON with that `op`, not yet schema-checked. */
  receive(frame: Readonly<Record<string, unknown>>): void;
  /** The socket went away (or the hub shut down). */
  close(): void;
}

/**
 * The TCP socket under a WebSocket. Corked while a batch is written, so it goes out in one
 * write; change frames are written to it directly as ready-made WebSocket frames.
 */
export interface RawSocket {
  cork(): void;
  uncork(): void;
  write(data: Buffer): boolean;
}

const OPEN = 1;
const FEED_OPS = ['subscribe', 'unsubscribe', 'ping'] as const;

/**
 * An unmasked, unfragmented WebSocket text frame (RFC 6455 §5.2) around `payload`. A server's
 * frames are not masked, so the same bytes are valid on every socket: the frame is built once
 * per change and written as it is to each matching socket (no per-socket framing or encoding).
 * Safe beside `ws`'s own sends because compression is off: `ws` writes every frame at once,
 * in call order, on the same socket.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81; // FIN + text
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, head);
  return frame;
}

export interface HubOptions {
  readonly db: Queryable;
  /** Unsent bytes above which a socket is cut (default 4 MiB). */
  readonly maxBufferedBytes?: number;
  /** Longest replay sent; past it the socket is told to resync (default 5,000 changes). */
  readonly maxReplay?: number;
  readonly onError?: (error: unknown) => void;
  /** Channels that answer other ops on the same sockets (see `SocketChannel`). */
  readonly channels?: readonly SocketChannel[];
}

export const DEFAULT_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
export const DEFAULT_MAX_REPLAY = 5_000;
/** Requests a socket may have waiting (a subscribe waits for its replay). */
export const MAX_PENDING_REQUESTS = 16;

export const WS_ERROR_CODES = {
  invalidRequest: 'INVALID_REQUEST',
  tooManySubscriptions: 'TOO_MANY_SUBSCRIPTIONS',
  frameTooLarge: 'FRAME_TOO_LARGE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
} as const;

interface PreparedFrame {
  readonly cursor: number;
  readonly eventId: number;
  readonly sportId: number;
  readonly live: boolean;
  /** The change frame's JSON text as bytes (for sockets without a raw TCP socket). */
  readonly bytes: Buffer;
  /** The same, framed as a WebSocket text frame, written as is to raw sockets. */
  readonly wire: Buffer;
}

interface Selection {
  readonly events: ReadonlySet<number>;
  readonly sports: ReadonlySet<number>;
  readonly live: boolean;
}

export class FeedClient {
  readonly events = new Set<number>();
  readonly sports = new Set<number>();
  live = false;
  /** Live frames held back while a replay is read; null when pushing live. */
  held: PreparedFrame[] | null = null;
  /** Last fan-out pass that reached this socket (one send per change, however many matches). */
  stamp = 0;
  /** Written to in the batch being sent (and corked, when the TCP socket is known). */
  corked = false;
  pending = 0;
  queue: Promise<void> = Promise.resolve();
  closed = false;
  /** Heartbeat: answered the last ping. */
  alive = true;
  /** The channels' sessions of this socket, by the ops they answer. */
  readonly sessions = new Map<string, ChannelSession>();

  constructor(
    readonly socket: FeedSocket,
    readonly raw: RawSocket | null,
  ) {}

  matches(frame: PreparedFrame): boolean {
    return matches(this, frame);
  }
}

function prepare({ cursor, eventId, sportId, live, message }: LoggedChange): PreparedFrame {
  const bytes = Buffer.from(changeFrame(cursor, message));
  return { cursor, eventId, sportId, live, bytes, wire: textFrame(bytes) };
}

function matches(selection: Selection, frame: PreparedFrame): boolean {
  return (
    selection.events.has(frame.eventId) ||
    selection.sports.has(frame.sportId) ||
    (selection.live && frame.live)
  );
}

function addTo(index: Map<number, Set<FeedClient>>, key: number, client: FeedClient): void {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(client);
}

function removeFrom(index: Map<number, Set<FeedClient>>, key: number, client: FeedClient): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) index.delete(key);
}

export interface HubStats {
  /** Change frames built (one per change per instance, whatever the number of sockets). */
  framesBuilt: number;
  /** Frames written to sockets. */
  sends: number;
  slowConsumersCut: number;
}

export class FeedHub {
  private readonly byEvent = new Map<number, Set<FeedClient>>();
  private readonly bySport = new Map<number, Set<FeedClient>>();
  private readonly liveClients = new Set<FeedClient>();
  private readonly clients = new Set<FeedClient>();
  private pass = 0;
  private readonly maxBufferedBytes: number;
  private readonly maxReplay: number;
  private readonly onError: (error: unknown) => void;
  private readonly channels: readonly SocketChannel[];
  /** Every op a frame may carry, for the error that names them. */
  private readonly ops: string;
  readonly stats: HubStats = { framesBuilt: 0, sends: 0, slowConsumersCut: 0 };

  constructor(private readonly options: HubOptions) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;
    this.maxReplay = options.maxReplay ?? DEFAULT_MAX_REPLAY;
    this.onError = options.onError ?? (() => undefined);
    this.channels = options.channels ?? [];
    const all = [...FEED_OPS, ...this.channels.flatMap((c) => c.ops)];
    this.ops = `${all.slice(0, -1).join(', ')} or ${all.at(-1) ?? ''}`;
  }

  get size(): number {
    return this.clients.size;
  }

  connect(socket: FeedSocket, raw: RawSocket | null = null): FeedClient {
    const client = new FeedClient(socket, raw);
    this.clients.add(client);
    for (const channel of this.channels) {
      const session = channel.open(this.channelSocket(client));
      for (const op of channel.ops) client.sessions.set(op, session);
    }
    return client;
  }

  private channelSocket(client: FeedClient): ChannelSocket {
    return {
      send: (frame) => {
        if (client.closed || client.socket.readyState !== OPEN) return;
        client.socket.send(JSON.stringify(frame), { binary: false });
        this.checkBackpressure(client);
      },
      fail: (code, message) => this.fail(client, code, message),
      close: (code, reason) => {
        if (client.closed) return;
        this.disconnect(client);
        if (client.socket.close) client.socket.close(code, reason);
        else client.socket.terminate();
      },
    };
  }

  disconnect(client: FeedClient): void {
    if (client.closed) return;
    client.closed = true;
    client.held = null;
    this.clients.delete(client);
    this.unindex(client, client.events, client.sports, client.live);
    client.events.clear();
    client.sports.clear();
    client.live = false;
    for (const session of new Set(client.sessions.values())) {
      try {
        session.close();
      } catch (error) {
        this.onError(error);
      }
    }
    client.sessions.clear();
  }

  /** Cuts every socket (shutdown). */
  closeAll(): void {
    for (const client of [...this.clients]) {
      this.disconnect(client);
      client.socket.terminate();
    }
  }

  /** Heartbeat pass: sockets that did not answer the previous ping are cut; others are pinged. */
  heartbeat(ping: (client: FeedClient) => void): void {
    for (const client of [...this.clients]) {
      if (!client.alive) {
        this.disconnect(client);
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      ping(client);
    }
  }

  // -- fan-out --------------------------------------------------------------------------------

  /** Pushes committed changes, in cursor order, to the sockets they match. */
  dispatch(changes: readonly LoggedChange[]): void {
    const corked: FeedClient[] = [];
    for (const change of changes) {
      const frame = prepare(change);
      this.stats.framesBuilt++;
      const pass = ++this.pass;
      const visit = (client: FeedClient) => {
        if (client.stamp === pass) return;
        client.stamp = pass;
        if (client.held) client.held.push(frame);
        else this.write(client, frame, corked);
      };
      this.byEvent.get(change.eventId)?.forEach(visit);
      this.bySport.get(change.sportId)?.forEach(visit);
      if (change.live) this.liveClients.forEach(visit);
    }
    this.release(corked);
  }

  /**
   * Pushes an event's new match tracker incidents (`{op:"tracker"}`, contract WsTrackerFrame) to
   * the sockets subscribed to the event. Not in the change log: a client that missed some reads
   * the tracker call again from its cursor.
   */
  pushTracker(update: TrackerUpdate): void {
    const clients = this.byEvent.get(update.eventId);
    if (!clients || update.incidents.length === 0) return;
    const frame: WsTrackerFrame = {
      op: 'tracker',
      eventId: update.eventId,
      incidents: [...update.incidents],
    };
    const text = JSON.stringify(frame);
    for (const client of [...clients]) {
      if (client.closed || client.socket.readyState !== OPEN) continue;
      client.socket.send(text, { binary: false });
      this.stats.sends++;
      this.checkBackpressure(client);
    }
  }

  /** Sends within a batch; the socket is corked at its first frame of the batch. */
  private write(client: FeedClient, frame: PreparedFrame, touched: FeedClient[]): void {
    if (client.socket.readyState !== OPEN) return;
    if (!client.corked) {
      client.corked = true;
      client.raw?.cork();
      touched.push(client);
    }
    if (client.raw) client.raw.write(frame.wire);
    else client.socket.send(frame.bytes, { binary: false });
    this.stats.sends++;
  }

  /** Ends a batch: uncorks what it touched (one write each) and checks their backlog. */
  private release(touched: readonly FeedClient[]): void {
    for (const client of touched) {
      client.corked = false;
      client.raw?.uncork();
    }
    for (const client of touched) this.checkBackpressure(client);
  }

  private checkBackpressure(client: FeedClient): void {
    if (client.closed || client.socket.bufferedAmount <= this.maxBufferedBytes) return;
    this.stats.slowConsumersCut++;
    this.disconnect(client);
    client.socket.terminate();
  }

  private index(client: FeedClient, events: Iterable<number>, sports: Iterable<number>): void {
    for (const id of events) {
      client.events.add(id);
      addTo(this.byEvent, id, client);
    }
    for (const id of sports) {
      client.sports.add(id);
      addTo(this.bySport, id, client);
    }
  }

  private unindex(
    client: FeedClient,
    events: Iterable<number>,
    sports: Iterable<number>,
    live: boolean,
  ): void {
    for (const id of [...events]) {
      client.events.delete(id);
      removeFrom(this.byEvent, id, client);
    }
    for (const id of [...sports]) {
      client.sports.delete(id);
      removeFrom(this.bySport, id, client);
    }
    if (live) {
      client.live = false;
      this.liveClients.delete(client);
    }
  }

  // -- client requests ------------------------------------------------------------------------

  private control(client: FeedClient, frame: WsControlFrame): void {
    if (client.closed) return;
    client.socket.send(JSON.stringify(frame), { binary: false });
  }

  private fail(client: FeedClient, code: string, message: string): void {
    this.control(client, { op: 'error', code, message });
  }

  /**
   * One client frame. Malformed frames, unknown ops, bad ids and limits answer an error frame;
   * the socket stays open. Requests run one after another per socket.
   */
  receive(client: FeedClient, data: Buffer | string, isBinary: boolean): void {
    if (client.closed) return;
    if (isBinary) {
      this.fail(client, WS_ERROR_CODES.invalidRequest, 'Frames must be JSON text');
      return;
    }
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
    if (size > WS_MAX_CLIENT_FRAME_BYTES) {
      this.fail(
        client,
        WS_ERROR_CODES.frameTooLarge,
        `Frames are limited to ${WS_MAX_CLIENT_FRAME_BYTES} bytes`,
      );
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
    } catch {
      this.fail(client, WS_ERROR_CODES.invalidRequest, 'Frame is not valid JSON');
      return;
    }
    const op = typeof json === 'object' && json !== null ? (json as { op?: unknown }).op : null;
    const session = typeof op === 'string' ? client.sessions.get(op) : undefined;
    if (session) {
      try {
        session.receive(json as Record<string, unknown>);
      } catch (error) {
        this.onError(error);
        this.fail(client, WS_ERROR_CODES.internal, 'Something went wrong on our side');
      }
      return;
    }
    if (op !== 'subscribe' && op !== 'unsubscribe' && op !== 'ping') {
      this.fail(client, WS_ERROR_CODES.invalidRequest, `op must be ${this.ops}`);
      return;
    }
    const parsed = WsClientFrame.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      this.fail(client, WS_ERROR_CODES.invalidRequest, `${where}${issue?.message ?? 'invalid'}`);
      return;
    }
    if (client.pending >= MAX_PENDING_REQUESTS) {
      this.fail(client, WS_ERROR_CODES.tooManyRequests, 'Too many requests waiting');
      return;
    }
    const request = parsed.data;
    client.pending++;
    client.queue = client.queue
      .then(() => this.run(client, request))
      .catch((error: unknown) => {
        this.onError(error);
        this.fail(client, WS_ERROR_CODES.internal, 'Something went wrong on our side');
      })
      .finally(() => {
        client.pending--;
      });
  }

  /** Resolves when every request the socket sent so far has been answered (tests). */
  settled(client: FeedClient): Promise<void> {
    return client.queue;
  }

  private async run(client: FeedClient, request: WsClientFrame): Promise<void> {
    if (client.closed) return;
    switch (request.op) {
      case 'ping':
        this.control(client, { op: 'pong' });
        return;
      case 'unsubscribe':
        this.unindex(
          client,
          (request.events ?? []).filter((id) => client.events.has(id)),
          (request.sports ?? []).filter((id) => client.sports.has(id)),
          request.live === true && client.live,
        );
        this.control(client, { op: 'unsubscribed' });
        return;
      case 'subscribe':
        await this.subscribe(client, request);
        return;
      default:
        request satisfies never;
    }
  }

  private async subscribe(
    client: FeedClient,
    request: Extract<WsClientFrame, { op: 'subscribe' }>,
  ): Promise<void> {
    const events = [...new Set(request.events ?? [])].filter((id) => !client.events.has(id));
    const sports = [...new Set(request.sports ?? [])].filter((id) => !client.sports.has(id));
    const live = request.live === true && !client.live;
    const total = client.events.size + client.sports.size + events.length + sports.length;
    if (total > WS_MAX_SUBSCRIPTIONS) {
      this.fail(
        client,
        WS_ERROR_CODES.tooManySubscriptions,
        `At most ${WS_MAX_SUBSCRIPTIONS} event and sport subscriptions per socket`,
      );
      return;
    }
    const before: Selection = {
      events: new Set(client.events),
      sports: new Set(client.sports),
      live: client.live,
    };
    // From here live frames for this socket are held back until the replay is out.
    client.held = [];
    this.index(client, events, sports);
    if (live) {
      client.live = true;
      this.liveClients.add(client);
    }
    let latest: number;
    let replay: ChangeRow[] = [];
    let resync = false;
    try {
      const adds = events.length > 0 || sports.length > 0 || live;
      if (request.cursor !== undefined && adds) {
        const page = await findChanges(
          this.options.db,
          request.cursor,
          {
            eventIds: events.length > 0 ? events : null,
            sportIds: sports.length > 0 ? sports : null,
            live,
            exclude: before,
          },
          this.maxReplay + 1,
        );
        latest = page.latest;
        resync =
          request.cursor < page.floor ||
          request.cursor > page.latest ||
          page.rows.length > this.maxReplay;
        if (!resync) replay = page.rows;
      } else {
        latest = await latestCursor(this.options.db);
        resync = request.cursor !== undefined && (request.cursor > latest || request.cursor < 0);
      }
    } catch (error) {
      // The subscription stands; what was held goes out rather than be lost.
      this.flushHeld(client, [], Number.NEGATIVE_INFINITY, before);
      throw error;
    }
    this.control(client, { op: 'subscribed', cursor: latest, resync });
    this.flushHeld(client, replay, latest, before);
  }

  /**
   * Sends the replay and the held frames merged by cursor, then resumes live pushes. Held
   * frames at or below `latest` that only the new selectors match were in the replay's
   * snapshot (or, without a cursor, predate the subscription) and are dropped.
   */
  private flushHeld(
    client: FeedClient,
    replay: readonly ChangeRow[],
    latest: number,
    before: Selection,
  ): void {
    const held = client.held ?? [];
    client.held = null;
    if (client.closed) return;
    const replayed = new Set(replay.map((r) => r.id));
    const kept = held.filter(
      (f) => !replayed.has(f.cursor) && (f.cursor > latest || matches(before, f)),
    );
    const corked: FeedClient[] = [];
    let i = 0;
    let j = 0;
    while (i < replay.length || j < kept.length) {
      const row = replay[i];
      const frame = kept[j];
      if (row && (!frame || row.id < frame.cursor)) {
        const replayed = prepare({
          cursor: row.id,
          eventId: row.event_id,
          sportId: row.sport_id,
          live: row.live,
          message: row.message,
        });
        this.write(client, replayed, corked);
        i++;
      } else if (frame) {
        this.write(client, frame, corked);
        j++;
      }
    }
    this.release(corked);
  }
}
