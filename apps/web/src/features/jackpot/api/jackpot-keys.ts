/** The jackpot feature's query keys (shared/api/query-keys.ts holds only cross-feature ones). */
export const jackpotKeys = {
  all: ['jackpot'] as const,
  active: (jackpotId: number, currency: string) =>
    ['jackpot', 'active', currency.toUpperCase(), jackpotId] as const,
  cost: (jackpotId: number, currency: string, globalStake: string, outcomeIds: string) =>
    ['jackpot', 'cost', jackpotId, currency.toUpperCase(), globalStake, outcomeIds] as const,
  bets: (accountId: number) => ['jackpot', 'bets', accountId] as const,
};
