import type { Query, QueryCache, QueryKey } from '@tanstack/react-query';
import { BetCount, Wallet } from '@touchline/contract';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * spec shell §7 `balanceupdate`: the host is told when the balance changes — from the wallet
 * poll (`wallet.sportsbookBalance`) or the bet-count call, which also carries the balance ("host
 * told to update balance when embedded"). Read from the query cache, where those calls keep their
 * answers, so neither feature knows about the host.
 */
export interface BalanceUpdate {
  readonly balance: number;
  readonly currency: string;
}

const [WALLET] = queryKeys.wallet;
const BALANCE = queryKeys.balance('')[1];
const BETCOUNT = queryKeys.betCount(0)[1];

/** The balance an answer in the cache holds, or null when the query is neither call's. */
export function balanceUpdateOf(queryKey: QueryKey, data: unknown): BalanceUpdate | null {
  // ['wallet', 'balance', user] and its full form ['wallet', 'balance', user, 'full'].
  if (queryKey[0] !== WALLET || queryKey.length < 3) return null;
  const schema = queryKey[1] === BALANCE ? Wallet : queryKey[1] === BETCOUNT ? BetCount : null;
  if (schema === null) return null;
  const parsed = schema.safeParse(data);
  return parsed.success ? { balance: parsed.data.balance, currency: parsed.data.currency } : null;
}

/**
 * Calls `onUpdate` with the balance in the cache now and after every successful fetch that
 * changes it (the same balance polled again is not news).
 */
export function watchBalanceUpdates(
  cache: QueryCache,
  onUpdate: (update: BalanceUpdate) => void,
): () => void {
  let last: string | null = null;
  const consider = (query: Pick<Query, 'queryKey' | 'state'>) => {
    const update = balanceUpdateOf(query.queryKey, query.state.data);
    if (update === null) return;
    const key = `${update.balance} ${update.currency}`;
    if (key === last) return;
    last = key;
    onUpdate(update);
  };
  const latest = cache
    .getAll()
    .filter((query) => balanceUpdateOf(query.queryKey, query.state.data) !== null)
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt)
    .at(-1);
  if (latest) consider(latest);
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const query: Pick<Query, 'queryKey' | 'state'> = event.query;
    consider(query);
  });
}
