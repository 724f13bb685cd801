'use client';

import {
  betslipBusy,
  betslipPlacementPhase,
  effectiveUnitStake,
  eachWayTotalStake,
  isBetslipPlaceBetEnabled,
  ORIGIN_IDS,
  OUTCOME_STATE_CLOSED,
  orderedBetslipSingles,
  type BetslipState,
  type BetslipStateError,
  type OriginId,
} from '@touchline/betting';
import type { Translator } from '@touchline/site';
import { useEffect, useId, useRef } from 'react';
import { DEFAULT_CURRENCY } from '../../../shared/config/site';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { wireAmountToMinor } from '../../../shared/format/wire-money';
import { useSession } from '../../../shared/session/session-store';
import { useTranslator } from '../../../shared/site/site-context';
import badgeStyles from '../../../shared/ui/badge.module.css';
import buttonStyles from '../../../shared/ui/button.module.css';
import { cx } from '../../../shared/ui/cx';
import formStyles from '../../../shared/ui/form.module.css';
import { combinationsEachWay } from '../api/price-betslip';
import { useBetslipPricing } from '../hooks/use-betslip-pricing';
import { useBetslipState, useBetslipStore } from '../store/betslip-store';
import { announceBetslip, usePricingStore } from '../store/pricing-store';
import { CombinationRow, lineSummary, multipleName, SingleRow, systemName } from './bet-rows';
import { betslipErrorText } from './error-text';
import { AwaitingApproval, PlaceBetButton, Receipt } from './placement';
import { BookingCodes } from './booking-codes';
import styles from './betslip.module.css';

/** The refs of the lines on screen: a line's errors sit beside it, the others at the foot. */
function lineRefs(state: BetslipState): Set<string> {
  return new Set([
    ...Object.values(state.bets).map((b) => b.ref),
    ...state.multiples.map((m) => m.ref),
    ...(state.showSystemBets ? state.systems.map((s) => s.ref) : []),
  ]);
}

/** The slip's own errors (and those of lines not on screen) in words, each once. */
function slipErrorTexts(state: BetslipState, translator: Translator): string[] {
  const refs = lineRefs(state);
  const texts = state.errors
    .filter((e: BetslipStateError) => e.ref === undefined || !refs.has(e.ref))
    .map((e) => betslipErrorText(e, translator));
  return [...new Set(texts)];
}

/**
 * spec betting-domain §2, §3: what the slip costs — every line's unit stake times its lines,
 * each-way twice (`eachWayTotalStake`); closed selections are not placed.
 */
function totalStakeOf(state: BetslipState): number {
  const eachWayCombos = combinationsEachWay(state);
  const singles = Object.values(state.bets)
    .filter((b) => b.outcomeState !== OUTCOME_STATE_CLOSED)
    .map((b) =>
      eachWayTotalStake(effectiveUnitStake(b), 1, state.isEachWayChecked && b.showEachWay === true),
    );
  const multiples = state.multiples.map((m) =>
    eachWayTotalStake(effectiveUnitStake(m), m.noOfBets, eachWayCombos),
  );
  const systems = state.systems.map((s) =>
    eachWayTotalStake(effectiveUnitStake(s), s.noOfBets ?? 0, eachWayCombos),
  );
  return [...singles, ...multiples, ...systems].reduce((sum, n) => sum + n, 0);
}

/**
 * Tells assistive technology how a placement went: placed (with its reference), awaiting
 * approval, or refused (its errors in words, which also stay in the live region after a later
 * pricing answer has replaced the slip's errors).
 */
function usePlacementAnnouncements(state: BetslipState, translator: Translator): void {
  const phase = betslipPlacementPhase(state);
  const previous = useRef(phase.phase);
  useEffect(() => {
    if (phase.phase === previous.current) return;
    previous.current = phase.phase;
    if (phase.phase === 'succeeded') {
      const reference = phase.response?.reference;
      announceBetslip(
        [
          translator.t('betslip.receipt.title'),
          reference === undefined
            ? ''
            : translator.t('betslip.receipt.referenceValue', { reference }),
        ]
          .filter((x) => x !== '')
          .join('. '),
      );
    } else if (phase.phase === 'awaitingApproval') {
      announceBetslip(translator.t('betslip.awaitingApproval'));
    } else if (phase.phase === 'failed') {
      const texts = [...new Set(phase.errors.map((e) => betslipErrorText(e, translator)))];
      if (texts.length > 0) announceBetslip(texts.join(' '));
    }
  });
}

/**
 * The staked systems while the system bets are collapsed: they are still part of the slip (and
 * of its total stake), so they stay in view, read-only.
 */
function StakedSystemsSummary({
  state,
  currency,
  translator,
}: {
  readonly state: BetslipState;
  readonly currency: string;
  readonly translator: Translator;
}) {
  const format = useLocaleFormat();
  const staked = state.systems.filter((s) => effectiveUnitStake(s) > 0);
  if (staked.length === 0) return null;
  return (
    <ul className={styles.hint}>
      {staked.map((s) => (
        <li key={s.ref}>
          {lineSummary(systemName(s, translator), s.noOfBets ?? 0, translator)}:{' '}
          {translator.t('betslip.linesTimesStake', {
            lines: String(s.noOfBets ?? 0),
            stake: format.money(effectiveUnitStake(s), currency),
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The betslip column (spec betting-domain §2 Betslip screen): singles, the multiple and the
 * systems the platform prices the slip with, each-way, price changes, Place Bet and the receipt.
 */
export function Betslip({
  originId = ORIGIN_IDS.default,
}: {
  /**
   * spec betting-domain §9, shell §1 betslip-origin: '11', or the origin a native app forces
   * ('20', '21'), sent with every pricing call and placement.
   */
  readonly originId?: OriginId;
} = {}) {
  useBetslipPricing(originId);
  const translator = useTranslator();
  const { t } = translator;
  const format = useLocaleFormat();
  const state = useBetslipState();
  const session = useSession();
  const currency = session?.currency ?? DEFAULT_CURRENCY;
  const headingId = useId();
  const systemsId = useId();
  const dispatch = useBetslipStore((store) => store.dispatch);
  const quote = usePricingStore((store) => store.quote);
  const pending = usePricingStore((store) => store.pending);
  const announcement = usePricingStore((store) => store.announcement);
  usePlacementAnnouncements(state, translator);

  const phase = betslipPlacementPhase(state);
  const succeeded = phase.phase === 'succeeded';
  const busy = betslipBusy(state);
  // After a successful placement the slip shows the receipt; its bets are not shown again.
  const singles = succeeded ? [] : orderedBetslipSingles(state);
  const openLegs = singles.filter((b) => b.outcomeState !== OUTCOME_STATE_CLOSED).length;
  // A combination needs two open legs: while a closed selection waits to go (3 s), a slip left
  // with one offers no "1-Fold".
  const multiple = succeeded || openLegs < 2 ? undefined : state.multiples[0];
  const systems = succeeded || openLegs < 2 ? [] : state.systems;
  const eachWayCombos = combinationsEachWay(state);
  const eachWayOffered = singles.some((b) => b.showEachWay === true);
  const pricedSingles = new Map((quote?.singles ?? []).map((s) => [s.outcomeId, s]));

  const totalStake = totalStakeOf(state);
  const minor = (major: number | undefined) =>
    major === undefined ? 0 : (wireAmountToMinor(major, currency) ?? 0);
  const totalReturns = minor(quote?.potentialReturns);
  const totalPlaceWin = minor(quote?.potentialPlaceWin);
  const slipErrors = slipErrorTexts(state, translator);

  return (
    <aside className={styles.root} aria-label={t('betslip.title')}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('betslip.title')}
        </h2>
        {singles.length > 0 ? (
          <span className={badgeStyles.root}>
            <span aria-hidden="true">{format.number(singles.length)}</span>
            <span className="visually-hidden">
              {translator.plural('betslip.selections', singles.length)}
            </span>
          </span>
        ) : null}
      </div>

      {/* The slip's live region: price moves, bet placed, errors of a pricing answer. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement?.text ?? ''}
      </p>

      {succeeded ? <Receipt response={phase.response} state={state} currency={currency} /> : null}
      {phase.phase === 'awaitingApproval' ? <AwaitingApproval state={state} /> : null}

      {singles.length === 0 ? (
        succeeded ? null : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('betslip.empty.title')}</p>
            <p>{t('betslip.empty.hint')}</p>
          </div>
        )
      ) : (
        <>
          {eachWayOffered ? (
            <div className={styles.eachWay}>
              <label className={styles.eachWayLabel}>
                <input
                  type="checkbox"
                  checked={state.isEachWayChecked}
                  disabled={busy}
                  onChange={() => dispatch({ type: 'eachWayToggled' })}
                />
                {t('betslip.eachWay')}
              </label>
              <p className={styles.hint}>{t('betslip.eachWayHint')}</p>
            </div>
          ) : null}
          <ul className={styles.bets} aria-labelledby={headingId}>
            {singles.map((bet) => (
              <SingleRow
                key={bet.outcomeId}
                bet={bet}
                state={state}
                currency={currency}
                priced={pricedSingles.get(bet.outcomeId)}
                eachWay={state.isEachWayChecked && bet.showEachWay === true}
                busy={busy}
              />
            ))}
          </ul>

          {multiple ? (
            <section className={styles.section} aria-label={t('betslip.tab.multiples')}>
              <h3 className={styles.sectionTitle}>{t('betslip.tab.multiples')}</h3>
              <ul className={styles.bets}>
                <CombinationRow
                  bet={multiple}
                  name={multipleName(openLegs, translator)}
                  lines={multiple.noOfBets}
                  state={state}
                  currency={currency}
                  eachWay={eachWayCombos}
                  busy={busy}
                  decimal={multiple.decimal}
                />
              </ul>
            </section>
          ) : null}

          {systems.length > 0 ? (
            <section className={styles.section} aria-label={t('betslip.system.title')}>
              <button
                type="button"
                className={cx(buttonStyles.root, buttonStyles.secondary, buttonStyles.block)}
                aria-expanded={state.showSystemBets}
                aria-controls={systemsId}
                onClick={() =>
                  dispatch({ type: state.showSystemBets ? 'betslipCollapsed' : 'betslipExpanded' })
                }
              >
                {state.showSystemBets ? t('betslip.hideSystems') : t('betslip.showSystems')}
              </button>
              <p className={styles.hint}>{t('betslip.systemsHint')}</p>
              {state.showSystemBets ? null : (
                <StakedSystemsSummary state={state} currency={currency} translator={translator} />
              )}
              <div id={systemsId} hidden={!state.showSystemBets}>
                {state.showSystemBets ? (
                  <ul className={styles.bets}>
                    {systems.map((system) => (
                      <CombinationRow
                        key={system.ref}
                        bet={system}
                        name={systemName(system, translator)}
                        lines={system.noOfBets ?? 0}
                        state={state}
                        currency={currency}
                        eachWay={eachWayCombos}
                        busy={busy}
                      />
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ) : null}
        </>
      )}

      <div className={styles.footer}>
        {singles.length > 0 ? (
          <dl className={styles.totals} aria-busy={pending}>
            <div>
              <dt>{t('betslip.totalStake')}</dt>
              <dd>{format.money(totalStake, currency)}</dd>
            </div>
            <div>
              <dt>{t('betslip.totalReturns')}</dt>
              <dd>{format.money(totalReturns, currency)}</dd>
            </div>
            {totalPlaceWin > 0 ? (
              <div>
                <dt>{t('betslip.potentialPlaceWin')}</dt>
                <dd>{format.money(totalPlaceWin, currency)}</dd>
              </div>
            ) : null}
            {session !== null && quote?.availableBalance != null ? (
              <div className={styles.balance}>
                <dt>{t('betslip.availableBalance')}</dt>
                <dd>{format.money(minor(quote.availableBalance), currency)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {slipErrors.length > 0 ? (
          <div className={formStyles.formError} role="alert">
            {slipErrors.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        ) : null}
        {succeeded ? null : (
          <PlaceBetButton
            originId={originId}
            currency={currency}
            // spec betting-domain §5: the package's Place Bet rule over the slip.
            canPlace={singles.length > 0 && isBetslipPlaceBetEnabled(state)}
            placing={busy}
          />
        )}
      </div>
      {succeeded ? null : <BookingCodes state={state} currency={currency} busy={busy} />}
    </aside>
  );
}
