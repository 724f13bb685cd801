/**
 * Query keys shared across features, so one feature can invalidate another's data
 * (placing a bet refreshes the balance and the open bets; a deposit refreshes the balance)
 * without importing it. Everything under `wallet` is money the player sees in the header.
 */
export const queryKeys = {
  wallet: ['wallet'] as const,
  balance: (username: string) => ['wallet', 'balance', username.toLowerCase()] as const,
  fullBalance: (username: string) => ['wallet', 'balance', username.toLowerCase(), 'full'] as const,
  betCount: (accountId: number) => ['wallet', 'betcount', accountId] as const,
  cashier: ['wallet', 'cashier'] as const,
  transactions: ['wallet', 'transactions'] as const,
  openBetsAll: ['open-bets'] as const,
  openBets: (accountId: number) => ['open-bets', accountId] as const,
  /** Account info, profile, details, preferences, responsible gambling. */
  account: ['account'] as const,
  profile: ['account', 'profile'] as const,
  playerDetails: (alsPlayerId: number) => ['account', 'details', alsPlayerId] as const,
  accountPrefs: (accountId: number) => ['account', 'prefs', accountId] as const,
  responsibleGambling: ['account', 'responsible-gambling'] as const,
  depositLimits: ['wallet', 'deposit-limits'] as const,
};
