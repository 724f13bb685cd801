import { afterCommit, type Database, type Queryable } from '../../db/database';

/**
 * "This player's wallet moved": told after the transaction that moved it commits (never for a
 * rolled-back one), once per transaction and player however many postings it made. Listeners
 * are per database (one per platform), so the wallet needs no bus: the platform's notifications
 * listen and fan out (docs/decisions.md "Player channel on /ws").
 */
export type BalanceListener = (playerId: number) => void;

const listeners = new WeakMap<Database, Set<BalanceListener>>();
const marked = new WeakMap<Queryable, Set<number>>();

/** Listens to the committed wallet movements of `db`; returns the function that stops it. */
export function watchBalanceChanges(db: Database, listener: BalanceListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => void listeners.get(db)?.delete(listener);
}

/** Called by every posting that moves a player's money, inside its transaction. */
export function markBalanceChanged(tx: Queryable, playerId: number): void {
  let players = marked.get(tx);
  if (!players) {
    players = new Set();
    marked.set(tx, players);
  }
  if (players.has(playerId)) return;
  players.add(playerId);
  afterCommit(tx, (db) => {
    for (const listener of listeners.get(db) ?? []) listener(playerId);
  });
}

/**
 * For a movement committed by a single statement (its own transaction, no handle to hook on):
 * tells the listeners now. Call only once the statement has returned.
 */
export function notifyBalanceChanged(db: Database, playerId: number): void {
  for (const listener of listeners.get(db) ?? []) listener(playerId);
}
