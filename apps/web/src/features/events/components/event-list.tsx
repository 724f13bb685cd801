import type { Event, Market, Outcome } from '@touchline/contract';
import type { ReactNode } from 'react';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { groupByLeague } from '../group-by-league';
import { MATCH_RESULT_MARKET_TYPE_ID } from '../sports';

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
      <div className="empty-state">
        <p className="empty-state__title">No events found</p>
        <p className="empty-state__hint">There are no upcoming matches to bet on right now.</p>
      </div>
    );
  }
  return (
    <div className="league-list">
      {groupByLeague(events).map((group) => {
        const headingId = `league-${group.key}`;
        return (
          <section key={group.key} className="league" aria-labelledby={headingId}>
            <div className="league__header">
              <h2 id={headingId} className="league__title">
                {group.title}
              </h2>
              <div className="league__columns" aria-hidden="true">
                <span>1</span>
                <span>X</span>
                <span>2</span>
              </div>
            </div>
            <ul className="event-list">
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
    <li className="event-row">
      <LocalDateTime iso={event.startTime} className="event-row__time" />
      <span className="event-row__name">{event.description}</span>
      {market && outcomes.length > 0 ? (
        <div
          className="event-row__prices"
          role="group"
          aria-label={`${market.description}: ${event.description}`}
        >
          {outcomes.map((outcome) => (
            <div key={outcome.id} className="event-row__price">
              {renderOutcome({ event, market, outcome, disabled: market.status !== 'open' })}
            </div>
          ))}
        </div>
      ) : (
        <span className="event-row__no-prices">No prices available</span>
      )}
    </li>
  );
}
