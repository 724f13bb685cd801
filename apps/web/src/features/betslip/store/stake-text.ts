/**
 * The betslip's stake text, read by the package's stake rules (spec betting-domain §5,
 * packages/betting stake.ts, where the platform reads them too). Stake text is in
 * display units: for the thousand-scaled currencies (VND, IDR, LAK, MMK, KHR) "100" means
 * 100,000, the unit the player reads the balance in.
 */
export { isAcceptableStakeText, MAX_STAKE_TEXT_LENGTH, stakeTextToMinor } from '@touchline/betting';
