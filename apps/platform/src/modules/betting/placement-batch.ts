import { Combiner } from '../../db/combiner';
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
 * The batches are the shared `Combiner`'s (db/combiner.ts); a write batch holds at most one
 * placement per player and per request uuid (a later one waits for the next batch: its decision
 * read the wallet the earlier one changes, and a uuid is one slip).
 */

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
