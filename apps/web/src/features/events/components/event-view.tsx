'use client';

import type { LiveEvent, Market } from '@touchline/contract';
import { localiseHref } from '@touchline/site';
import Link from 'next/link';
import { useLocale } from '../../../shared/routing/use-locale';
import { useT } from '../../../shared/site/site-context';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { visibleOutcomes } from '../default-market';
import { countryHref, leagueHref } from '../../../shared/routing/catalog-slugs';
import { sportPath } from '../sports';
import panelStyles from '../../../shared/ui/panel.module.css';
import type { RenderOutcome } from './event-list';
import { LiveScore } from './live-score';
import styles from './event-view.module.css';

/** Markets in the provider's order (spec betting-domain §9 sorting: type rank, then period). */
function sortedMarkets(markets: readonly Market[]): Market[] {
  return markets
    .filter((m) => m.status === 'open' || m.status === 'suspended')
    .filter((m) => visibleOutcomes(m).length > 0)
    .sort(
      (a, b) =>
        a.marketTypeInfo.ordinalPosition - b.marketTypeInfo.ordinalPosition ||
        a.period.sequence - b.period.sequence ||
        (a.instance ?? 0) - (b.instance ?? 0) ||
        a.id - b.id,
    );
}

/** An event page: where it sits, its name, its start or live score, and its markets' prices. */
export function EventView({
  event,
  renderOutcome,
}: {
  readonly event: LiveEvent;
  readonly renderOutcome: RenderOutcome;
}) {
  const t = useT();
  const locale = useLocale();
  const [sportPathEntry, country, league] = event.eventPaths;
  const sport = { id: event.sportId, code: event.sportCode };
  const markets = sortedMarkets(event.markets);
  const live = event.isLive || event.match.status === 'IN_PLAY';
  return (
    <article className={styles.root} aria-labelledby="event-title">
      <nav aria-label={t('events.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          {sportPathEntry ? (
            <li>
              <Link href={localiseHref(sportPath(sport), locale)}>
                {sportPathEntry.description}
              </Link>
            </li>
          ) : null}
          {country ? (
            <li>
              <Link href={localiseHref(countryHref(sport, country), locale)}>
                {country.description}
              </Link>
            </li>
          ) : null}
          {country && league ? (
            <li>
              <Link href={localiseHref(leagueHref(sport, country, league), locale)}>
                {league.description}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>
      <header className={styles.header}>
        <h1 id="event-title">{event.description}</h1>
        {event.isFinished ? (
          <p className={styles.status}>{t('live.eventFinished')}</p>
        ) : live ? (
          <LiveScore event={event} />
        ) : (
          <p className={styles.status}>
            <LocalDateTime iso={event.startTime} format="kickOff" />
          </p>
        )}
      </header>
      {markets.length === 0 ? (
        <div className={panelStyles.emptyState}>
          <p className={panelStyles.emptyStateTitle}>{t('events.noMarkets.title')}</p>
          <p className={panelStyles.emptyStateHint}>{t('events.noMarkets.hint')}</p>
        </div>
      ) : (
        <div className={styles.markets}>
          {markets.map((market) => {
            const headingId = `market-${market.id}`;
            const outcomes = visibleOutcomes(market);
            const disabled = market.status !== 'open';
            return (
              <section key={market.id} className={styles.market} aria-labelledby={headingId}>
                <h2 id={headingId} className={styles.marketTitle}>
                  {market.description}
                  {disabled ? (
                    <span className={styles.suspended}>{t('events.suspended')}</span>
                  ) : null}
                </h2>
                <div
                  className={styles.prices}
                  role="group"
                  aria-label={t('events.pricesFor', {
                    market: market.description,
                    event: event.description,
                  })}
                >
                  {outcomes.map((outcome) => (
                    <div key={outcome.id}>
                      {renderOutcome({ event, market, outcome, disabled })}
                    </div>
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      )}
    </article>
  );
}
