'use client';

import type { LiveEvent, Market } from '@touchline/contract';
import { localiseHref } from '@touchline/site';
import Link from '../../../shared/ui/link';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { sameRowButPrices } from '../../../shared/live/live-prices';
import { useLocale } from '../../../shared/routing/use-locale';
import { useSiteSettings, useT } from '../../../shared/site/site-context';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { cx } from '../../../shared/ui/cx';
import { defaultMarketTypeId, isShownMarket, visibleOutcomes } from '../default-market';
import { countryHref, leagueHref } from '../../../shared/routing/catalog-slugs';
import { groupMarkets, searchGroups, type MarketGroup } from '../market-groups';
import { inPeriod, periodTabs, type PeriodKey } from '../period-tabs';
import { useEventFinishedToast } from '../hooks/use-event-finished-toast';
import { sportPath } from '../sports';
import panelStyles from '../../../shared/ui/panel.module.css';
import type { RenderOutcome } from './event-list';
import { LiveScore } from './live-score';
import { PeriodTabList, type PeriodTabOption } from './period-tab-list';
import { PriceCell, SuspendedNote } from './price-cell';
import styles from './event-view.module.css';

/** spec betting-domain §9: the lazy-load default delay. */
const LAZY_LOAD_DELAY_MS = 200;

/** The markets an event page can show: open or suspended, with a selection left. */
function shownMarkets(markets: readonly Market[]): Market[] {
  return markets.filter((m) => isShownMarket(m) && visibleOutcomes(m).length > 0);
}

/**
 * The groups shown at once when an event has more markets than the threshold (site setting
 * lazy_loading_markets_live_event_count_threshold, spec §9 30): whole groups until the count
 * reaches it; the rest render when the reader nears them.
 */
function eagerGroupCount(groups: readonly MarketGroup[], threshold: number): number {
  let markets = 0;
  for (const [i, group] of groups.entries()) {
    markets += group.markets.length;
    if (markets >= threshold) return i + 1;
  }
  return groups.length;
}

/**
 * An event page: where it sits, its name, its start or live score, and every market, grouped and
 * in the §9 order, with period tabs, a search within the markets and collapsible groups.
 */
export const EventView = memo(function EventView({
  event,
  renderOutcome,
  tracker,
  headerAction,
}: {
  readonly event: LiveEvent;
  readonly renderOutcome: RenderOutcome;
  /** Beside the event's name: the page's favourites star. */
  readonly headerAction?: ReactNode;
  /** The match tracker slot (the live route's composition): shown once the event has started. */
  readonly tracker?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const [sportPathEntry, country, league] = event.eventPaths;
  const sport = { id: event.sportId, code: event.sportCode };
  const live = event.isLive || event.match.status === 'IN_PLAY';
  const markets = useMemo(() => shownMarkets(event.markets), [event.markets]);
  useEventFinishedToast(event.isFinished);
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
        <div className={styles.titleRow}>
          <h1 id="event-title">{event.description}</h1>
          {headerAction}
        </div>
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
      {tracker && (live || event.isFinished) ? tracker : null}
      {markets.length === 0 ? (
        <div className={panelStyles.emptyState}>
          <p className={panelStyles.emptyStateTitle}>{t('events.noMarkets.title')}</p>
          <p className={panelStyles.emptyStateHint}>{t('events.noMarkets.hint')}</p>
        </div>
      ) : (
        <EventMarkets event={event} markets={markets} renderOutcome={renderOutcome} />
      )}
    </article>
  );
}, sameRowButPrices);

function EventMarkets({
  event,
  markets,
  renderOutcome,
}: {
  readonly event: LiveEvent;
  readonly markets: readonly Market[];
  readonly renderOutcome: RenderOutcome;
}) {
  const t = useT();
  const threshold = useSiteSettings().lazy_loading_markets_live_event_count_threshold;
  const panelId = useId();
  const searchId = useId();
  const [period, setPeriod] = useState<PeriodKey | null>(null);
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [revealed, setRevealed] = useState(false);

  const tabs = useMemo(() => periodTabs(markets), [markets]);
  const options: PeriodTabOption[] = useMemo(
    () =>
      tabs.length > 0
        ? [
            { key: null, label: t('events.periods.all') },
            ...tabs.map(({ key, label }) => ({ key, label })),
          ]
        : [],
    [tabs, t],
  );
  const activePeriod = tabs.some((tab) => tab.key === period) ? period : null;
  const prioritised = useMemo(() => defaultMarketTypeId(event), [event]);
  const searching = query.trim() !== '';
  const titleOf = useCallback(
    (group: MarketGroup) =>
      group.kind === 'player' ? t(`events.market.group.${group.category}`) : group.title,
    [t],
  );
  const grouped = useMemo(() => {
    const inTab = activePeriod === null ? markets : inPeriod(markets, activePeriod);
    return groupMarkets(inTab, prioritised);
  }, [markets, activePeriod, prioritised]);
  const groups = useMemo(() => searchGroups(grouped, query, titleOf), [grouped, query, titleOf]);

  const eager = searching || revealed ? groups.length : eagerGroupCount(groups, threshold);
  const toggle = (key: string) =>
    setCollapsed((keys) => {
      const next = new Set(keys);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className={styles.marketsArea}>
      <div className={styles.tools}>
        {options.length > 0 ? (
          <PeriodTabList
            tabs={options}
            selected={activePeriod}
            onSelect={setPeriod}
            panelId={panelId}
          />
        ) : null}
        {markets.length > 1 ? (
          <div className={styles.search}>
            <label htmlFor={searchId} className="visually-hidden">
              {t('events.market.search')}
            </label>
            <input
              id={searchId}
              type="search"
              className={styles.searchInput}
              placeholder={t('events.market.search')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
            />
          </div>
        ) : null}
      </div>
      <div
        id={panelId}
        className={styles.markets}
        {...(options.length > 0 ? { role: 'tabpanel' } : {})}
      >
        {groups.length === 0 ? (
          <p className={panelStyles.muted} role="status">
            {t('events.market.searchNone', { query: query.trim() })}
          </p>
        ) : null}
        {groups.slice(0, eager).map((group) => (
          <GroupSection
            key={group.key}
            event={event}
            group={group}
            // A search opens what it finds.
            title={titleOf(group)}
            open={searching || !collapsed.has(group.key)}
            onToggle={() => toggle(group.key)}
            renderOutcome={renderOutcome}
          />
        ))}
        {eager < groups.length ? <LazyRest onReveal={() => setRevealed(true)} /> : null}
      </div>
    </div>
  );
}

/**
 * Stands in for the markets past the threshold: they render once it nears the viewport (or, where
 * the browser cannot tell, after the spec's lazy-load delay).
 */
function LazyRest({ onReveal }: { readonly onReveal: () => void }) {
  const t = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  const reveal = useRef(onReveal);
  useEffect(() => {
    reveal.current = onReveal;
  });
  useEffect(() => {
    const node = ref.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer ??= setTimeout(() => reveal.current(), LAZY_LOAD_DELAY_MS);
    };
    if (typeof IntersectionObserver === 'undefined' || !node) {
      later();
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) later();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
  return (
    <p ref={ref} className={panelStyles.muted} role="status">
      {t('events.market.loadingMore')}
    </p>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4.5 7V5a3.5 3.5 0 1 1 7 0v2h.5A1 1 0 0 1 13 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5Zm1.5 0h4V5a2 2 0 1 0-4 0v2Z"
      />
    </svg>
  );
}

function Chevron({ open }: { readonly open: boolean }) {
  return (
    <svg
      className={cx(styles.chevron, open && styles.chevronOpen)}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 6l4 4 4-4" />
    </svg>
  );
}

/** One collapsible group: its heading is a real button that says whether it is expanded. */
function GroupSection({
  event,
  group,
  title,
  open,
  onToggle,
  renderOutcome,
}: {
  readonly event: LiveEvent;
  readonly group: MarketGroup;
  readonly title: string;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly renderOutcome: RenderOutcome;
}) {
  const t = useT();
  const id = useId();
  const allLocked = group.markets.every((m) => m.status !== 'open');
  return (
    <section className={styles.market} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.marketTitle}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          <span className={styles.toggleTitle}>{title}</span>
          {allLocked ? (
            <span className={styles.suspended}>
              <LockIcon /> {t('events.suspended')}
            </span>
          ) : null}
          <Chevron open={open} />
        </button>
      </h2>
      <div id={`${id}-panel`} hidden={!open} className={styles.panel}>
        {open
          ? group.markets.map((market, i) => (
              <MarketLine
                key={market.id}
                event={event}
                market={market}
                label={group.labels[i] ?? ''}
                lockNote={!allLocked}
                renderOutcome={renderOutcome}
              />
            ))
          : null}
      </div>
    </section>
  );
}

/** One market of a group: its line or player (when the group has several) and its prices. */
function MarketLine({
  event,
  market,
  label,
  lockNote,
  renderOutcome,
}: {
  readonly event: LiveEvent;
  readonly market: Market;
  readonly label: string;
  /** Say "suspended" here: the group heading does not already say it for every market. */
  readonly lockNote: boolean;
  readonly renderOutcome: RenderOutcome;
}) {
  const t = useT();
  const disabled = market.status !== 'open';
  const outcomes = visibleOutcomes(market);
  return (
    <div className={cx(styles.line, label !== '' && styles.labelledLine)}>
      {label !== '' ? (
        <p className={styles.lineLabel}>
          {label}
          {disabled && lockNote ? (
            <span className={styles.suspended}>
              <LockIcon /> {t('events.suspended')}
            </span>
          ) : null}
        </p>
      ) : null}
      <div
        className={cx(
          styles.prices,
          outcomes.length === 2 && styles.twoPrices,
          outcomes.length === 3 && styles.threePrices,
        )}
        role="group"
        aria-label={t('events.pricesFor', { market: market.description, event: event.description })}
      >
        {disabled && (label === '' || !lockNote) ? <SuspendedNote /> : null}
        {outcomes.map((outcome) => (
          <PriceCell
            key={outcome.id}
            slot={{ event, market, outcome, disabled }}
            renderOutcome={renderOutcome}
          />
        ))}
      </div>
    </div>
  );
}
