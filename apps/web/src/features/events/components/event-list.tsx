'use client';

import type { Event, Market, Outcome } from '@touchline/contract';
import { localiseHref } from '@touchline/site';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useLocale } from '../../../shared/routing/use-locale';
import { useT, useTranslator } from '../../../shared/site/site-context';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { cx } from '../../../shared/ui/cx';
import {
  defaultMarket,
  INLINE_OUTCOME_LIMIT,
  priceColumns,
  visibleOutcomes,
} from '../default-market';
import { groupByLeague } from '../group-by-league';
import { leagueHref as leaguePath } from '../../../shared/routing/catalog-slugs';
import { eventPath } from '../route-slugs';
import panelStyles from '../../../shared/ui/panel.module.css';
import styles from './event-list.module.css';

export interface OutcomeSlot {
  readonly event: Event;
  readonly market: Market;
  readonly outcome: Outcome;
  /** spec betting-domain §4: only an open market can be bet on. */
  readonly disabled: boolean;
}

export type RenderOutcome = (slot: OutcomeSlot) => ReactNode;

interface EventListProps {
  readonly events: readonly Event[];
  /** Renders one price; the page supplies it so this feature stays free of the betslip. */
  readonly renderOutcome: RenderOutcome;
  /** The empty state's texts (translation keys); the pre-match default otherwise. */
  readonly empty?: { readonly title: string; readonly hint: string };
}

/** The competition page of an event's league, when its event paths name one. */
function leagueHref(event: Event, locale: string): string | null {
  const [, country, league] = event.eventPaths;
  if (!country || !league) return null;
  const sport = { id: event.sportId, code: event.sportCode };
  return localiseHref(leaguePath(sport, country, league), locale);
}

/**
 * A list of events grouped by league (spec betting-domain §3 sort by competition), each row with
 * its kick-off, a link to the event and its default market's prices.
 */
export function EventList({ events, renderOutcome, empty }: EventListProps) {
  const t = useT();
  const locale = useLocale();
  if (events.length === 0) {
    return (
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t(empty?.title ?? 'events.none.title')}</p>
        <p className={panelStyles.emptyStateHint}>{t(empty?.hint ?? 'events.none.hint')}</p>
      </div>
    );
  }
  return (
    <div className={styles.leagueList}>
      {groupByLeague(events).map((group) => {
        const headingId = `league-${group.key}`;
        const first = group.events[0];
        const href = first ? leagueHref(first, locale) : null;
        const markets = group.events.map(defaultMarket);
        const columns = priceColumns(markets);
        return (
          <section key={group.key} className={styles.league} aria-labelledby={headingId}>
            <div className={styles.leagueHeader}>
              <h2 id={headingId} className={styles.leagueTitle}>
                {href ? (
                  <Link href={href} className={styles.leagueLink}>
                    {group.title}
                  </Link>
                ) : (
                  group.title
                )}
              </h2>
              {columns.length > 0 ? (
                <div
                  className={cx(styles.leagueColumns, columns.length === 2 && styles.twoColumns)}
                  aria-hidden="true"
                >
                  {columns.map((label) => (
                    <span key={label}>{label}</span>
                  ))}
                </div>
              ) : null}
            </div>
            <ul>
              {group.events.map((event, i) => (
                <EventRow
                  key={event.id}
                  event={event}
                  market={markets[i] ?? null}
                  twoColumns={columns.length === 2}
                  renderOutcome={renderOutcome}
                />
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
  market,
  twoColumns,
  renderOutcome,
}: {
  readonly event: Event;
  readonly market: Market | null;
  readonly twoColumns: boolean;
  readonly renderOutcome: RenderOutcome;
}) {
  const t = useT();
  const { plural } = useTranslator();
  const locale = useLocale();
  const href = localiseHref(eventPath(event), locale);
  const outcomes = market ? visibleOutcomes(market) : [];
  const inline = market !== null && outcomes.length > 0 && outcomes.length <= INLINE_OUTCOME_LIMIT;
  const more = Math.max(0, event.marketCount - (inline ? 1 : 0));
  return (
    <li className={styles.eventRow}>
      <LocalDateTime iso={event.startTime} format="kickOff" className={styles.eventRowTime} />
      <span className={styles.eventRowName}>
        <Link href={href} className={styles.eventLink}>
          {event.description}
        </Link>
        {more > 0 ? (
          <Link href={href} className={styles.moreMarkets}>
            {plural('events.moreMarkets', more)}
          </Link>
        ) : null}
      </span>
      {inline ? (
        <div
          className={cx(styles.eventRowPrices, twoColumns && styles.twoColumns)}
          role="group"
          aria-label={t('events.pricesFor', {
            market: market.description,
            event: event.description,
          })}
        >
          {outcomes.map((outcome) => (
            <div key={outcome.id}>
              {renderOutcome({ event, market, outcome, disabled: market.status !== 'open' })}
            </div>
          ))}
        </div>
      ) : outcomes.length > 0 ? (
        // A winner market of a race or an outright: too many runners for a row, shown on the event.
        <Link href={href} className={styles.eventRowSelections}>
          {plural('events.selections', outcomes.length)}
        </Link>
      ) : (
        <span className={styles.eventRowNoPrices}>{t('events.noPrices')}</span>
      )}
    </li>
  );
}
