'use client';

import {
  betslipBusy,
  betslipPlacementPhase,
  currencyDisplayDecimals,
  decimalOdds,
  formatOdds,
  isBetslipPlaceBetEnabled,
  singleReturns,
  type BetslipPlacementStatusResponse,
  type BetslipStateError,
} from '@touchline/betting';
import { resCodeTextKey, type Translator } from '@touchline/site';
import { CloseIcon } from '../../../shared/ui/close-icon';
import { useId } from 'react';
import { DEFAULT_CURRENCY } from '../../../shared/config/site';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { wireAmountToMinor } from '../../../shared/format/wire-money';
import { useT, useTranslator } from '../../../shared/site/site-context';
import { askHostToLogIn } from '../../../shared/session/host-login';
import { useShellStore } from '../../../shared/session/shell-store';
import { useSession } from '../../../shared/session/session-store';
import {
  reopenTermsPopup,
  TermsRequiredNotice,
  useTermsPending,
} from '../../../shared/session/terms-gate';
import {
  buildPlaceBetslipRequest,
  placementRejection,
  usePlaceBetslip,
  type PlacementRejection,
} from '../api/place-betslip';
import { betslipRows, type SingleBet } from '../store/betslip-bets';
import { useBetslipState, useBetslipStore } from '../store/betslip-store';
import { isAcceptableStakeText, stakeTextToMinor } from '../store/stake-text';
import badgeStyles from '../../../shared/ui/badge.module.css';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import styles from './betslip.module.css';
import { cx } from '../../../shared/ui/cx';
import { useOddsType, useUserAcceptOdds } from '../../../shared/preferences';

/** The betslip column (spec betting-domain §2 Betslip screen): singles, stakes, Place Bet. */
export function Betslip() {
  const translator = useTranslator();
  const { t } = translator;
  const format = useLocaleFormat();
  const state = useBetslipState();
  const session = useSession();
  const currency = session?.currency ?? DEFAULT_CURRENCY;
  const headingId = useId();
  const phase = betslipPlacementPhase(state);
  // After a successful placement the slip shows the receipt; its bets are not shown again.
  const bets = phase.phase === 'succeeded' ? [] : betslipRows(state, currency);

  const totalStakeMinor = bets.reduce((sum, bet) => sum + bet.unitStake, 0);
  const totalReturnsMinor = bets.reduce((sum, bet) => sum + betReturns(bet), 0);
  const slipError = state.errors.find((error) => error.ref === undefined);

  return (
    <aside className={styles.root} aria-label={t('betslip.title')}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('betslip.title')}
        </h2>
        {bets.length > 0 ? (
          <span className={badgeStyles.root}>
            <span aria-hidden="true">{format.number(bets.length)}</span>
            <span className="visually-hidden">
              {translator.plural('betslip.selections', bets.length)}
            </span>
          </span>
        ) : null}
      </div>

      <div className={styles.confirmation} role="status">
        {phase.phase === 'succeeded' && phase.response !== null ? (
          <Confirmation response={phase.response} currency={currency} />
        ) : null}
      </div>

      {bets.length === 0 ? (
        phase.phase === 'succeeded' ? null : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('betslip.empty.title')}</p>
            <p>{t('betslip.empty.hint')}</p>
          </div>
        )
      ) : (
        <ul className={styles.bets} aria-labelledby={headingId}>
          {bets.map((bet) => (
            <BetItem
              key={bet.outcomeId}
              bet={bet}
              currency={currency}
              error={betError(state.errors, slipError, bet.ref, translator)}
            />
          ))}
        </ul>
      )}

      <div className={styles.footer}>
        {bets.length > 0 ? (
          <dl className={styles.totals}>
            <div>
              <dt>{t('betslip.totalStake')}</dt>
              <dd>{format.money(totalStakeMinor, currency)}</dd>
            </div>
            <div>
              <dt>{t('betslip.totalReturns')}</dt>
              <dd>{format.money(totalReturnsMinor, currency)}</dd>
            </div>
          </dl>
        ) : null}
        {slipError ? (
          <p className={formStyles.formError} role="alert">
            {errorText(slipError, translator)}
          </p>
        ) : null}
        <PlaceBetButton
          bets={bets}
          currency={currency}
          // spec betting-domain §5: the package's Place Bet rule over the slip.
          canPlace={bets.length > 0 && isBetslipPlaceBetEnabled(state)}
          placing={betslipBusy(state)}
        />
      </div>
    </aside>
  );
}

/**
 * An error in the page language: a response code the catalogue words (betting-domain §8,
 * `res.RES-00034`) in its words, anything else as the platform or the rules sent it.
 */
function errorText(error: BetslipStateError, translator: Translator): string {
  const key = resCodeTextKey(error.code);
  return error.code !== '' && translator.resolve(key).source !== 'key'
    ? translator.t(key)
    : error.message;
}

/** A bet's own error text, unless it only repeats the slip-level message. */
function betError(
  errors: readonly BetslipStateError[],
  slipError: BetslipStateError | undefined,
  ref: string,
  translator: Translator,
): string | undefined {
  const own = errors.find((e) => e.ref === ref);
  if (own === undefined) return undefined;
  const text = errorText(own, translator);
  return slipError !== undefined && text === errorText(slipError, translator) ? undefined : text;
}

function betReturns(bet: SingleBet): number {
  return singleReturns(bet.unitStake, decimalOdds(bet.decimal));
}

function Confirmation({
  response,
  currency,
}: {
  readonly response: BetslipPlacementStatusResponse;
  readonly currency: string;
}) {
  const t = useT();
  const format = useLocaleFormat();
  return (
    <div className={panelStyles.confirmation}>
      <p className={panelStyles.confirmationTitle}>{t('betslip.receipt.title')}</p>
      {response.reference === undefined ? null : (
        <p>{t('betslip.receipt.referenceValue', { reference: response.reference })}</p>
      )}
      <p>
        {t('betslip.receipt.totalStake', {
          amount: format.money(response.totalCost ?? 0, currency),
        })}
      </p>
    </div>
  );
}

interface BetItemProps {
  readonly bet: SingleBet;
  readonly currency: string;
  readonly error: string | undefined;
}

/**
 * The stake field's hint: the stake is typed with a decimal point in every language (spec
 * betting-domain §5 keyboard stake rules), so its digits are not the locale's.
 */
function stakePlaceholder(currency: string): string {
  const decimals = currencyDisplayDecimals(currency);
  return decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
}

function BetItem({ bet, currency, error }: BetItemProps) {
  const t = useT();
  const oddsType = useOddsType();
  const format = useLocaleFormat();
  const dispatch = useBetslipStore((store) => store.dispatch);
  const stakeId = useId();
  const errorId = useId();
  return (
    <li className={styles.bet}>
      <div className={styles.betTop}>
        <div className={styles.betSelection}>
          <span className={styles.betOutcome}>{bet.outcomeDescription}</span>
          <span className={styles.betMarket}>{bet.marketDescription}</span>
        </div>
        <span className={styles.betOdds}>{formatOdds(bet.decimal, oddsType)}</span>
        <button
          type="button"
          className={cx(buttonStyles.iconButton, buttonStyles.iconButtonMuted)}
          aria-label={t('betslip.remove', { selection: bet.outcomeDescription })}
          onClick={() => dispatch({ type: 'betRemoved', outcomeId: bet.outcomeId })}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <p className={styles.betEvent}>{bet.eventDescription}</p>
      <div className={styles.betStakeRow}>
        <label htmlFor={stakeId} className={styles.betStakeLabel}>
          {t('betslip.stake')}
        </label>
        <input
          id={stakeId}
          className={styles.betStake}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('betslip.stakeFor', { selection: bet.outcomeDescription })}
          placeholder={stakePlaceholder(currency)}
          value={bet.stake}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            // spec betting-domain §5: text that breaks the stake rules is not accepted.
            const text = event.target.value;
            if (isAcceptableStakeText(text, currency)) {
              dispatch({
                type: 'stakeChanged',
                key: bet.key,
                stake: stakeTextToMinor(text, currency),
                text,
              });
            }
          }}
        />
      </div>
      <p className={styles.betReturns}>
        {t('betslip.potentialReturnsAmount', { amount: format.money(betReturns(bet), currency) })}
      </p>
      {error ? (
        <p id={errorId} className={styles.betError}>
          {error}
        </p>
      ) : null}
    </li>
  );
}

interface PlaceBetButtonProps {
  readonly bets: readonly SingleBet[];
  readonly currency: string;
  readonly canPlace: boolean;
  readonly placing: boolean;
}

/** The slip-level message first (a bet's own errors name its ref), then the per-bet errors. */
function rejectionErrors(rejection: PlacementRejection): BetslipStateError[] {
  const perBet = rejection.errors.filter((error) => error.ref !== undefined);
  return [{ code: rejection.errors[0]?.code ?? '', message: rejection.message }, ...perBet];
}

function PlaceBetButton({ bets, currency, canPlace, placing }: PlaceBetButtonProps) {
  const t = useT();
  const session = useSession();
  const dispatchShell = useShellStore((store) => store.dispatch);
  const dispatch = useBetslipStore((store) => store.dispatch);
  const mutation = usePlaceBetslip();
  const termsPending = useTermsPending();
  const userAcceptOdds = useUserAcceptOdds();

  const onClick = () => {
    if (!session) {
      // spec shell §7: embedded, the host logs the player in instead of the login modal.
      if (!askHostToLogIn('betslip')) dispatchShell({ type: 'modalOpened', modal: 'login' });
      return;
    }
    // Betting waits for the current terms of use (features/auth terms popup).
    if (termsPending) {
      reopenTermsPopup();
      return;
    }
    const startedAt = performance.now();
    const durationMs = () => Math.round(performance.now() - startedAt);
    dispatch({ type: 'placementStarted' });
    // The promise, not per-call callbacks, so the outcome lands even if this button unmounts.
    void mutation
      .mutateAsync({
        accountId: session.accountId,
        body: buildPlaceBetslipRequest(bets, currency, userAcceptOdds),
      })
      .then(
        (slip) =>
          dispatch({
            type: 'placementSucceeded',
            durationMs: durationMs(),
            response: {
              betSlipId: slip.betSlipId,
              reference: slip.reference,
              // The state holds minor units; the wire sends major units.
              totalCost: wireAmountToMinor(slip.totalCost, slip.currency) ?? 0,
              potentialReturns: wireAmountToMinor(slip.potentialReturns, slip.currency) ?? 0,
            },
          }),
        (error: unknown) =>
          dispatch({
            type: 'placementFailed',
            durationMs: durationMs(),
            errors: rejectionErrors(placementRejection(error)),
          }),
      );
  };

  return (
    <>
      {termsPending ? <TermsRequiredNotice what="betting" /> : null}
      <button
        type="button"
        className={cx(
          buttonStyles.root,
          buttonStyles.primary,
          buttonStyles.block,
          buttonStyles.large,
        )}
        disabled={!canPlace || placing}
        aria-busy={placing}
        onClick={onClick}
      >
        {placing ? t('betslip.placing') : t('betslip.placeBet')}
      </button>
    </>
  );
}
