/**
 * The wallet's face: its routes; the stake debit and balance read bet placement needs; the
 * closing posting of a settled or cashed-out bet; deposits (the seed's opening balances); and
 * the deposit-hold release a self-exclusion runs.
 */
export { walletRoutes } from './routes';
export {
  debitStake,
  deposit,
  openingDeposit,
  slipBalancesMinor,
  stakeableBalanceMinor,
} from './service';
export { postBetClosing, type BetClosingKind } from './settlement-postings';
export { releaseDepositHold } from './repository';
