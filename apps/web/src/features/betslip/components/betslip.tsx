'use client';

import {
  decimalOdds,
  formatAmount,
  formatOdds,
  isPlaceBetEnabled,
  singleReturns,
} from '@touchline/betting';
import { CloseIcon } from '../../../shared/ui/close-icon';
import { useId } from 'react';
import { DEFAULT_CURRENCY } from '../../../shared/config/site';
import { formatWireMoney } from '../../../shared/format/wire-money';
import { useLoginDialogStore } from '../../../shared/session/login-dialog-store';
import { useSession } from '../../../shared/session/session-store';
import {
  buildPlaceBetslipRequest,
  placementRejection,
  usePlaceBetslip,
} from '../api/place-betslip';
import type { SingleBet } from '../store/betslip-bets';
import { useBetslipStore, useOrderedBets, type Placement } from '../store/betslip-store';
import { isAcceptableStakeText, stakeTextToMinor } from '../store/stake-text';

/** The betslip column (spec betting-domain §2 Betslip screen): singles, stakes, Place Bet. */
export function Betslip() {
  const bets = useOrderedBets();
  const placement = useBetslipStore((state) => state.placement);
  const session = useSession();
  const currency = session?.currency ?? DEFAULT_CURRENCY;
  const headingId = useId();

  const totalStakeMinor = bets.reduce((sum, bet) => sum + stakeTextToMinor(bet.stake, currency), 0);
  const totalReturnsMinor = bets.reduce((sum, bet) => sum + betReturns(bet, currency), 0);
  const rejection = placement.status === 'rejected' ? placement : null;
  // spec betting-domain §5: the package's Place Bet rule (no bets, or no bet with a stake).
  const canPlace = isPlaceBetEnabled({
    singles: bets.map((bet) => ({ unitStake: stakeTextToMinor(bet.stake, currency) })),
  });

  return (
    <aside className="betslip" aria-label="Betslip">
      <div className="betslip__header">
        <h2 id={headingId} className="betslip__title">
          Betslip
        </h2>
        {bets.length > 0 ? (
          <span className="badge">
            {bets.length}
            <span className="visually-hidden">
              {bets.length === 1 ? ' selection' : ' selections'}
            </span>
          </span>
        ) : null}
      </div>

      <div className="betslip__confirmation" role="status">
        {placement.status === 'placed' ? <Confirmation placement={placement} /> : null}
      </div>

      {bets.length === 0 ? (
        placement.status === 'placed' ? null : (
          <div className="betslip__empty">
            <p className="betslip__empty-title">Your betslip is empty</p>
            <p>Select a price to add a bet.</p>
          </div>
        )
      ) : (
        <ul className="betslip__bets" aria-labelledby={headingId}>
          {bets.map((bet) => (
            <BetItem
              key={bet.outcomeId}
              bet={bet}
              currency={currency}
              error={betError(rejection, bet.ref)}
            />
          ))}
        </ul>
      )}

      <div className="betslip__footer">
        {bets.length > 0 ? (
          <dl className="betslip__totals">
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
        {rejection ? (
          <p className="form-error" role="alert">
            {rejection.message}
          </p>
        ) : null}
        <PlaceBetButton bets={bets} currency={currency} canPlace={canPlace} />
      </div>
    </aside>
  );
}

/** A bet's own rejection text, unless it only repeats the slip-level message. */
function betError(
  rejection: Extract<Placement, { status: 'rejected' }> | null,
  ref: string,
): string | undefined {
  const message = rejection?.errors.find((e) => e.ref === ref)?.message;
  return message === rejection?.message ? undefined : message;
}

function betReturns(bet: SingleBet, currency: string): number {
  return singleReturns(stakeTextToMinor(bet.stake, currency), decimalOdds(bet.decimal));
}

function Confirmation({
  placement,
}: {
  readonly placement: Extract<Placement, { status: 'placed' }>;
}) {
  return (
    <div className="confirmation">
      <p className="confirmation__title">Bet placed</p>
      <p>
        Reference: <strong>{placement.reference}</strong>
      </p>
      <p>Total stake: {formatWireMoney(placement.totalCost, placement.currency)}</p>
    </div>
  );
}

interface BetItemProps {
  readonly bet: SingleBet;
  readonly currency: string;
  readonly error: string | undefined;
}

function BetItem({ bet, currency, error }: BetItemProps) {
  const remove = useBetslipStore((state) => state.remove);
  const changeStake = useBetslipStore((state) => state.changeStake);
  const stakeId = useId();
  const errorId = useId();
  return (
    <li className="bet">
      <div className="bet__top">
        <div className="bet__selection">
          <span className="bet__outcome">{bet.outcomeDescription}</span>
          <span className="bet__market">{bet.marketDescription}</span>
        </div>
        <span className="bet__odds">{formatOdds(bet.decimal, 'euro')}</span>
        <button
          type="button"
          className="icon-button icon-button--muted"
          aria-label={`Remove ${bet.outcomeDescription}`}
          onClick={() => remove(bet.outcomeId)}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <p className="bet__event">{bet.eventDescription}</p>
      <div className="bet__stake-row">
        <label htmlFor={stakeId} className="bet__stake-label">
          Stake
        </label>
        <input
          id={stakeId}
          className="bet__stake"
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
            if (isAcceptableStakeText(event.target.value, currency)) {
              changeStake(bet.outcomeId, event.target.value);
            }
          }}
        />
      </div>
      <p className="bet__returns">
        Potential returns: {formatAmount(betReturns(bet, currency), currency)}
      </p>
      {error ? (
        <p id={errorId} className="bet__error">
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
}

function PlaceBetButton({ bets, currency, canPlace }: PlaceBetButtonProps) {
  const session = useSession();
  const openLogin = useLoginDialogStore((state) => state.openLogin);
  const placing = useBetslipStore((state) => state.placement.status === 'placing');
  const startPlacing = useBetslipStore((state) => state.startPlacing);
  const placed = useBetslipStore((state) => state.placed);
  const rejected = useBetslipStore((state) => state.rejected);
  const mutation = usePlaceBetslip();

  const onClick = () => {
    if (!session) {
      openLogin();
      return;
    }
    startPlacing();
    // The promise, not per-call callbacks, so the outcome lands even if this button unmounts.
    void mutation
      .mutateAsync({ accountId: session.accountId, body: buildPlaceBetslipRequest(bets, currency) })
      .then(
        (slip) =>
          placed({
            reference: slip.reference,
            betSlipId: slip.betSlipId,
            totalCost: slip.totalCost,
            currency: slip.currency,
          }),
        (error: unknown) => {
          const rejection = placementRejection(error);
          rejected(rejection.message, rejection.errors);
        },
      );
  };

  return (
    <button
      type="button"
      className="button button--primary button--block button--large"
      disabled={!canPlace || placing}
      aria-busy={placing}
      onClick={onClick}
    >
      {placing ? 'Placing…' : 'Place Bet'}
    </button>
  );
}
