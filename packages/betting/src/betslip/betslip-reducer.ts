/**
 * The betslip lifecycle as a pure state machine (spec betting-domain §3 Betslip state, §4 Betslip
 * lifecycle, Refresh flow, Stake entry).
 *
 * Units: every stake and amount in this state is an integer of minor units (ARCHITECTURE "Money,
 * odds, time"), like the betslip maths (`betslip-rules`, `multiples`), so a bet of this state can
 * be handed to them as it is. The caller converts the wire's major-unit numbers at the boundary
 * and parses what the player types with the stake-string rules (`stake.ts`, which strips the
 * thousands separators); the typed text itself is kept as `activeBetStake`.
 *
 * Maths (multiples, systems, returns, tax) is not done here: the caller recalculates multiples
 * with the betslip maths and hands them in (`multiplesRecalculated`), or a refresh brings them.
 */
import { assertNever } from '../assert';
import { CLOSED_SELECTION_MESSAGE, RES_CODES } from './betslip-codes';
import { isPlaceBetEnabled } from './betslip-rules';
import { BETSLIP_DEFAULTS } from './limits';
import {
  eventId,
  marketId,
  outcomeId,
  readIdValue,
  type EventId,
  type MarketId,
  type OutcomeId,
} from '../ids';
import {
  applyStakeEntry,
  NO_STAKE,
  stakeMinor,
  type Stake,
  type StakeEntry,
  type StakeSpecialValue,
} from '../stakes/stake';
import { BETTING_LIMITS } from '../site-settings';

/** spec betting-domain §9: closed selections are removed 3 seconds after being reported. */
export const BETSLIP_CLOSED_SELECTION_REMOVAL_DELAY_MS =
  BETTING_LIMITS.closedSelectionRemovalDelayMs;
/** spec betting-domain §3 Single bet: outcomeState C means closed or unavailable. */
export const OUTCOME_STATE_CLOSED = 'C';
/** spec betting-domain §4 Stake entry: special stake values of the free-bet controls. */
export type BetslipFreeBetValue = StakeSpecialValue;

/** Where a system-bet or each-way refresh stands (spec §4); `idle` before the first one. */
export type BetslipRequestStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** A betslip error as the betslip calls return it (code RES-xxxxx, spec §8). */
export interface BetslipStateError {
  readonly code: string;
  readonly message: string;
  /** The bet the error is about (sel1, mul1, sys…), when it is about one. */
  readonly ref?: string;
  /** For a price change (RES-00152): the price now on offer. */
  readonly decimal?: number;
}

/** spec betting-domain §3 Single bet. */
export interface BetslipSingleEntry {
  readonly outcomeId: OutcomeId;
  readonly eventId: EventId;
  readonly marketId: MarketId;
  readonly decimal: number;
  /** sel1, sel2, … in the order the bets were added. */
  readonly ref: string;
  /** Normal stake per line, minor units; 0 when none. */
  readonly unitStake: Stake;
  /**
   * Free-money stake, minor units; used instead of the normal stake when positive (spec §5).
   * 0 means no free stake: a new bet, and what freeBetNull leaves (spec §4). null is only held
   * when a refresh answer sends it explicitly; with a normal stake it disables Place Bet (§5).
   */
  readonly freeMoneyUnitStake: Stake | null;
  readonly maxFreeMoneyStake: Stake | null;
  readonly maxBetStake?: number | null;
  readonly minBetStake?: number | null;
  readonly stakeAfterTax?: number | null;
  readonly potentialReturns?: number | null;
  readonly potentialTaxDeduction?: number | null;
  readonly eachWay?: boolean;
  readonly showEachWay?: boolean;
  readonly placeTerms?: string | null;
  /** 'C' = closed or unavailable. */
  readonly outcomeState?: string | null;
  readonly message?: string | null;
  readonly notifyPriceChangeMode?: string | null;
  readonly betTypeId?: number;
  /** Display labels carried from the price button (not part of the spec's model). */
  readonly eventDescription?: string;
  readonly marketDescription?: string;
  readonly outcomeDescription?: string;
}

/**
 * spec betting-domain §3 Multiple bet. `unitStake` is not in the spec's field list, but a multiple
 * is staked per line like a system bet (totalStake = unitStake × noOfBets), so it is carried here.
 */
export interface BetslipMultipleEntry {
  readonly ref: string;
  readonly betTypeId: number;
  readonly description: string;
  readonly noOfBets: number;
  readonly decimal: number;
  readonly unitStake: Stake;
  readonly freeMoneyUnitStake?: Stake | null;
  readonly minBetStake?: number | null;
  readonly stakeAfterTax?: number | null;
  readonly potentialTaxDeduction?: number | null;
  readonly fullDescription?: string;
  readonly price?: string | number;
  readonly priceFormat?: string;
  readonly taxPercentage?: number;
  readonly totalStake?: number;
  readonly place?: boolean;
  readonly potentialReturns?: number | null;
  readonly potentialPlaceWin?: number | null;
  readonly extraParlayWinnings?: number | null;
}

/** spec betting-domain §3 System bet. */
export interface BetslipSystemEntry {
  readonly ref: string;
  readonly betTypeId: number;
  readonly unitStake: Stake;
  readonly totalStake?: number;
  readonly potentialReturns?: number | null;
  readonly freeMoneyUnitStake?: Stake | null;
  readonly description?: string;
  readonly fullDescription?: string;
  readonly noOfBets?: number;
  readonly place?: boolean;
  readonly potentialPlaceWin?: number | null;
}

/** spec betting-domain §3 Jackpot bet: one entry per jackpot, singles by ordinal. */
export interface JackpotBetEntry {
  readonly jackpotId: number;
  readonly singles: readonly { readonly ordinal: number; readonly outcomeId: OutcomeId }[];
  readonly jackpotPrize?: number | null;
  readonly globalStake?: number;
  readonly jackpotTotalStake?: number;
  readonly noOfBets?: number;
  readonly originId?: string;
}

/**
 * A single of the refresh answer (POST/PUT /xapi/rest/betslips/selections, spec §7), amounts
 * already converted to minor units by the caller.
 */
export interface BetslipServerSingle extends Partial<BetslipSingleEntry> {
  readonly outcomeId: OutcomeId;
  readonly ref: string;
  readonly decimal: number;
}

export interface BetslipServerModel {
  readonly singles: readonly BetslipServerSingle[];
  readonly multiples?: readonly BetslipMultipleEntry[];
  readonly systems?: readonly BetslipSystemEntry[];
  readonly availableBalance?: number | null;
  readonly betMayBeReferred?: boolean;
  readonly errors?: readonly BetslipStateError[];
}

/** The placement answer kept for the receipt (spec §3 placementStatusResponse). */
export interface BetslipPlacementStatusResponse {
  readonly betSlipId?: number;
  readonly reference?: string;
  readonly totalCost?: number;
  readonly potentialReturns?: number;
  readonly status?: string;
}

/**
 * Tells the caller to send a refresh now (the reducer cannot do I/O): after closed selections are
 * removed (in expanded mode, spec §4 Refresh flow) and when a local stake must be re-applied at
 * once without debounce (spec §4). The caller clears it by dispatching `refreshStarted`.
 */
export interface BetslipRefreshRequest {
  readonly reason: 'closedSelectionsRemoved' | 'localStakeReapplied';
  readonly expanded: boolean;
  readonly skipDebounce: boolean;
}

/** spec betting-domain §3 Betslip state. */
export interface BetslipState {
  readonly open: boolean;
  readonly expanded: boolean;
  /** Keyed by outcome id. */
  readonly bets: Readonly<Record<string, BetslipSingleEntry>>;
  readonly multiples: readonly BetslipMultipleEntry[];
  readonly systems: readonly BetslipSystemEntry[];
  readonly jackpotBets: readonly JackpotBetEntry[];
  readonly errors: readonly BetslipStateError[];
  readonly showSystemBets: boolean;
  /** A bet key (`betslipBetKey`) while a stake is being edited, else null. */
  readonly activeBetKey: string | null;
  /** The stake string as typed in the active stake field. */
  readonly activeBetStake: string;
  readonly betPlacing: boolean;
  readonly statusWaitApproval: boolean;
  readonly placementSuccess: boolean;
  /** Milliseconds the last placement took; null before any. */
  readonly placementDuration: number | null;
  readonly placementStatusResponse: BetslipPlacementStatusResponse | null;
  readonly isEachWayChecked: boolean;
  readonly isResponseTimeOver: boolean;
  readonly isShowNotAvailableMessage: boolean;
  readonly betMaybeReferred: boolean;
  readonly isSelectedAllMarkets: boolean;
  readonly statusSysBets: BetslipRequestStatus;
  readonly statusEachWay: BetslipRequestStatus;
  readonly refreshRequest: BetslipRefreshRequest | null;
}

export const initialBetslipState: BetslipState = {
  open: false,
  expanded: false,
  bets: {},
  multiples: [],
  systems: [],
  jackpotBets: [],
  errors: [],
  showSystemBets: false,
  activeBetKey: null,
  activeBetStake: '',
  betPlacing: false,
  statusWaitApproval: false,
  placementSuccess: false,
  placementDuration: null,
  placementStatusResponse: null,
  isEachWayChecked: false,
  isResponseTimeOver: false,
  isShowNotAvailableMessage: false,
  betMaybeReferred: false,
  isSelectedAllMarkets: false,
  statusSysBets: 'idle',
  statusEachWay: 'idle',
  refreshRequest: null,
};

/** What a price button hands over when a selection is added. */
export interface BetslipNewSelection {
  readonly outcomeId: OutcomeId;
  readonly eventId: EventId;
  readonly marketId: MarketId;
  readonly decimal: number;
  readonly eventDescription?: string;
  readonly marketDescription?: string;
  readonly outcomeDescription?: string;
  readonly showEachWay?: boolean;
  readonly placeTerms?: string | null;
  readonly betTypeId?: number;
}

export type BetslipAction =
  | {
      readonly type: 'betAdded';
      readonly selection: BetslipNewSelection;
      /** Site setting max_bets_on_betslip (default 15). */
      readonly maxBetsOnBetslip?: number;
    }
  | { readonly type: 'betRemoved'; readonly outcomeId: OutcomeId }
  | { readonly type: 'betslipOpened' }
  | { readonly type: 'betslipClosed' }
  | { readonly type: 'betslipCleared' }
  | { readonly type: 'betslipExpanded' }
  | { readonly type: 'betslipCollapsed' }
  | { readonly type: 'systemBetsToggled' }
  | { readonly type: 'eachWayToggled' }
  | { readonly type: 'betslipButtonPressed'; readonly jackpotId?: number | null }
  | { readonly type: 'activeBetChanged'; readonly key: string | null; readonly stake?: string }
  | {
      readonly type: 'stakeChanged';
      /** The bet key (`betslipBetKey`) of the stake field. */
      readonly key: string;
      /**
       * The parsed entry: an amount in minor units, or a free-bet special value (the shape of
       * `readStakeEntry` in stake.ts).
       */
      readonly stake: Stake | BetslipFreeBetValue;
      /** The stake as typed (kept as activeBetStake); unused for the special values. */
      readonly text?: string;
    }
  | {
      readonly type: 'multiplesRecalculated';
      readonly multiples: readonly BetslipMultipleEntry[];
      readonly systems?: readonly BetslipSystemEntry[];
    }
  | { readonly type: 'refreshStarted'; readonly systemBets?: boolean; readonly eachWay?: boolean }
  | {
      readonly type: 'refreshSucceeded';
      readonly model: BetslipServerModel;
      /** Site setting african_betslip: systems are cleared. */
      readonly africanBetslip?: boolean;
    }
  | {
      readonly type: 'refreshFailed';
      readonly cancelled?: boolean;
      readonly errors?: readonly BetslipStateError[];
    }
  | { readonly type: 'closedSelectionsRemoved' }
  | { readonly type: 'placementStarted' }
  | { readonly type: 'placementAwaitingApproval' }
  | {
      readonly type: 'placementSucceeded';
      readonly durationMs: number;
      readonly response: BetslipPlacementStatusResponse | null;
    }
  | {
      readonly type: 'placementFailed';
      readonly durationMs: number;
      readonly errors: readonly BetslipStateError[];
      readonly response?: BetslipPlacementStatusResponse | null;
    }
  | { readonly type: 'responseTimeOverSet'; readonly value: boolean }
  | { readonly type: 'selectAllMarketsSet'; readonly value: boolean }
  | {
      readonly type: 'jackpotSelectionToggled';
      readonly jackpotId: number;
      readonly ordinal: number;
      readonly outcomeId: OutcomeId;
    }
  | { readonly type: 'jackpotBetCleared'; readonly jackpotId: number };

// ---------------------------------------------------------------- keys and small helpers

/** A single the reducer never saw, whose answer leaves its event or market out (ids.ts). */
const UNKNOWN_EVENT_ID = eventId(0);
const UNKNOWN_MARKET_ID = marketId(0);

const SINGLE_REF_PREFIX = 'sel';
const MULTIPLE_REF_PREFIX = 'mul';
const SYSTEM_REF_PREFIX = 'sys';
const KEY_SEPARATOR = '-';

/** spec §3: a bet key is ref, or ref plus outcome id for outcome-level bets (`sel1-123`). */
export function betslipBetKey(ref: string, outcomeId?: OutcomeId | null): string {
  return outcomeId == null ? ref : `${ref}${KEY_SEPARATOR}${outcomeId}`;
}

export function parseBetslipBetKey(key: string): { ref: string; outcomeId: OutcomeId | null } {
  const at = key.indexOf(KEY_SEPARATOR);
  if (at < 0) return { ref: key, outcomeId: null };
  const id = readIdValue(key.slice(at + 1));
  return { ref: key.slice(0, at), outcomeId: id === null ? null : outcomeId(id) };
}

// spec §3: a ref starting with mul marks a multiple; system bets have refs sys….
const isMultipleRef = (ref: string): boolean => ref.startsWith(MULTIPLE_REF_PREFIX);
const isSystemRef = (ref: string): boolean => ref.startsWith(SYSTEM_REF_PREFIX);

const singleRef = (position: number): string => `${SINGLE_REF_PREFIX}${position}`;

function refNumber(ref: string): number {
  const n = Number(ref.slice(SINGLE_REF_PREFIX.length));
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}

/** Placing or awaiting approval: the slip cannot be closed or edited. */
export function betslipBusy(state: BetslipState): boolean {
  return state.betPlacing || state.statusWaitApproval;
}

/** The singles in ref order (sel1 first). */
export function orderedBetslipSingles(state: BetslipState): BetslipSingleEntry[] {
  return Object.values(state.bets).sort((a, b) => refNumber(a.ref) - refNumber(b.ref));
}

export function betslipBetCount(state: BetslipState): number {
  return Object.keys(state.bets).length;
}

/** The singles reported closed by the last refresh (spec §4 Refresh flow). */
export function closedBetslipSingles(state: BetslipState): BetslipSingleEntry[] {
  return orderedBetslipSingles(state).filter((b) => b.outcomeState === OUTCOME_STATE_CLOSED);
}

/** spec §4 Refresh flow: POST when outcome ids are supplied (a new bet), otherwise PUT. */
export function betslipRefreshMethod(outcomeIds?: readonly OutcomeId[] | null): 'POST' | 'PUT' {
  return outcomeIds != null && outcomeIds.length > 0 ? 'POST' : 'PUT';
}

/**
 * spec §4 Refresh flow: the balance the wallet takes after a refresh, or null when the answer does
 * not update it (none sent, or closed selections pending removal, where nothing is merged).
 */
export function betslipAvailableBalanceAfterRefresh(model: BetslipServerModel): number | null {
  if (model.singles.some((s) => s.outcomeState === OUTCOME_STATE_CLOSED)) return null;
  return model.availableBalance ?? null;
}

/**
 * spec betting-domain §5: whether the Place Bet button is enabled for this slip — the one
 * Place Bet rule (`isPlaceBetEnabled`) asked about the singles, the multiples and the systems.
 */
export function isBetslipPlaceBetEnabled(state: BetslipState): boolean {
  return isPlaceBetEnabled({
    singles: Object.values(state.bets),
    multiples: state.multiples,
    systems: state.systems,
  });
}

/** A discriminated view of the placement flags. */
export type BetslipPlacementPhase =
  | { readonly phase: 'idle' }
  | { readonly phase: 'placing' }
  | { readonly phase: 'awaitingApproval' }
  | {
      readonly phase: 'succeeded';
      readonly durationMs: number | null;
      readonly response: BetslipPlacementStatusResponse | null;
    }
  | {
      readonly phase: 'failed';
      readonly durationMs: number;
      readonly errors: readonly BetslipStateError[];
    };

export function betslipPlacementPhase(state: BetslipState): BetslipPlacementPhase {
  if (state.statusWaitApproval) return { phase: 'awaitingApproval' };
  if (state.betPlacing) return { phase: 'placing' };
  if (state.placementSuccess) {
    return {
      phase: 'succeeded',
      durationMs: state.placementDuration,
      response: state.placementStatusResponse,
    };
  }
  if (state.placementDuration !== null) {
    return { phase: 'failed', durationMs: state.placementDuration, errors: state.errors };
  }
  return { phase: 'idle' };
}

/** What the betslip button does (spec §4 Betslip lifecycle). */
export type BetslipButtonDecision = 'reset' | 'openJackpot' | 'open' | 'close' | 'none';

export function betslipButtonDecision(
  state: BetslipState,
  jackpotId?: number | null,
): BetslipButtonDecision {
  // spec §4: after a successful placement the button resets the slip.
  if (state.placementSuccess) return 'reset';
  // spec §4: on a jackpot page it opens the betslip for that jackpot.
  if (jackpotId != null) return 'openJackpot';
  // spec §4: otherwise it opens or closes, only when not placing and not awaiting approval.
  if (betslipBusy(state)) return 'none';
  return state.open ? 'close' : 'open';
}

// ---------------------------------------------------------------- persistence

/** spec §4 Persistence: these fields are not stored; everything else is. */
export const BETSLIP_NON_PERSISTED_KEYS = [
  'errors',
  'betPlacing',
  'statusWaitApproval',
  'placementDuration',
  'placementSuccess',
  'placementStatusResponse',
] as const satisfies readonly (keyof BetslipState)[];

type BetslipNonPersistedKey = (typeof BETSLIP_NON_PERSISTED_KEYS)[number];
export type PersistedBetslipState = Omit<BetslipState, BetslipNonPersistedKey>;

export function persistableBetslipState(state: BetslipState): PersistedBetslipState {
  const {
    errors: _errors,
    betPlacing: _betPlacing,
    statusWaitApproval: _statusWaitApproval,
    placementDuration: _placementDuration,
    placementSuccess: _placementSuccess,
    placementStatusResponse: _placementStatusResponse,
    ...rest
  } = state;
  return rest;
}

/**
 * Rebuilds the state from stored data: missing fields take their initial values and the
 * non-persisted ones always restart from their defaults, even if an old store still holds them.
 */
export function rehydrateBetslipState(
  persisted: Partial<PersistedBetslipState> | null | undefined,
): BetslipState {
  const stored = persisted ?? {};
  const transient: Pick<BetslipState, BetslipNonPersistedKey> = {
    errors: initialBetslipState.errors,
    betPlacing: initialBetslipState.betPlacing,
    statusWaitApproval: initialBetslipState.statusWaitApproval,
    placementDuration: initialBetslipState.placementDuration,
    placementSuccess: initialBetslipState.placementSuccess,
    placementStatusResponse: initialBetslipState.placementStatusResponse,
  };
  return { ...initialBetslipState, ...stored, ...transient };
}

// ---------------------------------------------------------------- transitions

function addBet(
  state: BetslipState,
  selection: BetslipNewSelection,
  maxBets: number,
): BetslipState {
  if (betslipBusy(state)) return state;
  // Decision: selecting a price after a successful placement starts a fresh slip, so the receipt's
  // success flag cannot make the next button press throw the new bet away.
  const base = state.placementSuccess ? initialBetslipState : state;
  const key = String(selection.outcomeId);
  // Decision: adding an outcome that is already on the slip changes nothing.
  if (key in base.bets) return base;
  const count = Object.keys(base.bets).length;
  if (count >= maxBets) {
    // spec §9 max_bets_on_betslip: refused with RES-00247, the slip otherwise unchanged.
    return {
      ...base,
      errors: [{ code: 'RES-00247', message: RES_CODES['RES-00247'] }],
    };
  }
  const bet: BetslipSingleEntry = {
    ...selection,
    ref: singleRef(count + 1),
    unitStake: NO_STAKE,
    // No free stake (see BetslipSingleEntry.freeMoneyUnitStake): a normal stake can be placed.
    freeMoneyUnitStake: NO_STAKE,
    maxFreeMoneyStake: null,
    eachWay: base.isEachWayChecked && selection.showEachWay === true,
  };
  // spec §4: adding a bet opens the slip and clears errors.
  return { ...base, open: true, errors: [], bets: { ...base.bets, [key]: bet } };
}

/** Removes the bets matching `drop`, renumbering the remaining refs sel1…selN in order. */
function removeBets(state: BetslipState, drop: (bet: BetslipSingleEntry) => boolean): BetslipState {
  const ordered = orderedBetslipSingles(state);
  const kept = ordered.filter((bet) => !drop(bet));
  if (kept.length === ordered.length) return state;
  const renamed = new Map<string, string>();
  const bets: Record<string, BetslipSingleEntry> = {};
  kept.forEach((bet, index) => {
    const ref = singleRef(index + 1);
    renamed.set(bet.ref, ref);
    bets[String(bet.outcomeId)] = bet.ref === ref ? bet : { ...bet, ref };
  });
  // Decision: the active stake field follows its bet to its new ref, and is released if the bet
  // it belonged to was removed.
  let { activeBetKey, activeBetStake } = state;
  if (activeBetKey !== null) {
    const { ref, outcomeId } = parseBetslipBetKey(activeBetKey);
    if (ref.startsWith(SINGLE_REF_PREFIX)) {
      const next = renamed.get(ref);
      activeBetKey = next === undefined ? null : betslipBetKey(next, outcomeId);
      if (next === undefined) activeBetStake = '';
    }
  }
  // Decision: errors are cleared on removal; they name refs that have just been renumbered.
  const next: BetslipState = { ...state, bets, activeBetKey, activeBetStake, errors: [] };
  if (kept.length === 0) {
    // spec §4: with no bets left the slip closes.
    return {
      ...next,
      open: false,
      expanded: false,
      showSystemBets: false,
      multiples: [],
      systems: [],
      activeBetKey: null,
      activeBetStake: '',
      isShowNotAvailableMessage: false,
    };
  }
  if (kept.length === 1) {
    // spec §4: with one bet left multiples are cleared and the slip collapses. Decision: systems
    // go too (no system bet exists on one selection) and collapsing turns system display off.
    const activeOnCombination =
      activeBetKey !== null && !parseBetslipBetKey(activeBetKey).ref.startsWith(SINGLE_REF_PREFIX);
    return {
      ...next,
      expanded: false,
      showSystemBets: false,
      multiples: [],
      systems: [],
      ...(activeOnCombination ? { activeBetKey: null, activeBetStake: '' } : {}),
    };
  }
  return next;
}

function applyStake(
  state: BetslipState,
  key: string,
  stake: StakeEntry,
  text: string,
): BetslipState {
  if (betslipBusy(state)) return state;
  // A stake reaching the reducer has been parsed already: a cast that lied is a caller bug.
  if (typeof stake === 'number') stakeMinor(stake);
  const { ref, outcomeId } = parseBetslipBetKey(key);
  // spec §4 Stake entry: each-way status is set to pending on stake changes.
  const pending = { statusEachWay: 'pending' as const };

  if (ref.startsWith(SINGLE_REF_PREFIX)) {
    const bet = Object.values(state.bets).find(
      (b) => b.ref === ref && (outcomeId === null || b.outcomeId === outcomeId),
    );
    if (bet === undefined) return state;
    // The special values and the amount are applied by the one stake-entry rule (stake.ts).
    const bets = { ...state.bets, [String(bet.outcomeId)]: applyStakeEntry(bet, stake) };
    if (stake === 'freeBetNull') return { ...state, ...pending, bets };
    if (stake === 'freeBetMax') {
      // The normal stake is cleared, so the text typed into its field goes too.
      const activeCleared = state.activeBetKey === key ? { activeBetStake: '' } : {};
      return { ...state, ...pending, ...activeCleared, bets };
    }
    return { ...state, ...pending, activeBetKey: key, activeBetStake: text, bets };
  }
  // Decision: the free-bet values apply to singles only (only they carry maxFreeMoneyStake).
  if (typeof stake !== 'number') return state;
  if (isMultipleRef(ref)) {
    if (!state.multiples.some((m) => m.ref === ref)) return state;
    const multiples = state.multiples.map((m) => (m.ref === ref ? applyStakeEntry(m, stake) : m));
    return { ...state, ...pending, multiples, activeBetKey: key, activeBetStake: text };
  }
  if (isSystemRef(ref)) {
    if (!state.systems.some((s) => s.ref === ref)) return state;
    const systems = state.systems.map((s) => (s.ref === ref ? applyStakeEntry(s, stake) : s));
    return { ...state, ...pending, systems, activeBetKey: key, activeBetStake: text };
  }
  return state;
}

/** The local stake of the bet a key names, or undefined when there is no such bet. */
function localStakeFor(state: BetslipState, key: string): Stake | undefined {
  const { ref, outcomeId } = parseBetslipBetKey(key);
  if (ref.startsWith(SINGLE_REF_PREFIX)) {
    return Object.values(state.bets).find(
      (b) => b.ref === ref && (outcomeId === null || b.outcomeId === outcomeId),
    )?.unitStake;
  }
  if (isMultipleRef(ref)) return state.multiples.find((m) => m.ref === ref)?.unitStake;
  if (isSystemRef(ref)) return state.systems.find((s) => s.ref === ref)?.unitStake;
  return undefined;
}

/** The backend's stake for the bet the player is editing, or undefined when it has none. */
function backendStakeFor(model: BetslipServerModel, key: string): Stake | undefined {
  const { ref, outcomeId } = parseBetslipBetKey(key);
  if (ref.startsWith(SINGLE_REF_PREFIX)) {
    return model.singles.find(
      (s) => (outcomeId === null || s.outcomeId === outcomeId) && s.ref === ref,
    )?.unitStake;
  }
  if (isMultipleRef(ref)) return model.multiples?.find((m) => m.ref === ref)?.unitStake;
  if (isSystemRef(ref)) return model.systems?.find((s) => s.ref === ref)?.unitStake;
  return undefined;
}

/**
 * spec §4 Refresh flow: while a stake is being edited, does the backend's stake for that bet differ
 * from the local active stake? The local side is the amount parsed from `activeBetStake` with
 * thousands separators stripped (stake.ts), so "1,500" and a backend 1500 are the same stake.
 */
export function backendStakeDiffersFromLocal(
  state: BetslipState,
  model: BetslipServerModel,
): boolean {
  if (state.activeBetKey === null) return false;
  const backend = backendStakeFor(model, state.activeBetKey);
  const local = localStakeFor(state, state.activeBetKey);
  if (backend === undefined || local === undefined) return false;
  return backend !== local;
}

function mergeServerModel(
  state: BetslipState,
  model: BetslipServerModel,
  africanBetslip: boolean,
): BetslipState {
  // Decision: the answer is the slip as the server now sees it, so its singles replace the local
  // ones; local-only fields (display labels) of a single with the same outcome id are kept.
  const bets: Record<string, BetslipSingleEntry> = {};
  for (const single of model.singles) {
    const local = state.bets[String(single.outcomeId)];
    const merged: BetslipSingleEntry = {
      ...(local ?? {
        eventId: UNKNOWN_EVENT_ID,
        marketId: UNKNOWN_MARKET_ID,
        unitStake: NO_STAKE,
        freeMoneyUnitStake: NO_STAKE,
        maxFreeMoneyStake: null,
      }),
      ...single,
      unitStake: single.unitStake ?? local?.unitStake ?? NO_STAKE,
      // A free stake the answer leaves out keeps the local one (0 = none); an explicit null is
      // the server's word and is kept, so Place Bet waits for it (spec §5, betslip-rules.ts).
      freeMoneyUnitStake:
        single.freeMoneyUnitStake !== undefined
          ? single.freeMoneyUnitStake
          : (local?.freeMoneyUnitStake ?? NO_STAKE),
      maxFreeMoneyStake: single.maxFreeMoneyStake ?? local?.maxFreeMoneyStake ?? null,
    };
    bets[String(single.outcomeId)] = merged;
  }
  return {
    ...state,
    bets,
    multiples: model.multiples ?? [],
    // spec §4: in the african betslip variant systems are cleared.
    systems: africanBetslip ? [] : (model.systems ?? []),
    errors: model.errors ?? [],
    // spec §4: after a server update betMaybeReferred takes the value of betMayBeReferred.
    betMaybeReferred: model.betMayBeReferred ?? false,
    isShowNotAvailableMessage: false,
  };
}

function refreshSucceeded(
  state: BetslipState,
  model: BetslipServerModel,
  africanBetslip: boolean,
): BetslipState {
  const settled: BetslipState = {
    ...state,
    statusSysBets: 'fulfilled',
    statusEachWay: 'fulfilled',
  };
  const closed = new Set(
    model.singles.filter((s) => s.outcomeState === OUTCOME_STATE_CLOSED).map((s) => s.outcomeId),
  );
  if (closed.size > 0) {
    // spec §4 Refresh flow: closed selections get the message and are marked for removal; the
    // caller removes them after BETSLIP_CLOSED_SELECTION_REMOVAL_DELAY_MS.
    const bets: Record<string, BetslipSingleEntry> = { ...state.bets };
    for (const [key, bet] of Object.entries(state.bets)) {
      if (closed.has(bet.outcomeId)) {
        bets[key] = {
          ...bet,
          outcomeState: OUTCOME_STATE_CLOSED,
          message: CLOSED_SELECTION_MESSAGE,
        };
      }
    }
    return { ...settled, bets, isShowNotAvailableMessage: true };
  }
  if (backendStakeDiffersFromLocal(state, model)) {
    // spec §4: the local stake is re-applied at once, without debounce, instead of replacing.
    return {
      ...settled,
      refreshRequest: {
        reason: 'localStakeReapplied',
        expanded: state.expanded,
        skipDebounce: true,
      },
    };
  }
  return mergeServerModel(settled, model, africanBetslip);
}

function toggleJackpotSelection(
  state: BetslipState,
  jackpotId: number,
  ordinal: number,
  outcomeId: OutcomeId,
): BetslipState {
  const current = state.jackpotBets.find((j) => j.jackpotId === jackpotId);
  const singles = current?.singles ?? [];
  const present = singles.some((s) => s.ordinal === ordinal && s.outcomeId === outcomeId);
  const nextSingles = present
    ? singles.filter((s) => !(s.ordinal === ordinal && s.outcomeId === outcomeId))
    : [...singles, { ordinal, outcomeId }];
  const entry: JackpotBetEntry = { ...(current ?? { jackpotId }), singles: nextSingles };
  const jackpotBets = current
    ? state.jackpotBets.map((j) => (j.jackpotId === jackpotId ? entry : j))
    : [...state.jackpotBets, entry];
  return { ...state, jackpotBets };
}

export function betslipReducer(state: BetslipState, action: BetslipAction): BetslipState {
  switch (action.type) {
    case 'betAdded':
      return addBet(
        state,
        action.selection,
        action.maxBetsOnBetslip ?? BETSLIP_DEFAULTS.maxBetsOnBetslip,
      );
    case 'betRemoved':
      if (betslipBusy(state)) return state;
      // spec §4: removing a bet renumbers later refs; one left collapses, none left closes.
      return removeBets(state, (bet) => bet.outcomeId === action.outcomeId);
    case 'betslipOpened':
      return state.open ? state : { ...state, open: true };
    case 'betslipClosed':
      // spec §4: closing is blocked while a bet is being placed or awaiting approval.
      if (betslipBusy(state) || !state.open) return state;
      return { ...state, open: false };
    case 'betslipCleared':
      // spec §4: clearing resets everything.
      return initialBetslipState;
    case 'betslipExpanded':
      // spec §4: expanding turns system-bet display on.
      return { ...state, expanded: true, showSystemBets: true };
    case 'betslipCollapsed':
      // spec §4: collapsing turns it off.
      return { ...state, expanded: false, showSystemBets: false };
    case 'systemBetsToggled': {
      // spec §4: clears errors and the response-time-over flag, and the active stake if a system
      // bet was active.
      const systemActive =
        state.activeBetKey !== null && isSystemRef(parseBetslipBetKey(state.activeBetKey).ref);
      return {
        ...state,
        showSystemBets: !state.showSystemBets,
        errors: [],
        isResponseTimeOver: false,
        ...(systemActive ? { activeBetKey: null, activeBetStake: '' } : {}),
      };
    }
    case 'eachWayToggled':
      if (betslipBusy(state)) return state;
      return { ...state, isEachWayChecked: !state.isEachWayChecked, statusEachWay: 'pending' };
    case 'betslipButtonPressed': {
      const decision = betslipButtonDecision(state, action.jackpotId);
      switch (decision) {
        case 'reset':
          return initialBetslipState;
        case 'openJackpot': {
          const jackpotId = action.jackpotId;
          if (jackpotId == null) return state;
          const known = state.jackpotBets.some((j) => j.jackpotId === jackpotId);
          return {
            ...state,
            open: true,
            jackpotBets: known
              ? state.jackpotBets
              : [...state.jackpotBets, { jackpotId, singles: [] }],
          };
        }
        case 'open':
          return { ...state, open: true };
        case 'close':
          return { ...state, open: false };
        case 'none':
          return state;
        default:
          return assertNever(decision, 'betslip button decision');
      }
    }
    case 'activeBetChanged':
      return { ...state, activeBetKey: action.key, activeBetStake: action.stake ?? '' };
    case 'stakeChanged':
      return applyStake(state, action.key, action.stake, action.text ?? '');
    case 'multiplesRecalculated':
      return {
        ...state,
        multiples: action.multiples,
        systems: action.systems ?? state.systems,
      };
    case 'refreshStarted':
      return {
        ...state,
        refreshRequest: null,
        statusSysBets: action.systemBets === true ? 'pending' : state.statusSysBets,
        statusEachWay: action.eachWay === true ? 'pending' : state.statusEachWay,
      };
    case 'refreshSucceeded':
      return refreshSucceeded(state, action.model, action.africanBetslip === true);
    case 'refreshFailed':
      // spec §4: a cancelled request is only logged (nothing changes).
      if (action.cancelled === true) return state;
      // spec §4: status flags become rejected; the response model's errors go to the slip.
      return {
        ...state,
        statusSysBets: 'rejected',
        statusEachWay: 'rejected',
        errors: action.errors ?? state.errors,
      };
    case 'closedSelectionsRemoved': {
      // spec §4 Refresh flow: closed selections are removed, then a refresh in expanded mode.
      const removed = removeBets(state, (bet) => bet.outcomeState === OUTCOME_STATE_CLOSED);
      if (removed === state) return { ...state, isShowNotAvailableMessage: false };
      return {
        ...removed,
        isShowNotAvailableMessage: false,
        refreshRequest:
          betslipBetCount(removed) > 0
            ? { reason: 'closedSelectionsRemoved', expanded: true, skipDebounce: true }
            : null,
      };
    }
    case 'placementStarted':
      if (betslipBusy(state)) return state;
      return {
        ...state,
        betPlacing: true,
        placementSuccess: false,
        placementDuration: null,
        placementStatusResponse: null,
        errors: [],
        isResponseTimeOver: false,
      };
    case 'placementAwaitingApproval':
      if (!state.betPlacing) return state;
      return { ...state, betPlacing: false, statusWaitApproval: true };
    case 'placementSucceeded':
      if (!betslipBusy(state)) return state;
      return {
        ...state,
        betPlacing: false,
        statusWaitApproval: false,
        placementSuccess: true,
        placementDuration: action.durationMs,
        placementStatusResponse: action.response,
        errors: [],
      };
    case 'placementFailed':
      if (!betslipBusy(state)) return state;
      return {
        ...state,
        betPlacing: false,
        statusWaitApproval: false,
        placementSuccess: false,
        placementDuration: action.durationMs,
        placementStatusResponse: action.response ?? null,
        errors: action.errors,
      };
    case 'responseTimeOverSet':
      return { ...state, isResponseTimeOver: action.value };
    case 'selectAllMarketsSet':
      return { ...state, isSelectedAllMarkets: action.value };
    case 'jackpotSelectionToggled':
      if (betslipBusy(state)) return state;
      return toggleJackpotSelection(state, action.jackpotId, action.ordinal, action.outcomeId);
    case 'jackpotBetCleared':
      if (betslipBusy(state)) return state;
      return {
        ...state,
        jackpotBets: state.jackpotBets.filter((j) => j.jackpotId !== action.jackpotId),
      };
    default:
      return assertNever(action, 'betslip action');
  }
}
