/**
 * The wallet's face: its routes; the stake debit and balance read bet placement needs; the
 * closing posting of a settled or cashed-out bet; deposits (the seed's opening balances); and
 * the deposit-hold release a self-exclusion runs; and, for the `/ws` player channel, who is told
 * (after commit) that a player's wallet moved, and the wallet to push then.
 */
export { walletRoutes } from './routes';
export {
  debitStake,
  deposit,
  ensureStakeWallet,
  openWalletForUpdate,
  fullWalletView,
  openingDeposit,
  readWallet,
  slipBalancesMinor,
  slipBalancesOf,
  stakeableBalanceMinor,
  type SlipBalances,
} from './service';
export {
  planStake,
  stakeWalletOf,
  type StakePlan,
  type StakePosting,
  type StakeWallet,
} from './stake-plan';
export { HOUSE_ACCOUNTS, PLAYER_ACCOUNTS, type WalletAccountRow } from './repository';
export {
  postBetClosing,
  postBetClosings,
  postBetResettlement,
  RESETTLEMENT_SHORTFALL_ACCOUNT,
  type BetClosingKind,
  type SettlementClosing,
} from './settlement-postings';
export { postJackpotSettlement, type JackpotPayout } from './jackpot-postings';
export { readDebt } from './resettlement-debt';
export { releaseDepositHold } from './repository';
export { notifyBalanceChanged, watchBalanceChanges, type BalanceListener } from './balance-events';
