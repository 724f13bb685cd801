import type { Event, Market, Outcome } from '@touchline/contract';
import type { ReactNode } from 'react';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { groupByLeague } from '../group-by-league';
import { MATCH_RESULT_MARKET_TYPE_ID } from '../sports';
import panelStyles from '../../../shared/ui/panel.module.css';
import styles from './event-list.module.css';

export interface OutcomeSlot {
  readonly event: Event;
  readonly market: Market;
  readonly outcome: Outcome;
  /** spec betting-domain §4: only an open market can be bet on. */
  readonly disabled: boolean;
}

interface EventListProps {
  readonly events: readonly Event[];
  /** Renders one price; the page supplies it so this feature stays free of the betslip. */
  readonly renderOutcome: (slot: OutcomeSlot) => ReactNode;
}

function visibleOutcomes(market: Market): Outcome[] {
  return market.outcomes
    .filter((outcome) => !outcome.hidden)
    .sort((a, b) => a.ordinalPosition - b.ordinalPosition);
}

/** The pre-match list: fixtures grouped by league, each with its match-result prices. */
export function EventList({ events, renderOutcome }: EventListProps) {
  if (events.length === 0) {
    return (
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>No events found</p>
        <p className={panelStyles.emptyStateHint}>
          There are no upcoming matches to bet on right now.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.leagueList}>
      {groupByLeague(events).map((group) => {
        const headingId = `league-${group.key}`;
        return (
          <section key={group.key} className={styles.league} aria-labelledby={headingId}>
            <div className={styles.leagueHeader}>
              <h2 id={headingId} className={styles.leagueTitle}>
                {group.title}
              </h2>
              <div className={styles.leagueColumns} aria-hidden="true">
                <span>1</span>
                <span>X</span>
                <span>2</span>
              </div>
            </div>
            <ul>
              {group.events.map((event) => (
                <EventRow key={event.id} event={event} renderOutcome={renderOutcome} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function EventRow({
  event,
  renderOutcome,
}: {
  readonly event: Event;
  readonly renderOutcome: (slot: OutcomeSlot) => ReactNode;
}) {
  const market = event.markets.find((m) => m.marketTypeId === MATCH_RESULT_MARKET_TYPE_ID);
  const outcomes = market ? visibleOutcomes(market) : [];
  return (
    <li className={styles.eventRow}>
      <LocalDateTime iso={event.startTime} className={styles.eventRowTime} />
      <span className={styles.eventRowName}>{event.description}</span>
      {market && outcomes.length > 0 ? (
        <div
          className={styles.eventRowPrices}
          role="group"
          aria-label={`${market.description}: ${event.description}`}
        >
          {outcomes.map((outcome) => (
            <div key={outcome.id}>
              {renderOutcome({ event, market, outcome, disabled: market.status !== 'open' })}
            </div>
          ))}
        </div>
      ) : (
        <span className={styles.eventRowNoPrices}>No prices available</span>
      )}
    </li>
  );
}
