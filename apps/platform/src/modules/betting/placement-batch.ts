import type { Queryable } from '../../db/database';
import {
  readPlacementFactsOf,
  type FactsQuery,
  type PlacementFacts,
  type PlacementOutcome,
  type PlacementWrite,
} from './placement-repository';

/**
 * Placements in batches (docs/decisions.md "Placements in batches"). The placements being
 * decided in one turn of the event loop read their facts together, as one statement, and the
 * ones decided together are applied together, as one `place_betslips` call (migration 0020): one
 * statement, one transaction, one commit, each write run once for the whole batch. Each item
 * keeps its own answer: its facts, and placed or what changed since it was decided.
 *
 * A batch holds at most `MAX_BATCH` items, and a write batch at most one placement per player and
 * per request uuid (a later one waits for the next batch: its decision read the wallet the
 * earlier one changes, and a uuid is one slip). At most `MAX_IN_FLIGHT` batches of a kind run at
 * once; items arriving meanwhile queue for the next one, so batches grow with the load and a lone
 * placement goes at once. A batch that fails is run again one item at a time, so an error is the
 * failing item's alone.
 */
export const MAX_BATCH = 32;
const MAX_IN_FLIGHT = 2;

export interface CombinerOptions<I> {
  /** Items with a key in common never share a batch (default: any may). */
  readonly keysOf?: (item: I) => readonly string[];
  readonly maxBatch?: number;
  readonly maxInFlight?: number;
}

interface Waiting<I, O> {
  readonly item: I;
  readonly resolve: (out: O) => void;
  readonly reject: (error: unknown) => void;
}

/** Gathers items into batches for `run`, which answers one output per item, in order. */
export class Combiner<I, O> {
  private queue: Waiting<I, O>[] = [];
  private scheduled = false;
  private inFlight = 0;
  private readonly keysOf: (item: I) => readonly string[];
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(
    private readonly run: (items: readonly I[]) => Promise<O[]>,
    options: CombinerOptions<I> = {},
  ) {
    this.keysOf = options.keysOf ?? (() => []);
    this.maxBatch = options.maxBatch ?? MAX_BATCH;
    this.maxInFlight = options.maxInFlight ?? MAX_IN_FLIGHT;
  }

  submit(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    // After this turn's I/O callbacks: every item submitted in the turn joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    if (this.inFlight >= this.maxInFlight) return;
    const batch = this.take();
    if (batch.length === 0) return;
    this.inFlight += 1;
    void this.settle(batch).finally(() => {
      this.inFlight -= 1;
      this.schedule();
    });
    this.schedule();
  }

  /** The oldest waiting items, none sharing a key, at most `maxBatch`. */
  private take(): Waiting<I, O>[] {
    const keys = new Set<string>();
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    for (const w of this.queue) {
      const own = this.keysOf(w.item);
      if (batch.length < this.maxBatch && own.every((k) => !keys.has(k))) {
        for (const k of own) keys.add(k);
        batch.push(w);
      } else {
        rest.push(w);
      }
    }
    this.queue = rest;
    return batch;
  }

  private async settle(batch: readonly Waiting<I, O>[]): Promise<void> {
    try {
      const outs = await this.runChecked(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(outs[i] as O));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // Nothing of the batch took effect: each item alone, so only a failing one fails.
      await Promise.all(
        batch.map((w) => this.runChecked([w.item]).then(([out]) => w.resolve(out as O), w.reject)),
      );
    }
  }

  private async runChecked(items: readonly I[]): Promise<O[]> {
    const outs = await this.run(items);
    if (outs.length !== items.length) throw new Error('a batch answered a different count');
    return outs;
  }
}

const OUTCOMES = new Set<string>(['placed', 'book', 'wallet']);

/** One `place_betslips` call (one transaction unless `db` is one): the outcomes in order. */
export async function applyPlacements(
  db: Queryable,
  writes: readonly PlacementWrite[],
): Promise<PlacementOutcome[]> {
  const [row] = await db.query<{ outcomes: unknown }>(
    'SELECT place_betslips($1::jsonb) AS outcomes',
    [JSON.stringify(writes)],
  );
  const outcomes = row?.outcomes;
  if (
    !Array.isArray(outcomes) ||
    outcomes.length !== writes.length ||
    !outcomes.every((o) => typeof o === 'string' && OUTCOMES.has(o))
  ) {
    throw new Error('place_betslips answered something else than one outcome per slip');
  }
  return outcomes as PlacementOutcome[];
}

interface Combiners {
  readonly reads: Combiner<FactsQuery, PlacementFacts>;
  readonly writes: Combiner<PlacementWrite, PlacementOutcome>;
}

const combiners = new WeakMap<Queryable, Combiners>();

function combinersOf(db: Queryable): Combiners {
  let found = combiners.get(db);
  if (!found) {
    found = {
      reads: new Combiner((queries) => readPlacementFactsOf(db, queries)),
      writes: new Combiner((writes) => applyPlacements(db, writes), {
        keysOf: (w) => [`p${w.playerId}`, `u${w.betslip.uuid}`],
      }),
    };
    combiners.set(db, found);
  }
  return found;
}

/** A placement's facts, read in the next batch of `db` (the database, never a transaction). */
export function readPlacementFactsInBatch(
  db: Queryable,
  query: FactsQuery,
): Promise<PlacementFacts> {
  return combinersOf(db).reads.submit(query);
}

/**
 * A decided placement, applied in the next batch of `db` (the database, never a transaction: a
 * batch is its own transaction).
 */
export function applyPlacementInBatch(
  db: Queryable,
  write: PlacementWrite,
): Promise<PlacementOutcome> {
  return combinersOf(db).writes.submit(write);
}
