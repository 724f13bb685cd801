'use client';

import type { LiveEvent, LiveSportCount } from '@touchline/contract';
import { localiseHref, type PlayerLayout } from '@touchline/site';
import Link from 'next/link';
import { useViewLayout } from '../../../shared/preferences';
import { useLocale } from '../../../shared/routing/use-locale';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import { groupByLeague } from '../group-by-league';
import { eventPath } from '../route-slugs';
import { periodScores, recentBalls, sportFamily } from '../sport-family';
import panelStyles from '../../../shared/ui/panel.module.css';
import type { RenderOutcome } from './event-list';
import { useClockLabel } from './live-score';
import { hasLines, hasThreeWayResult, LineColumns, RowPrices } from './market-table';
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

/** Live events grouped by sport, then league, each with its score, clock and main prices. */
export function LiveList({
  events,
  renderOutcome,
}: {
  readonly events: readonly LiveEvent[];
  readonly renderOutcome: RenderOutcome;
}) {
  const t = useT();
  const layout = useViewLayout();
  const lineLayout = layout === 'euro' ? null : layout;
  if (events.length === 0) {
    return (
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t('live.noEvents')}</p>
      </div>
    );
  }
  return (
    <div className={listStyles.leagueList}>
      {groupByLeague(events).map((group) => {
        const headingId = `live-league-${group.key}`;
        const first = group.events[0];
        const sportName = first?.eventPaths[0]?.description;
        return (
          <section key={group.key} className={listStyles.league} aria-labelledby={headingId}>
            <div className={listStyles.leagueHeader}>
              <h2 id={headingId} className={listStyles.leagueTitle}>
                {sportName ? `${sportName} · ${group.title}` : group.title}
              </h2>
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
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function LiveRow({
  event,
  layout,
  renderOutcome,
}: {
  readonly event: LiveEvent;
  readonly layout: PlayerLayout;
  readonly renderOutcome: RenderOutcome;
}) {
  const locale = useLocale();
  const clock = useClockLabel(event);
  const href = localiseHref(eventPath(event), locale);
  const home = event.opponents.find((o) => o.position === 'HOME');
  const away = event.opponents.find((o) => o.position === 'AWAY');
  const scoreOf = (id: number | undefined) =>
    event.scores.find((s) => s.opponentId === id)?.score ?? 0;
  return (
    <li className={listStyles.eventRow}>
      <span className={cx(listStyles.eventRowTime, styles.clock)}>{clock}</span>
      <span className={listStyles.eventRowName}>
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
}

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
