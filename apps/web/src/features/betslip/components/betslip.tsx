'use client';

import {
  betslipBusy,
  betslipPlacementPhase,
  decimalOdds,
  formatAmount,
  formatOdds,
  isBetslipPlaceBetEnabled,
  formatMoney,
  singleReturns,
  type BetslipPlacementStatusResponse,
  type BetslipStateError,
} from '@touchline/betting';
import { CloseIcon } from '../../../shared/ui/close-icon';
import { useId } from 'react';
import { DEFAULT_CURRENCY } from '../../../shared/config/site';
import { wireAmountToMinor } from '../../../shared/format/wire-money';
import { useShellStore } from '../../../shared/session/shell-store';
import { useSession } from '../../../shared/session/session-store';
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

/** The betslip column (spec betting-domain §2 Betslip screen): singles, stakes, Place Bet. */
export function Betslip() {
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
    <aside className={styles.root} aria-label="Betslip">
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          Betslip
        </h2>
        {bets.length > 0 ? (
          <span className={badgeStyles.root}>
            {bets.length}
            <span className="visually-hidden">
              {bets.length === 1 ? ' selection' : ' selections'}
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
            <p className={styles.emptyTitle}>Your betslip is empty</p>
            <p>Select a price to add a bet.</p>
          </div>
        )
      ) : (
        <ul className={styles.bets} aria-labelledby={headingId}>
          {bets.map((bet) => (
            <BetItem
              key={bet.outcomeId}
              bet={bet}
              currency={currency}
              error={betError(state.errors, slipError, bet.ref)}
            />
          ))}
        </ul>
      )}

      <div className={styles.footer}>
        {bets.length > 0 ? (
          <dl className={styles.totals}>
            <div>
              <dt>Total stake</dt>
              <dd>{formatAmount(totalStakeMinor, currency)}</dd>
            </div>
            <div>
              <dt>Total returns</dt>
              <dd>{formatAmount(totalReturnsMinor, currency)}</dd>
            </div>
          </dl>
        ) : null}
        {slipError ? (
          <p className={formStyles.formError} role="alert">
            {slipError.message}
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

/** A bet's own error text, unless it only repeats the slip-level message. */
function betError(
  errors: readonly BetslipStateError[],
  slipError: BetslipStateError | undefined,
  ref: string,
): string | undefined {
  const message = errors.find((e) => e.ref === ref)?.message;
  return message === slipError?.message ? undefined : message;
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
  return (
    <div className={panelStyles.confirmation}>
      <p className={panelStyles.confirmationTitle}>Bet placed</p>
      <p>
        Reference: <strong>{response.reference}</strong>
      </p>
      <p>Total stake: {formatMoney({ minor: response.totalCost ?? 0, currency })}</p>
    </div>
  );
}

interface BetItemProps {
  readonly bet: SingleBet;
  readonly currency: string;
  readonly error: string | undefined;
}

function BetItem({ bet, currency, error }: BetItemProps) {
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
        <span className={styles.betOdds}>{formatOdds(bet.decimal, 'euro')}</span>
        <button
          type="button"
          className={cx(buttonStyles.iconButton, buttonStyles.iconButtonMuted)}
          aria-label={`Remove ${bet.outcomeDescription}`}
          onClick={() => dispatch({ type: 'betRemoved', outcomeId: bet.outcomeId })}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <p className={styles.betEvent}>{bet.eventDescription}</p>
      <div className={styles.betStakeRow}>
        <label htmlFor={stakeId} className={styles.betStakeLabel}>
          Stake
        </label>
        <input
          id={stakeId}
          className={styles.betStake}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={`Stake for ${bet.outcomeDescription}`}
          placeholder="0.00"
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
        Potential returns: {formatAmount(betReturns(bet), currency)}
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
  const session = useSession();
  const dispatchShell = useShellStore((store) => store.dispatch);
  const dispatch = useBetslipStore((store) => store.dispatch);
  const mutation = usePlaceBetslip();

  const onClick = () => {
    if (!session) {
      dispatchShell({ type: 'modalOpened', modal: 'login' });
      return;
    }
    const startedAt = performance.now();
    const durationMs = () => Math.round(performance.now() - startedAt);
    dispatch({ type: 'placementStarted' });
    // The promise, not per-call callbacks, so the outcome lands even if this button unmounts.
    void mutation
      .mutateAsync({ accountId: session.accountId, body: buildPlaceBetslipRequest(bets, currency) })
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
      {placing ? 'Placing…' : 'Place Bet'}
    </button>
  );
}
