'use client';

import type { LiveEvent, LiveSportCount } from '@touchline/contract';
import { localiseHref, type PlayerLayout } from '@touchline/site';
import { liveFilterAllows, liveFilterReducer } from '@touchline/betting';
import Link from '../../../shared/ui/link';
import { memo, useEffect, useMemo, useState } from 'react';
import { useViewLayout } from '../../../shared/preferences';
import { useLocale } from '../../../shared/routing/use-locale';
import { useT } from '../../../shared/site/site-context';
import { sameListButPrices, sameRowButPrices } from '../../../shared/live/live-prices';
import { cx } from '../../../shared/ui/cx';
import { groupByLeague } from '../group-by-league';
import { eventCompetition, filterSources, liveCompetitions } from '../live-competitions';
import { useLiveFilterStore } from '../store/live-filter-store';
import { eventPath } from '../route-slugs';
import { periodScores, recentBalls, sportFamily } from '../sport-family';
import panelStyles from '../../../shared/ui/panel.module.css';
import type { ListSlots, RenderOutcome } from './event-list';
import { LiveFilter } from './live-filter';
import { useClockLabel, useSideScore } from './live-score';
import { hasLines, hasThreeWayResult, LineColumns, RowPrices } from './market-table';
import { ShowMore, type ShowMoreProps } from './show-more';
import listStyles from './event-list.module.css';
import styles from './live-list.module.css';

/** The live sports as tabs-like links with their live event counts (spec betting-domain §2). */
export function LiveSportLinks({
  sports,
  currentSportId,
}: {
  readonly sports: readonly LiveSportCount[];
  readonly currentSportId: number | null;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <nav aria-label={t('live.sports')} className={styles.sports}>
      <ul>
        <li>
          <Link
            href={localiseHref('/live/sport', locale)}
            aria-current={currentSportId === null ? 'page' : undefined}
            className={cx(styles.sport, currentSportId === null && styles.current)}
          >
            {t('common.all')}
          </Link>
        </li>
        {sports.map((sport) => (
          <li key={sport.id}>
            <Link
              href={localiseHref(`/live/sport/${sport.id}-${sport.sportCode}`, locale)}
              aria-current={currentSportId === sport.id ? 'page' : undefined}
              className={cx(styles.sport, currentSportId === sport.id && styles.current)}
            >
              {sport.description} <span className={styles.count}>{sport.eventCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The competitions of the events, the same array while no event joins, leaves or moves league:
 * a price or a clock changing gives the list a new events array every frame, and the filter
 * (and the reducer) need not hear of it.
 */
function useCompetitions(events: readonly LiveEvent[]) {
  const key = events
    .map(
      (e) =>
        `${String(e.id)}:${e.eventPaths.map((p) => `${String(p.id)}=${p.description}`).join('/')}`,
    )
    .join(',');
  const [held, setHeld] = useState(() => ({ key, competitions: liveCompetitions(events) }));
  if (held.key === key) return held.competitions;
  // React's "information from previous renders": the new list is kept while rendering.
  const next = { key, competitions: liveCompetitions(events) };
  setHeld(next);
  return next.competitions;
}

/**
 * The live filter matched to the events on screen (spec betting-domain §4): the store's state,
 * or, when the competitions changed (ids, not prices), the reducer's answer to the new list —
 * computed here so the list never renders with a filter of another list; the store follows.
 */
function useMatchedFilter(events: readonly LiveEvent[]) {
  const competitions = useCompetitions(events);
  const stored = useLiveFilterStore((s) => s.state);
  const dispatch = useLiveFilterStore((s) => s.dispatch);
  const state = useMemo(
    () =>
      liveFilterReducer(stored, {
        type: 'liveCompetitionsChanged',
        competitions: filterSources(competitions),
      }),
    [stored, competitions],
  );
  useEffect(() => {
    if (state !== stored) {
      dispatch({ type: 'liveCompetitionsChanged', competitions: filterSources(competitions) });
    }
  }, [state, stored, competitions, dispatch]);
  return { competitions, state };
}

/**
 * Live events grouped by sport, then league, each with its score, clock and main prices; above
 * them the competition / league filter, below them the next page ("Show more").
 */
export const LiveList = memo(function LiveList({
  events,
  renderOutcome,
  more,
  slots,
}: {
  readonly events: readonly LiveEvent[];
  readonly renderOutcome: RenderOutcome;
  /** The next page of the live list, when there is one. */
  readonly more?: ShowMoreProps | null;
  /** The page's additions beside names and titles (stars). */
  readonly slots?: ListSlots;
}) {
  const t = useT();
  const { competitions, state } = useMatchedFilter(events);
  const dispatch = useLiveFilterStore((s) => s.dispatch);
  const shown = useMemo(
    () =>
      events.filter((event) => {
        const { competitionId, leagueId } = eventCompetition(event);
        return liveFilterAllows(state, competitionId, leagueId);
      }),
    [events, state],
  );
  if (events.length === 0) {
    return (
      <>
        <div className={panelStyles.emptyState}>
          <p className={panelStyles.emptyStateTitle}>{t('live.noEvents')}</p>
        </div>
        <ShowMore more={more} />
      </>
    );
  }
  return (
    <>
      {/* One competition leaves nothing to choose between. */}
      {competitions.length > 1 ? <LiveFilter competitions={competitions} state={state} /> : null}
      {shown.length === 0 ? (
        <div className={panelStyles.emptyState}>
          <p className={panelStyles.emptyStateTitle}>{t('live.filter.noMatch')}</p>
          <button type="button" onClick={() => dispatch({ type: 'allCompetitionsChosen' })}>
            {t('live.filter.clear')}
          </button>
        </div>
      ) : (
        <LiveLeagues events={shown} renderOutcome={renderOutcome} slots={slots} />
      )}
      <ShowMore more={more} />
    </>
  );
}, sameListButPrices);

function LiveLeagues({
  events,
  renderOutcome,
  slots,
}: {
  readonly events: readonly LiveEvent[];
  readonly renderOutcome: RenderOutcome;
  readonly slots?: ListSlots | undefined;
}) {
  const layout = useViewLayout();
  const lineLayout = layout === 'euro' ? null : layout;
  return (
    <div className={listStyles.leagueList}>
      {groupByLeague(events).map((group) => {
        const headingId = `live-league-${group.key}`;
        const first = group.events[0];
        const sportName = first?.eventPaths[0]?.description;
        const league = group.bots ? undefined : first?.eventPaths[2];
        return (
          <section key={group.key} className={listStyles.league} aria-labelledby={headingId}>
            <div className={listStyles.leagueHeader}>
              <h2 id={headingId} className={listStyles.leagueTitle}>
                {sportName ? `${sportName} · ${group.title}` : group.title}
              </h2>
              {league && slots?.league ? slots.league({ id: league.id, title: group.title }) : null}
            </div>
            {lineLayout !== null && group.events.some((e) => hasLines(e, layout, null)) ? (
              <LineColumns layout={lineLayout} threeWay={hasThreeWayResult(group.events, null)} />
            ) : null}
            <ul>
              {group.events.map((event) => (
                <LiveRow
                  key={event.id}
                  event={event}
                  layout={layout}
                  renderOutcome={renderOutcome}
                  slots={slots}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** One live event: memoised, so a change repaints its own row, not the whole list. */
const LiveRow = memo(function LiveRow({
  event,
  layout,
  renderOutcome,
  slots,
}: {
  readonly event: LiveEvent;
  readonly layout: PlayerLayout;
  readonly renderOutcome: RenderOutcome;
  readonly slots?: ListSlots | undefined;
}) {
  const locale = useLocale();
  const clock = useClockLabel(event);
  const href = localiseHref(eventPath(event), locale);
  const home = event.opponents.find((o) => o.position === 'HOME');
  const away = event.opponents.find((o) => o.position === 'AWAY');
  const scoreOf = useSideScore(event);
  return (
    <li className={listStyles.eventRow}>
      <span className={cx(listStyles.eventRowTime, styles.clock)}>{clock}</span>
      <span className={listStyles.eventRowName}>
        {slots?.event?.(event)}
        <Link href={href} className={listStyles.eventLink}>
          {event.description}
        </Link>
        {home && away ? (
          <span className={styles.score}>
            {' '}
            {scoreOf(home.id)} – {scoreOf(away.id)}
          </span>
        ) : null}
        <FamilyScores event={event} />
      </span>
      <RowPrices
        event={event}
        layout={layout}
        period={null}
        renderOutcome={renderOutcome}
        href={href}
      />
    </li>
  );
}, sameRowButPrices);

/**
 * What a sport view family adds under the match score (spec betting-domain §2): the secondary
 * view its per-period scores (sets, maps), the cricket group its last balls.
 */
function FamilyScores({ event }: { readonly event: LiveEvent }) {
  const t = useT();
  switch (sportFamily(event.sportCode)) {
    case 'secondary': {
      const lines = periodScores(event);
      if (lines.length === 0) return null;
      return (
        <span className={styles.periods} role="group" aria-label={t('events.periodScores')}>
          {lines.map((line) => (
            <span key={line.instance} className={styles.period}>
              {line.home}-{line.away}
            </span>
          ))}
        </span>
      );
    }
    case 'cricket': {
      const balls = recentBalls(event);
      if (balls.length === 0) return null;
      return (
        <span className={styles.periods} role="group" aria-label={t('events.recentBalls')}>
          {balls.map((ball) => (
            <span key={`${String(ball.over)}.${String(ball.ball)}`} className={styles.ball}>
              {ball.outcome}
            </span>
          ))}
        </span>
      );
    }
    case 'default':
    case 'golf':
      return null;
  }
}
