'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  backendStakeDiffersFromLocal,
  betslipAvailableBalanceAfterRefresh,
  betslipBetCount,
  betslipBusy,
  betslipPlacementPhase,
  BETSLIP_CLOSED_SELECTION_REMOVAL_DELAY_MS,
  closedBetslipSingles,
  formatOdds,
  isPriceChangeResCode,
  ORIGIN_IDS,
  OUTCOME_STATE_CLOSED,
  stakeUpdateTiming,
  type BetslipAction,
  type BetslipState,
  type OriginId,
} from '@touchline/betting';
import type { BetslipSelectionsRequest, PricedBetslip, Wallet } from '@touchline/contract';
import type { Translator } from '@touchline/site';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../shared/api/query-keys';
import { DEFAULT_CURRENCY } from '../../../shared/config/site';
import { useOddsType, useUserAcceptOdds } from '../../../shared/preferences';
import { useSession } from '../../../shared/session/session-store';
import { useSiteSettings, useTranslator } from '../../../shared/site/site-context';
import { subscribeOutcome } from '../../../shared/live/live-prices';
import {
  buildSelectionsRequest,
  isAbort,
  pricingFailureErrors,
  refsAwaitingPriceAcceptance,
  requestPricing,
  serverModelOf,
  type PricingContext,
} from '../api/price-betslip';
import { betslipErrorText } from '../components/error-text';
import { useBetslipStore } from '../store/betslip-store';
import { usePricingStore, type PriceMove } from '../store/pricing-store';

/** What one mounted pricing loop remembers between store changes. */
interface PricingRun {
  /** The last request sent (its key), so an unchanged slip is not priced twice. */
  lastKey: string | null;
  /** The same without stakes: equal means only stakes changed (those wait for the debounce). */
  lastShape: string | null;
  /** The outcome ids the last look at the slip saw, to tell a new selection (POST). */
  knownIds: Set<string> | null;
  timer: ReturnType<typeof setTimeout> | null;
  closedTimer: ReturnType<typeof setTimeout> | null;
  controller: AbortController | null;
  /** Increases with every request: an answer to an older one is stale and dropped. */
  seq: number;
}

/** The request without outcomeIds (the same slip is the same request, POST or PUT). */
function requestKey(body: BetslipSelectionsRequest, currency: string): string {
  const { outcomeIds: _ignored, ...rest } = body;
  return JSON.stringify({ ...rest, currency });
}

/** The request's shape: its selections and options, without any stake. */
function requestShape(body: BetslipSelectionsRequest, currency: string): string {
  const { outcomeIds: _ignored, multiples: _m, systems: _s, ...rest } = body;
  const singles = rest.singles.map(
    ({ unitStake: _u, freeMoneyUnitStake: _f, ...single }) => single,
  );
  return JSON.stringify({ ...rest, singles, currency });
}

/** spec betting-domain §4 Refresh flow: the wallet balance follows availableBalance at once. */
function updateHeaderBalance(
  queryClient: QueryClient,
  username: string | null,
  majorBalance: number,
): void {
  if (username === null) return;
  queryClient.setQueryData<Wallet>(queryKeys.balance(username), (wallet) =>
    wallet === undefined ? wallet : { ...wallet, balance: majorBalance },
  );
}

/**
 * How long the slip lets a burst of feed changes settle before it is priced again (one call for
 * the few prices a market's update moves together).
 */
export const FEED_REPRICE_DELAY_MS = 250;

/** The next stake change came from a quick-bet button (`nextStakeIsQuickBet`). */
let quickBetPending = false;

/**
 * Says the stake change about to be dispatched is a quick bet: spec betting-domain §4 prices it
 * at once instead of waiting betslip_delay_before_update_stakes.
 */
export function nextStakeIsQuickBet(): void {
  quickBetPending = true;
}

/**
 * Prices the betslip through the platform (spec betting-domain §4 Refresh flow, §7): whenever the
 * selections or stakes change, the slip is sent with `betslip.addSelections` (a new selection,
 * POST) or `betslip.refresh` (PUT); stake edits wait `betslip_delay_before_update_stakes` unless
 * the package's `stakeUpdateTiming` says at once; a newer request aborts the one in flight and a
 * stale answer is dropped; the answer goes to the package reducer (`refreshSucceeded`), which
 * decides what is merged. Closed selections are removed after 3 s, then the slip is priced again.
 * Mount it once (the Betslip does).
 */
export function useBetslipPricing(originId: OriginId = ORIGIN_IDS.default): void {
  const session = useSession();
  const siteSettings = useSiteSettings();
  const userAcceptOdds = useUserAcceptOdds();
  const oddsType = useOddsType();
  const translator = useTranslator();
  const queryClient = useQueryClient();
  const run = useRef<PricingRun>({
    lastKey: null,
    lastShape: null,
    knownIds: null,
    timer: null,
    closedTimer: null,
    controller: null,
    seq: 0,
  });
  const translatorRef = useRef<Translator>(translator);
  translatorRef.current = translator;

  const currency = session?.currency ?? DEFAULT_CURRENCY;
  const accountId = session?.accountId ?? null;
  const username = session?.username ?? null;
  const delayMs = siteSettings.betslip_delay_before_update_stakes;
  // spec betting-domain §4: tax-deducted staking updates at once.
  const taxDeductedStaking =
    siteSettings.tax_deduction_enabled && siteSettings.enable_stake_after_tax;
  const africanBetslip = siteSettings.african_betslip;

  useEffect(() => {
    const r = run.current;
    const context = (): PricingContext => ({
      currency,
      userAcceptOdds,
      accountId,
      acceptedPrices: usePricingStore.getState().acceptedPrices,
      originId,
    });
    const dispatch = (action: BetslipAction) => useBetslipStore.getState().dispatch(action);
    const pricing = () => usePricingStore.getState();
    const t = () => translatorRef.current;

    const clearTimer = () => {
      if (r.timer !== null) clearTimeout(r.timer);
      r.timer = null;
    };

    /** Price moves and errors the answer brings that the player has not been told yet. */
    const announceAnswer = (
      answer: PricedBetslip,
      before: BetslipState,
      movesBefore: Readonly<Record<string, PriceMove>>,
    ) => {
      const texts: string[] = [];
      for (const s of answer.singles) {
        if (s.previousDecimal === null) continue;
        const offered =
          answer.errors.find((e) => e.ref === s.ref && e.decimal !== undefined)?.decimal ??
          s.decimal;
        const told =
          before.errors.some((e) => e.ref === s.ref && e.decimal === offered) ||
          movesBefore[String(s.outcomeId)]?.to === offered;
        if (told) continue;
        texts.push(
          t().t('betslip.priceChanged', {
            old: formatOdds(s.previousDecimal, oddsType),
            new: formatOdds(offered, oddsType),
          }),
        );
      }
      const known = new Set(before.errors.map((e) => `${e.code}|${e.ref ?? ''}`));
      for (const e of answer.errors) {
        // A price change is told by its old and new price above.
        if (known.has(`${e.code}|${e.ref ?? ''}`) || isPriceChangeResCode(e.code)) continue;
        const text = betslipErrorText(e, t());
        if (!texts.includes(text)) texts.push(text);
      }
      if (texts.length > 0) pricing().announce(texts.join(' '));
    };

    const onAnswer = (answer: PricedBetslip) => {
      const before = useBetslipStore.getState().state;
      const movesBefore = pricing().moves;
      const model = serverModelOf(answer);
      const closed = answer.singles.some((s) => s.outcomeState === OUTCOME_STATE_CLOSED);
      // The reducer merges unless selections closed or the stake being typed moved on; the
      // answer's totals are shown only when its slip is the one on screen.
      const merges = !closed && !backendStakeDiffersFromLocal(before, model);
      // The slip first, then what is shown beside it: with the accepted prices still held the
      // merged slip asks for what was just priced, so nothing is sent twice.
      dispatch({ type: 'refreshSucceeded', model, africanBetslip });
      if (merges) {
        const awaiting = refsAwaitingPriceAcceptance(answer.errors);
        const present = new Set(answer.singles.map((s) => String(s.outcomeId)));
        const moves: Record<string, PriceMove> = {};
        for (const [id, move] of Object.entries(movesBefore)) {
          if (present.has(id)) moves[id] = move;
        }
        for (const s of answer.singles) {
          if (s.previousDecimal !== null && !awaiting.has(s.ref)) {
            moves[String(s.outcomeId)] = { from: s.previousDecimal, to: s.decimal };
          }
        }
        const merged = new Map(model.singles.map((s) => [String(s.outcomeId), s.decimal]));
        const held: Record<string, number> = {};
        for (const [id, decimal] of Object.entries(pricing().acceptedPrices)) {
          // Kept until the slip holds the accepted price.
          if (merged.has(id) && merged.get(id) !== decimal) held[id] = decimal;
        }
        usePricingStore.setState({ quote: answer, moves, acceptedPrices: held, pending: false });
        announceAnswer(answer, before, movesBefore);
      } else {
        pricing().pendingSet(false);
        if (closed) pricing().announce(t().t('betslip.selectionClosed'));
      }
      const balance = betslipAvailableBalanceAfterRefresh(model);
      if (balance !== null && answer.availableBalance !== null) {
        updateHeaderBalance(queryClient, username, answer.availableBalance);
      }
    };

    const send = (body: BetslipSelectionsRequest) => {
      clearTimer();
      r.controller?.abort();
      const controller = new AbortController();
      r.controller = controller;
      const seq = ++r.seq;
      r.lastKey = requestKey(body, currency);
      r.lastShape = requestShape(body, currency);
      pricing().pendingSet(true);
      const state = useBetslipStore.getState().state;
      dispatch({
        type: 'refreshStarted',
        systemBets: body.showSysBets === true,
        eachWay: state.isEachWayChecked,
      });
      requestPricing(body, controller.signal).then(
        (answer) => {
          // A stale answer (a newer request was sent since) is dropped.
          if (seq !== r.seq) return;
          r.controller = null;
          onAnswer(answer);
        },
        (error: unknown) => {
          // spec betting-domain §4: a cancelled request is only logged; nothing changes.
          if (isAbort(error) || seq !== r.seq) return;
          r.controller = null;
          pricing().pendingSet(false);
          const errors = pricingFailureErrors(error);
          dispatch({ type: 'refreshFailed', ...(errors ? { errors } : {}) });
        },
      );
    };

    /** `fromFeed`: the feed moved a selection — price it now, whatever the stakes' debounce. */
    const evaluate = (state: BetslipState, fromFeed = false) => {
      const quickBet = quickBetPending || fromFeed;
      quickBetPending = false;
      if (betslipBusy(state)) {
        clearTimer();
        return;
      }
      if (betslipPlacementPhase(state).phase === 'succeeded') {
        // The receipt: nothing to price. The slip that follows it is priced at once.
        clearTimer();
        r.lastShape = null;
        return;
      }
      const ids = Object.keys(state.bets);
      if (betslipBetCount(state) === 0) {
        clearTimer();
        r.controller?.abort();
        r.controller = null;
        r.lastKey = null;
        r.lastShape = null;
        r.knownIds = new Set();
        if (pricing().quote !== null || pricing().pending) {
          usePricingStore.setState({ quote: null, pending: false, moves: {}, acceptedPrices: {} });
        }
        return;
      }
      // spec betting-domain §4: closed selections show their message and go after 3 s; the slip
      // is priced again once they have gone (the reducer asks for it).
      if (state.isShowNotAvailableMessage && closedBetslipSingles(state).length > 0) {
        clearTimer();
        r.closedTimer ??= setTimeout(() => {
          r.closedTimer = null;
          dispatch({ type: 'closedSelectionsRemoved' });
        }, BETSLIP_CLOSED_SELECTION_REMOVAL_DELAY_MS);
        return;
      }
      const added = r.knownIds === null ? [] : ids.filter((id) => !r.knownIds?.has(id));
      r.knownIds = new Set(ids);
      const request = state.refreshRequest;
      const body = buildSelectionsRequest(
        state,
        context(),
        request?.expanded === true ? { showSysBets: true } : {},
      );
      if (request !== null) {
        send(body);
        return;
      }
      if (added.length > 0) {
        send({ ...body, outcomeIds: added.map(Number) });
        return;
      }
      const key = requestKey(body, currency);
      if (key === r.lastKey) {
        // Back to what was last priced (a stake typed and undone): nothing to send.
        clearTimer();
        return;
      }
      if (r.lastShape === requestShape(body, currency)) {
        // spec betting-domain §4 Stake entry: the package's debounce rule.
        const timing = stakeUpdateTiming({
          isQuickBet: quickBet,
          stakeText: state.activeBetStake,
          delayBeforeUpdateStakesMs: delayMs,
          taxDeductedStaking,
        });
        if (timing.kind === 'debounced') {
          clearTimer();
          r.timer = setTimeout(() => {
            r.timer = null;
            const now = useBetslipStore.getState().state;
            const latest = buildSelectionsRequest(now, context());
            if (requestKey(latest, currency) !== r.lastKey) send(latest);
          }, timing.delayMs);
          return;
        }
      }
      send(body);
    };

    // spec betting-domain §4: a selection's price or market moving on the live feed (a page on
    // screen shows it) prices the slip again, so the slip says so (old and new price, or not
    // available) without waiting for the player's next edit.
    const watched = new Map<number, () => void>();
    let feedTimer: ReturnType<typeof setTimeout> | null = null;
    const onFeedMove = () => {
      if (feedTimer !== null) return;
      feedTimer = setTimeout(() => {
        feedTimer = null;
        r.lastKey = null;
        evaluate(useBetslipStore.getState().state, true);
      }, FEED_REPRICE_DELAY_MS);
    };
    const watch = (state: BetslipState) => {
      const ids = new Set(Object.values(state.bets).map((bet) => Number(bet.outcomeId)));
      for (const [id, stop] of watched) {
        if (!ids.has(id)) {
          stop();
          watched.delete(id);
        }
      }
      for (const id of ids) if (!watched.has(id)) watched.set(id, subscribeOutcome(id, onFeedMove));
    };

    // A change of player, currency or setting prices the slip again (its request differs).
    evaluate(useBetslipStore.getState().state);
    watch(useBetslipStore.getState().state);
    const unsubscribeSlip = useBetslipStore.subscribe((store, previous) => {
      if (store.state === previous.state) return;
      if (store.state.bets !== previous.state.bets) watch(store.state);
      evaluate(store.state);
    });
    const unsubscribeAccepted = usePricingStore.subscribe((store, previous) => {
      if (store.acceptedPrices !== previous.acceptedPrices) {
        evaluate(useBetslipStore.getState().state);
      }
    });
    return () => {
      unsubscribeSlip();
      unsubscribeAccepted();
      for (const stop of watched.values()) stop();
      watched.clear();
      if (feedTimer !== null) clearTimeout(feedTimer);
      clearTimer();
      if (r.closedTimer !== null) clearTimeout(r.closedTimer);
      r.closedTimer = null;
      r.controller?.abort();
      r.controller = null;
      // Remounted, the slip is priced again.
      r.lastKey = null;
      r.lastShape = null;
      r.knownIds = null;
    };
  }, [
    currency,
    accountId,
    username,
    userAcceptOdds,
    delayMs,
    taxDeductedStaking,
    africanBetslip,
    oddsType,
    queryClient,
    originId,
  ]);
}
