'use client';

import type { OpenBet } from '@touchline/contract';
import { formatOdds } from '@touchline/betting';
import { readableErrorMessage } from '../../../shared/api/api-error';
import { formatWireMoney } from '../../../shared/format/wire-money';
import { useShellStore } from '../../../shared/session/shell-store';
import { useSession } from '../../../shared/session/session-store';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { useOpenBets } from '../api/get-open-bets';

/** My Bets (spec betting-domain §2): the player's open bets, or a login prompt. */
export function OpenBetsPanel() {
  const session = useSession();
  const dispatch = useShellStore((store) => store.dispatch);
  if (!session) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">Log in to see your open bets.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch({ type: 'modalOpened', modal: 'login' })}
        >
          Log in
        </button>
      </div>
    );
  }
  return <OpenBetsList accountId={session.accountId} />;
}

function OpenBetsList({ accountId }: { readonly accountId: number }) {
  const { data, isPending, isError, error } = useOpenBets(accountId);
  if (isPending) return <p className="loading">Loading your bets…</p>;
  if (isError) {
    return (
      <p className="form-error" role="alert">
        {readableErrorMessage(error)}
      </p>
    );
  }
  if (data.bets.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">You have no open bets</p>
      </div>
    );
  }
  return (
    <ul className="open-bets">
      {data.bets.map((bet) => (
        <li key={bet.betId}>
          <OpenBetCard bet={bet} />
        </li>
      ))}
    </ul>
  );
}

function OpenBetCard({ bet }: { readonly bet: OpenBet }) {
  return (
    <article className="open-bet" aria-labelledby={`open-bet-${bet.betId}`}>
      <header className="open-bet__header">
        <h2 id={`open-bet-${bet.betId}`} className="open-bet__title">
          {bet.legs.map((leg) => leg.eventDescription).join(' · ') || bet.description}
        </h2>
        <span className="tag">{bet.description}</span>
      </header>
      <ul className="open-bet__legs">
        {bet.legs.map((leg) => (
          <li key={`${leg.outcomeId}`} className="open-bet__leg">
            <span>
              <strong>{leg.outcomeDescription}</strong>{' '}
              <span className="muted">{leg.marketDescription}</span>
            </span>
            <span className="open-bet__odds">{formatOdds(leg.decimal, 'euro')}</span>
          </li>
        ))}
      </ul>
      <dl className="open-bet__facts">
        <div>
          <dt>Stake</dt>
          <dd>{formatWireMoney(bet.totalStake, bet.currency)}</dd>
        </div>
        <div>
          <dt>Potential returns</dt>
          <dd>{formatWireMoney(bet.potentialReturns, bet.currency)}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{bet.reference}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>
            <LocalDateTime iso={bet.placedAt} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
