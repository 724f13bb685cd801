import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { buildApp } from './app';
import type { Bus } from './bus/bus';
import { createBus } from './bus/create-bus';
import { FEED_TOPICS } from './bus/topics';
import type { Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import {
  FeedHub,
  attachFeedSocket,
  createFeedLoop,
  createTraderDesk,
  decodeTraderMessages,
  feedLockKey,
  feedNamespace,
  simulatorWorld,
  soleLeadership,
  startAdvisoryLeadership,
  startFeedStream,
  type FeedStream,
  type FeedWorld,
  type Leadership,
  type TickReport,
} from './modules/feed';
import { addSelfExclusionStep, startLoginDataPurge } from './modules/identity';
import { PlayerChannel } from './modules/notifications';
import { createJackpotRunner, type JackpotRunner } from './modules/jackpot';
import { createSettlementRunner, type SettlementRunner } from './modules/settlement';
import {
  createAutoCashOutEvaluator,
  createInPlayAcceptor,
  type AutoCashOutEvaluator,
  type InPlayAcceptor,
} from './modules/betting';
import { releaseDepositHold } from './modules/wallet';
import { prepareOperators } from './modules/operator';
import { seed } from './seed';
import { SiteStore } from './modules/cms';
import { loadTokenKeys } from './token-keys';

export interface Platform {
  readonly app: FastifyInstance;
  readonly ctx: AppContext;
  /** The brand's site as this instance serves it (tests reload and publish through it). */
  readonly site: SiteStore;
  /** The live feed of this instance: WebSocket fan-out, bus reader, leadership. */
  readonly feed: {
    readonly hub: FeedHub;
    readonly stream: FeedStream;
    readonly leadership: Leadership;
  };
  /** The `/ws` player channel of this instance (signed-in sockets; tests call `sweep`, `idle`). */
  readonly players: PlayerChannel;
  /** Settlement on this instance: results from the bus, catch-up sweeps (tests call `sweep`). */
  readonly settlement: SettlementRunner;
  /** Jackpots on this instance: rounds opened and settled (tests call `sweep`). */
  readonly jackpots: JackpotRunner;
  /** In-play acceptance on this instance (tests call `run`). */
  readonly inPlay: InPlayAcceptor;
  /** Automatic cash-out rules run against today's prices on this instance (tests call `run`). */
  readonly autoCashOut: AutoCashOutEvaluator;
  /** Runs one feed-loop tick now (tests drive the loop with their fake clock). */
  tick(): Promise<TickReport>;
  close(): Promise<void>;
}

export interface StartOptions {
  readonly clock?: () => Date;
  readonly logger?: boolean;
  /** Log lines go here instead of stdout (tests). */
  readonly logStream?: { write(line: string): void };
  /** The feed's world; default the simulator (none when SIM_ENABLED=false). Tests script one. */
  readonly world?: FeedWorld | null;
  /** Run the feed loop on a timer; default: only with the real clock (tests call `tick`). */
  readonly autoTick?: boolean;
  /** Feed tick interval, default FEED_TICK_MS (1 s); the benchmark ticks faster. */
  readonly feedTickMs?: number;
  /** How often a standby tries to take the feed over, default LEADER_RETRY_MS (3 s). */
  readonly leaderRetryMs?: number;
  /**
   * A bus to use instead of one made from BUS_URL (tests: instances on one in-process bus); the
   * caller owns it and closes it.
   */
  readonly bus?: Bus;
  /** Period of the player channel's session re-check (null: only when `players.sweep` runs). */
  readonly playerRecheckMs?: number | null;
  /** Reload the brand when its files change (default true). */
  readonly watchConfig?: boolean;
}

/**
 * Boots the platform on an open database: migrate, seed, load keys, connect the bus, build the
 * HTTP app with `/ws`, elect the feed leader (Postgres advisory lock; PGlite always leads), and
 * have the leader ingest the simulator's card and run the feed loop. Used by main.ts and tests.
 */
export async function startPlatform(
  config: Config,
  db: Database,
  options: StartOptions = {},
): Promise<Platform> {
  const clock = options.clock ?? (() => new Date());
  await migrate(db.owner);
  // Migrations ran as the owner; everything else runs as the application role:
  // on a Postgres server, connections that logged in as it (db/postgres.ts).
  const appRole = await db.useAppRole();
  await seed(db);
  const keys = await loadTokenKeys(db, config.tokenSecret);

  // Errors before the app (and its logger) exist go to the console.
  let app: FastifyInstance | undefined = undefined;
  const reportError = (what: string) => (error: unknown) => {
    if (app) app.log.error({ err: error }, what);
    else console.error(what, error);
  };
  const lockKey = await feedLockKey(db);
  // Instances on one database share a feed: the bus namespace is the database's identity.
  const bus =
    options.bus ??
    (await createBus(config.busUrl, {
      namespace: `touchline.${await feedNamespace(db)}`,
      onError: reportError('bus error'),
    }));
  // The brand's site: a brand that does not validate stops start-up, naming file and field.
  const site = await SiteStore.open({
    configDir: config.configDir,
    brand: config.brand,
    db,
    bus,
    clock,
    watch: options.watchConfig ?? true,
    log: {
      info: (message) => app?.log.info(message),
      error: (message) => (app ? app.log.error(message) : console.error(message)),
    },
  });
  const ctx: AppContext = { config, db, bus, keys, clock, site };
  // A self-excluded player's deposit hold is released in the exclusion's own transaction.
  addSelfExclusionStep(ctx, releaseDepositHold);
  // The operators of OPERATOR_ACCOUNTS, or the embedded demo's (its hash computed now).
  await prepareOperators(ctx);
  app = await buildApp(ctx, {
    site,
    logger: options.logger ?? false,
    ...(options.logStream && { logStream: options.logStream }),
  });
  if (db.kind === 'postgres' && appRole.mode === 'set-role') {
    app.log.warn(
      { reason: appRole.reason },
      `the application role ${appRole.role} is only SET ROLE on the owner's connections; set DATABASE_APP_URL (README)`,
    );
  }

  // The player channel shares /ws with the feed: its ops (auth, logout) reach it through the hub.
  const players = new PlayerChannel({
    ctx,
    onError: reportError('player channel failed'),
    ...(options.playerRecheckMs !== undefined && { recheckMs: options.playerRecheckMs }),
  });
  players.start();
  const hub = new FeedHub({
    db,
    onError: reportError('feed socket request failed'),
    channels: [players],
  });
  const stream = await startFeedStream({
    bus,
    db,
    deliver: (changes) => hub.dispatch(changes),
    deliverTracker: (update) => hub.pushTracker(update),
    onError: reportError('feed stream error'),
  });
  const sockets = attachFeedSocket(app.server, hub, { onError: reportError('feed socket error') });

  // A shared Postgres server can hold several instances: elect one leader. A database handed in
  // without a DATABASE_URL (PGlite, or a test's own connection) has this one instance only.
  const leadership =
    config.database.kind === 'postgres' && db.kind === 'postgres'
      ? await startAdvisoryLeadership({
          url: config.database.url,
          key: lockKey,
          ...(options.leaderRetryMs !== undefined && { retryMs: options.leaderRetryMs }),
          onError: reportError('feed leadership connection error'),
          onChange: (leader) => app?.log.info({ leader }, 'feed leadership changed'),
        })
      : soleLeadership();
  const world =
    options.world !== undefined
      ? options.world
      : config.sim.enabled
        ? simulatorWorld(config.sim)
        : null;
  // A trader's word reaches every instance; the leader's feed applies it (feed/trader-desk.ts).
  const desk = createTraderDesk(world);
  const unsubscribeTrading = bus.subscribe(FEED_TOPICS.trading, (payload) => {
    if (leadership.isLeader()) desk.enqueue(decodeTraderMessages(payload));
  });
  const loop = createFeedLoop({
    db,
    bus,
    world: desk.world,
    clock,
    leadership,
    lockKey,
    ...(options.feedTickMs !== undefined && { tickMs: options.feedTickMs }),
    onError: reportError('feed tick failed'),
  });
  // Every instance settles (row locks keep a bet to one settlement): results from the bus, and a
  // catch-up sweep now and periodically for results that arrived while no instance listened.
  const settlement = createSettlementRunner({
    db,
    bus,
    clock,
    onError: reportError('settlement failed'),
  });
  const jackpots = createJackpotRunner({
    db,
    bus,
    clock,
    seed: config.sim.seed,
    onError: reportError('jackpot settlement failed'),
  });
  // In-play slips are decided when their delay is over, on every instance (rows skip-locked);
  // the status call decides a due slip too, so nothing waits on this timer.
  const inPlay = createInPlayAcceptor({ ctx, onError: reportError('in-play acceptance failed') });
  // Automatic cash-out rules are checked against the prices on every instance (bets skip-locked).
  const autoCashOut = createAutoCashOutEvaluator({
    ctx,
    onError: reportError('automatic cash out failed'),
  });
  // The leader has the card in before the platform answers (the catalog is never empty).
  if (leadership.isLeader()) await loop.tick();
  await settlement.sweep();
  await jackpots.sweep();
  if (options.autoTick ?? options.clock === undefined) {
    loop.start();
    settlement.start();
    jackpots.start();
    inPlay.start();
    autoCashOut.start();
  }
  // Expired login data (rate-limit rows, second steps, codes, outbox messages), every 10 minutes
  // with the real clock (tests call purgeLoginData themselves).
  const purge =
    options.clock === undefined
      ? startLoginDataPurge({ db, clock, onError: reportError('login data purge failed') })
      : null;

  const started = app;
  return {
    app: started,
    ctx,
    site,
    feed: { hub, stream, leadership },
    players,
    settlement,
    jackpots,
    inPlay,
    autoCashOut,
    tick: () => loop.tick(),
    async close() {
      purge?.stop();
      await inPlay.stop();
      await autoCashOut.stop();
      unsubscribeTrading();
      await loop.stop();
      await settlement.stop();
      await jackpots.stop();
      await leadership.close();
      await sockets.close();
      players.close();
      stream.close();
      await started.close();
      await site.close();
      if (!options.bus) await bus.close();
    },
  };
}
