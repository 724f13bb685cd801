/**
 * The notifications module's face: the `/ws` player channel the platform plugs into the feed's
 * socket server (bet settled, cashed out, accepted or rejected after the in-play delay, balance
 * after every ledger movement), and how a closed bet reads as a notice. Modules announce a
 * notice with `publishPlayerNotice` (bus/player-notices.ts), never by importing this module.
 */
export {
  closedBetNotice,
  PLAYER_RECHECK_MS,
  PlayerChannel,
  type PlayerChannelOptions,
} from './player-channel';
