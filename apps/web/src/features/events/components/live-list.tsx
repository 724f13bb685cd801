'use client';

import type { LiveEvent, LiveSportCount } from '@touchline/contract';
import { localiseHref } from '@touchline/site';
import Link from 'next/link';
import { useLocale } from '../../../shared/routing/use-locale';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import { defaultMarket, INLINE_OUTCOME_LIMIT, visibleOutcomes } from '../default-market';
import { groupByLeague } from '../group-by-league';
import { eventPath } from '../route-slugs';
import panelStyles from '../../../shared/ui/panel.module.css';
import type { RenderOutcome } from './event-list';
import { useClockLabel } from './live-score';
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
            <ul>
              {group.events.map((event) => (
                <LiveRow key={event.id} event={event} renderOutcome={renderOutcome} />
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
  renderOutcome,
}: {
  readonly event: LiveEvent;
  readonly renderOutcome: RenderOutcome;
}) {
  const t = useT();
  const locale = useLocale();
  const clock = useClockLabel(event);
  const market = defaultMarket(event);
  const outcomes = market ? visibleOutcomes(market) : [];
  const inline = market !== null && outcomes.length > 0 && outcomes.length <= INLINE_OUTCOME_LIMIT;
  const home = event.opponents.find((o) => o.position === 'HOME');
  const away = event.opponents.find((o) => o.position === 'AWAY');
  const scoreOf = (id: number | undefined) =>
    event.scores.find((s) => s.opponentId === id)?.score ?? 0;
  return (
    <li className={listStyles.eventRow}>
      <span className={cx(listStyles.eventRowTime, styles.clock)}>{clock}</span>
      <span className={listStyles.eventRowName}>
        <Link href={localiseHref(eventPath(event), locale)} className={listStyles.eventLink}>
          {event.description}
        </Link>
        {home && away ? (
          <span className={styles.score}>
            {' '}
            {scoreOf(home.id)} – {scoreOf(away.id)}
          </span>
        ) : null}
      </span>
      {inline ? (
        <div
          className={cx(listStyles.eventRowPrices, outcomes.length === 2 && listStyles.twoColumns)}
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
      ) : (
        <span className={listStyles.eventRowNoPrices}>{t('events.noPrices')}</span>
      )}
    </li>
  );
}
