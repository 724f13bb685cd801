import { z } from 'zod';

/** An account or bet id in a path: a positive integer within JS's exact range. */
const PathId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 52);

export const AccountIdParams = z.object({ accountId: PathId });
export const AccountBetParams = z.object({ accountId: PathId, betId: PathId });

/** `{id}` of the player details: a player id or a username. */
export const PlayerRefParams = z.object({ id: z.string().trim().min(1).max(64) });
export const UsernameParams = z.object({ username: z.string().trim().min(1).max(64) });
/** `{username}` of the sportsbook balance (kept as sent; the ownership check trims). */
export const BalanceUsernameParams = z.object({ username: z.string().min(1).max(64) });
