'use client';

import {
  betslipBetKey,
  eachWayTotalStake,
  formatOdds,
  isPriceChangeResCode,
  OUTCOME_STATE_CLOSED,
  systemTypeOf,
  type BetslipMultipleEntry,
  type BetslipSingleEntry,
  type BetslipState,
  type BetslipStateError,
  type BetslipSystemEntry,
} from '@touchline/betting';
import type { PricedSingleBet } from '@touchline/contract';
import type { Translator } from '@touchline/site';
import { useId } from 'react';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { wireAmountToMinor } from '../../../shared/format/wire-money';
import { useOddsType } from '../../../shared/preferences';
import { useTranslator } from '../../../shared/site/site-context';
import { CloseIcon } from '../../../shared/ui/close-icon';
import buttonStyles from '../../../shared/ui/button.module.css';
import { cx } from '../../../shared/ui/cx';
import { stakeFieldText } from '../store/betslip-bets';
import { useBetslipStore } from '../store/betslip-store';
import { usePricingStore, type PriceMove } from '../store/pricing-store';
import { betslipErrorText, selectionMessageText } from './error-text';
import { StakeField } from './stake-field';
import styles from './betslip.module.css';

/** A line's own errors in words, each once (a price change is shown by its price instead). */
function lineErrorTexts(
  errors: readonly BetslipStateError[],
  ref: string,
  translator: Translator,
): string[] {
  const texts = errors
    .filter((e) => e.ref === ref && !(isPriceChangeResCode(e.code) && e.decimal !== undefined))
    .map((e) => betslipErrorText(e, translator));
  return [...new Set(texts)];
}

const SYSTEM_NAME_KEYS: Readonly<Record<string, string>> = {
  Trixie: 'betslip.system.trixie',
  Patent: 'betslip.system.patent',
  Yankee: 'betslip.system.yankee',
  'Lucky 15': 'betslip.system.lucky15',
  'Super Yankee': 'betslip.system.superyankee',
  'Lucky 31': 'betslip.system.lucky31',
  Heinz: 'betslip.system.heinz',
  'Lucky 63': 'betslip.system.lucky63',
  'Super Heinz': 'betslip.system.superheinz',
  Goliath: 'betslip.system.goliath',
};

/** spec betting-domain §3, §9: the multiple's name by its leg count (Double, Treble, N-Fold). */
export function multipleName(legs: number, translator: Translator): string {
  if (legs === 2) return translator.t('betslip.fold.double');
  if (legs === 3) return translator.t('betslip.fold.treble');
  return translator.t('betslip.fold.n', { n: String(legs) });
}

/** spec betting-domain §9: a system's name by its betTypeId suffix, in the page language. */
export function systemName(bet: BetslipSystemEntry, translator: Translator): string {
  const def = systemTypeOf(bet.betTypeId);
  if (def === null) return bet.description ?? String(bet.betTypeId);
  const named = SYSTEM_NAME_KEYS[def.name];
  if (named !== undefined) return translator.t(named);
  const fold = def.folds[0] ?? 2;
  if (fold === 2) return translator.t('betslip.fold.doubles');
  if (fold === 3) return translator.t('betslip.fold.trebles');
  return translator.t('betslip.fold.nFolds', { n: String(fold) });
}

/** "Yankee · 11 bets". */
export function lineSummary(name: string, lines: number, translator: Translator): string {
  return `${name} · ${translator.plural('betslip.bets', lines)}`;
}

function ErrorList({ id, texts }: { readonly id: string; readonly texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <ul id={id} className={styles.lineErrors}>
      {texts.map((text) => (
        <li key={text} className={styles.betError}>
          {text}
        </li>
      ))}
    </ul>
  );
}

interface PriceProps {
  /** The id of the sentence saying how the price moved (the Accept button points to it). */
  readonly id: string;
  readonly bet: BetslipSingleEntry;
  /** A new price waiting for the player's acceptance (RES-00152 / RES-00153), if any. */
  readonly offered: number | null;
  readonly move: PriceMove | undefined;
}

/** The price, or the old and the new side by side when it moved. */
function Price({ id, bet, offered, move }: PriceProps) {
  const oddsType = useOddsType();
  const translator = useTranslator();
  const from = offered !== null ? bet.decimal : move?.from;
  const to = offered ?? move?.to;
  if (from === undefined || to === undefined) {
    return <span className={styles.betOdds}>{formatOdds(bet.decimal, oddsType)}</span>;
  }
  const up = to > from;
  return (
    <span className={styles.priceMove}>
      <span id={id} className="visually-hidden">
        {translator.t('betslip.priceChanged', {
          old: formatOdds(from, oddsType),
          new: formatOdds(to, oddsType),
        })}
      </span>
      <span aria-hidden="true" className={styles.oldPrice}>
        {formatOdds(from, oddsType)}
      </span>
      <span aria-hidden="true" className={up ? styles.priceUp : styles.priceDown}>
        <span className={styles.priceArrow}>{up ? '▲' : '▼'}</span>
        {formatOdds(to, oddsType)}
      </span>
    </span>
  );
}

interface SingleRowProps {
  readonly bet: BetslipSingleEntry;
  readonly state: BetslipState;
  readonly currency: string;
  /** The last answer's single (place returns), when the answer is the slip on screen. */
  readonly priced: PricedSingleBet | undefined;
  readonly eachWay: boolean;
  readonly busy: boolean;
}

/** One single (spec betting-domain §2 Betslip screen): selection, price, stake, returns. */
export function SingleRow({ bet, state, currency, priced, eachWay, busy }: SingleRowProps) {
  const translator = useTranslator();
  const { t } = translator;
  const format = useLocaleFormat();
  const dispatch = useBetslipStore((store) => store.dispatch);
  const accept = usePricingStore((store) => store.priceAccepted);
  const move = usePricingStore((store) => store.moves[String(bet.outcomeId)]);
  const pending = usePricingStore((store) => store.pending);
  const errorId = useId();
  const priceId = useId();
  const key = betslipBetKey(bet.ref);
  const closed = bet.outcomeState === OUTCOME_STATE_CLOSED;
  const change = state.errors.find(
    (e) => e.ref === bet.ref && isPriceChangeResCode(e.code) && e.decimal !== undefined,
  );
  const offered = change?.decimal ?? null;
  const errors = closed ? [] : lineErrorTexts(state.errors, bet.ref, translator);
  const description = bet.outcomeDescription ?? '';
  const placeWin = priced?.potentialPlaceWin ?? 0;
  return (
    <li className={cx(styles.bet, closed ? styles.betClosed : undefined)}>
      <div className={styles.betTop}>
        <div className={styles.betSelection}>
          <span className={styles.betOutcome}>{description}</span>
          <span className={styles.betMarket}>{bet.marketDescription ?? ''}</span>
        </div>
        <Price id={priceId} bet={bet} offered={offered} move={move} />
        <button
          type="button"
          className={cx(buttonStyles.iconButton, buttonStyles.iconButtonMuted)}
          aria-label={t('betslip.remove', { selection: description })}
          disabled={busy}
          onClick={() => dispatch({ type: 'betRemoved', outcomeId: bet.outcomeId })}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <p className={styles.betEvent}>{bet.eventDescription ?? ''}</p>
      {closed ? (
        <p className={styles.betError}>
          {selectionMessageText(bet.message ?? '', translator) || t('betslip.selectionClosed')}
        </p>
      ) : (
        <>
          {offered !== null ? (
            <div className={styles.priceChange}>
              <p>{betslipErrorText(change ?? { code: '', message: '' }, translator)}</p>
              <button
                type="button"
                className={cx(buttonStyles.root, buttonStyles.secondary)}
                aria-describedby={priceId}
                onClick={() => accept(bet.outcomeId, offered)}
              >
                {t('betslip.acceptPriceChange')}
              </button>
            </div>
          ) : null}
          {bet.showEachWay === true && bet.placeTerms ? (
            <p className={styles.betMarket}>
              {t('betslip.eachWayAt', { fraction: bet.placeTerms })}
            </p>
          ) : null}
          <StakeField
            betKey={key}
            label={t('betslip.stakeFor', { selection: description })}
            selection={description}
            value={stakeFieldText(state, key, bet.unitStake, currency)}
            currency={currency}
            errorId={errors.length > 0 ? errorId : undefined}
            disabled={busy}
          />
          <div className={styles.betFigures} aria-busy={pending}>
            {eachWay && bet.unitStake > 0 ? (
              <p>
                {t('betslip.linesTimesStake', {
                  lines: '2',
                  stake: format.money(bet.unitStake, currency),
                })}
              </p>
            ) : null}
            <p className={styles.betReturns}>
              {t('betslip.potentialReturnsAmount', {
                amount: format.money(bet.potentialReturns ?? 0, currency),
              })}
            </p>
            {eachWay && placeWin > 0 ? (
              <p className={styles.betReturns}>
                {t('betslip.potentialPlaceWinAmount', {
                  amount: format.money(wireAmountToMinor(placeWin, currency) ?? 0, currency),
                })}
              </p>
            ) : null}
          </div>
          <ErrorList id={errorId} texts={errors} />
        </>
      )}
    </li>
  );
}

interface CombinationRowProps {
  readonly bet: BetslipMultipleEntry | BetslipSystemEntry;
  readonly name: string;
  readonly lines: number;
  readonly state: BetslipState;
  readonly currency: string;
  readonly eachWay: boolean;
  readonly busy: boolean;
  /** The multiple's odds (systems have none of their own). */
  readonly decimal?: number;
}

/** The multiple or one system: its name and line count, own stake, cost and returns. */
export function CombinationRow(props: CombinationRowProps) {
  const { bet, name, lines, state, currency, eachWay, busy, decimal } = props;
  const translator = useTranslator();
  const { t } = translator;
  const format = useLocaleFormat();
  const oddsType = useOddsType();
  const pending = usePricingStore((store) => store.pending);
  const errorId = useId();
  const key = betslipBetKey(bet.ref);
  const errors = lineErrorTexts(state.errors, bet.ref, translator);
  const summary = lineSummary(name, lines, translator);
  const cost = eachWayTotalStake(bet.unitStake, lines, eachWay);
  return (
    <li className={styles.bet}>
      <div className={styles.betTop}>
        <span className={cx(styles.betSelection, styles.betOutcome)}>{summary}</span>
        {decimal === undefined ? null : (
          <span className={styles.betOdds}>{formatOdds(decimal, oddsType)}</span>
        )}
      </div>
      <StakeField
        betKey={key}
        label={t('betslip.stakeFor', { selection: name })}
        selection={name}
        value={stakeFieldText(state, key, bet.unitStake, currency)}
        currency={currency}
        errorId={errors.length > 0 ? errorId : undefined}
        disabled={busy}
      />
      <div className={styles.betFigures} aria-busy={pending}>
        {bet.unitStake > 0 && (lines > 1 || eachWay) ? (
          <p>
            {t('betslip.linesTimesStake', {
              lines: String(eachWay ? lines * 2 : lines),
              stake: format.money(bet.unitStake, currency),
            })}{' '}
            = {format.money(cost, currency)}
          </p>
        ) : null}
        <p className={styles.betReturns}>
          {t('betslip.potentialReturnsAmount', {
            amount: format.money(bet.potentialReturns ?? 0, currency),
          })}
        </p>
        {eachWay && (bet.potentialPlaceWin ?? 0) > 0 ? (
          <p className={styles.betReturns}>
            {t('betslip.potentialPlaceWinAmount', {
              amount: format.money(bet.potentialPlaceWin ?? 0, currency),
            })}
          </p>
        ) : null}
      </div>
      <ErrorList id={errorId} texts={errors} />
    </li>
  );
}
