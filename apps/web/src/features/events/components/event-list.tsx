'use client';

import type { Event, Market, Outcome } from '@touchline/contract';
import { localiseHref, type PlayerLayout } from '@touchline/site';
import Link from '../../../shared/ui/link';
import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import { useSortBy, useViewLayout } from '../../../shared/preferences';
import { useLocale } from '../../../shared/routing/use-locale';
import { useT, useTranslator } from '../../../shared/site/site-context';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { sameListButPrices, sameRowButPrices } from '../../../shared/live/live-prices';
import { cx } from '../../../shared/ui/cx';
import { defaultMarket, isShownMarket, priceColumns } from '../default-market';
import { groupByLeague, leagueTitle, type LeagueGroup } from '../group-by-league';
import { leagueHref as leaguePath } from '../../../shared/routing/catalog-slugs';
import { periodTabs, type PeriodKey } from '../period-tabs';
import { eventPath } from '../route-slugs';
import { sortByStartTime } from '../sort-events';
import panelStyles from '../../../shared/ui/panel.module.css';
import { hasLines, hasThreeWayResult, LineColumns, RowPrices, rowMarkets } from './market-table';
import { PeriodTabList, periodOptions } from './period-tab-list';
import { ShowMore, type ShowMoreProps } from './show-more';
import styles from './event-list.module.css';

export interface OutcomeSlot {
  readonly event: Event;
  readonly market: Market;
  readonly outcome: Outcome;
  /** spec betting-domain §4: only an open market can be bet on. */
  readonly disabled: boolean;
}

export type RenderOutcome = (slot: OutcomeSlot) => ReactNode;

/** What a page adds beside an event's name and a league's title (the favourites stars). */
export interface ListSlots {
  readonly event?: (event: Event) => ReactNode;
  readonly league?: (league: { readonly id: number; readonly title: string }) => ReactNode;
}

interface EventListProps {
  readonly events: readonly Event[];
  /** Renders one price; the page supplies it so this feature stays free of the betslip. */
  readonly renderOutcome: RenderOutcome;
  /** The empty state's texts (translation keys); the pre-match default otherwise. */
  readonly empty?: { readonly title: string; readonly hint: string };
  /** The list's next page ("Show more"), when there is one. */
  readonly more?: ShowMoreProps | null;
  /** The page's additions beside names and titles (stars). */
  readonly slots?: ListSlots;
}

/** The competition page of an event's league, when its event paths name one. */
function leagueHref(event: Event, locale: string): string | null {
  const [, country, league] = event.eventPaths;
  if (!country || !league) return null;
  const sport = { id: event.sportId, code: event.sportCode };
  return localiseHref(leaguePath(sport, country, league), locale);
}

/**
 * The period tabs of a list: only for one sport's events (periods of different sports do not
 * share tabs) with markets in more than one period.
 */
function listPeriodTabs(events: readonly Event[]) {
  const sport = events[0]?.sportCode;
  if (sport === undefined || events.some((e) => e.sportCode !== sport)) return [];
  return periodTabs(events.flatMap((e) => e.markets.filter(isShownMarket)));
}

/**
 * A list of events in the player's layout and order (spec betting-domain §2 settings panel):
 * grouped by league (sort by competition) or one list by start time (sort by time); each row
 * with its start, a link to the event and its prices in the European, Asian or Thai table; period
 * tabs above when the sport's markets have periods.
 */
export const EventList = memo(function EventList({
  events,
  renderOutcome,
  empty,
  more,
  slots,
}: EventListProps) {
  const t = useT();
  const layout = useViewLayout();
  const sortBy = useSortBy();
  const panelId = useId();
  const tabs = useMemo(() => listPeriodTabs(events), [events]);
  const [chosen, setChosen] = useState<PeriodKey | null>(null);
  const period = tabs.find((tab) => tab.key === chosen)?.key ?? tabs[0]?.key ?? null;
  if (events.length === 0) {
    return (
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t(empty?.title ?? 'events.none.title')}</p>
        <p className={panelStyles.emptyStateHint}>{t(empty?.hint ?? 'events.none.hint')}</p>
        <ShowMore more={more} />
      </div>
    );
  }
  const byTime = sortBy === 'time';
  const groups: LeagueGroup[] = byTime
    ? [
        {
          key: 'by-time',
          title: t('events.sort.byTime'),
          bots: false,
          events: sortByStartTime(events),
        },
      ]
    : groupByLeague(events);
  return (
    <div>
      {tabs.length > 0 ? (
        <PeriodTabList
          tabs={periodOptions(tabs)}
          selected={period}
          onSelect={setChosen}
          panelId={panelId}
        />
      ) : null}
      <div
        id={panelId}
        className={styles.leagueList}
        {...(tabs.length > 0 ? { role: 'tabpanel' } : {})}
      >
        {groups.map((group) => (
          <LeagueSection
            key={group.key}
            group={group}
            layout={layout}
            period={period}
            byTime={byTime}
            renderOutcome={renderOutcome}
            slots={slots}
          />
        ))}
      </div>
      <ShowMore more={more} />
    </div>
  );
}, sameListButPrices);

function LeagueSection({
  group,
  layout,
  period,
  byTime,
  renderOutcome,
  slots,
}: {
  readonly group: LeagueGroup;
  readonly layout: PlayerLayout;
  readonly period: PeriodKey | null;
  readonly byTime: boolean;
  readonly renderOutcome: RenderOutcome;
  readonly slots?: ListSlots | undefined;
}) {
  const locale = useLocale();
  const headingId = `league-${group.key}`;
  const first = group.events[0];
  // The bots group (and the one list by time) holds several leagues: no league link or star.
  const oneLeague = !byTime && !group.bots;
  const href = first && oneLeague ? leagueHref(first, locale) : null;
  const league = oneLeague ? first?.eventPaths[2] : undefined;
  const lineLayout = layout === 'euro' ? null : layout;
  const lines = lineLayout !== null && group.events.some((e) => hasLines(e, layout, period));
  // A table with lines has its own captions; the 1 X 2 captions are the European layout's.
  const columns = lines ? [] : priceColumns(group.events.map((e) => defaultMarket(e, period)));
  return (
    <section className={styles.league} aria-labelledby={headingId}>
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
        {league && slots?.league ? slots.league({ id: league.id, title: group.title }) : null}
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
      {lines && lineLayout !== null ? (
        <LineColumns layout={lineLayout} threeWay={hasThreeWayResult(group.events, period)} />
      ) : null}
      <ul>
        {group.events.map((event) => (
          <EventRow
            key={event.id}
            event={event}
            layout={layout}
            period={period}
            showLeague={byTime}
            renderOutcome={renderOutcome}
            slots={slots}
          />
        ))}
      </ul>
    </section>
  );
}

/** One fixture: memoised, so a live update repaints the rows whose event changed, not the list. */
const EventRow = memo(function EventRow({
  event,
  layout,
  period,
  showLeague,
  renderOutcome,
  slots,
}: {
  readonly event: Event;
  readonly layout: PlayerLayout;
  readonly period: PeriodKey | null;
  readonly showLeague: boolean;
  readonly renderOutcome: RenderOutcome;
  readonly slots?: ListSlots | undefined;
}) {
  const { plural } = useTranslator();
  const locale = useLocale();
  const href = localiseHref(eventPath(event), locale);
  const more = Math.max(0, event.marketCount - rowMarkets(event, layout, period).length);
  return (
    <li className={styles.eventRow}>
      <LocalDateTime iso={event.startTime} format="kickOff" className={styles.eventRowTime} />
      <span className={styles.eventRowName}>
        {slots?.event?.(event)}
        <Link href={href} className={styles.eventLink}>
          {event.description}
        </Link>
        {more > 0 ? (
          <Link href={href} className={styles.moreMarkets}>
            {plural('events.moreMarkets', more)}
          </Link>
        ) : null}
        {showLeague ? <span className={styles.eventRowLeague}>{leagueTitle(event)}</span> : null}
      </span>
      <RowPrices
        event={event}
        layout={layout}
        period={period}
        renderOutcome={renderOutcome}
        href={href}
      />
    </li>
  );
}, sameRowButPrices);
