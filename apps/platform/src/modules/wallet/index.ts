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
  fullWalletView,
  openingDeposit,
  readWallet,
  slipBalancesMinor,
  stakeableBalanceMinor,
} from './service';
export {
  postBetClosing,
  postBetClosings,
  postBetResettlement,
  RESETTLEMENT_SHORTFALL_ACCOUNT,
  type BetClosingKind,
  type SettlementClosing,
} from './settlement-postings';
export { postJackpotSettlement, type JackpotPayout } from './jackpot-postings';
export { releaseDepositHold } from './repository';
export { watchBalanceChanges, type BalanceListener } from './balance-events';
