'use client';

import type { Event, Market, Outcome } from '@touchline/contract';
import type { PlayerLayout } from '@touchline/site';
import Link from '../../../shared/ui/link';
import { useT, useTranslator } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import {
  asianRow,
  formatHandicapLine,
  formatTotalLine,
  outcomeLine,
  THAI_LINES_PER_KIND,
  type LineMarket,
} from '../asian-lines';
import { defaultMarket, INLINE_OUTCOME_LIMIT, visibleOutcomes } from '../default-market';
import type { PeriodKey } from '../period-tabs';
import type { RenderOutcome } from './event-list';
import { PriceCell, SuspendedNote } from './price-cell';
import listStyles from './event-list.module.css';
import styles from './market-table.module.css';

interface RowPricesProps {
  readonly event: Event;
  readonly layout: PlayerLayout;
  /** The period tab's period; null for the whole match. */
  readonly period: PeriodKey | null;
  readonly renderOutcome: RenderOutcome;
  /** The event page, where a market too wide for a row is shown. */
  readonly href: string;
}

/** The markets a row shows in this layout (so the row's "more markets" link counts the rest). */
export function rowMarkets(event: Event, layout: PlayerLayout, period: PeriodKey | null): Market[] {
  if (layout !== 'euro') {
    const row = asianRow(event, period, layout === 'thai' ? THAI_LINES_PER_KIND : 1);
    const lines = [...row.handicap, ...row.total].map((line) => line.market);
    if (lines.length > 0) return layout === 'asian' && row.result ? [row.result, ...lines] : lines;
  }
  const market = defaultMarket(event, period);
  const count = market ? visibleOutcomes(market).length : 0;
  return market && count > 0 && count <= INLINE_OUTCOME_LIMIT ? [market] : [];
}

/** Whether any of these events' result markets (in the period) has three sides: 1 X 2. */
export function hasThreeWayResult(events: readonly Event[], period: PeriodKey | null): boolean {
  return events.some((event) => {
    const result = asianRow(event, period, 1).result;
    return result !== null && visibleOutcomes(result).length === 3;
  });
}

/** Whether a row in this layout shows lines (else it keeps the European row). */
export function hasLines(event: Event, layout: PlayerLayout, period: PeriodKey | null): boolean {
  if (layout === 'euro') return false;
  const row = asianRow(event, period, 1);
  return row.handicap.length > 0 || row.total.length > 0;
}

/** The prices of one list row in the player's layout (spec betting-domain §2 Layout). */
export function RowPrices(props: RowPricesProps) {
  switch (props.layout) {
    case 'euro':
      return <EuroPrices {...props} />;
    case 'asian':
    case 'thai':
      return <LinePrices {...props} />;
  }
}

/** One market's prices side by side, as a labelled group (locked when the market is). */
function MarketPrices({
  event,
  market,
  outcomes,
  renderOutcome,
  className,
  lineLabels = null,
}: {
  readonly event: Event;
  readonly market: Market;
  readonly outcomes: readonly Outcome[];
  readonly renderOutcome: RenderOutcome;
  readonly className?: string | undefined;
  /** Short names shown beside the prices (1, X, 2), one per outcome. */
  readonly lineLabels?: readonly string[] | null;
}) {
  const t = useT();
  const disabled = market.status !== 'open';
  return (
    <div
      className={className}
      role="group"
      aria-label={t('events.pricesFor', { market: market.description, event: event.description })}
    >
      {disabled ? <SuspendedNote /> : null}
      {outcomes.map((outcome, i) => (
        <PriceCell
          key={outcome.id}
          slot={{ event, market, outcome, disabled }}
          renderOutcome={renderOutcome}
          line={lineLabels?.[i] ?? null}
        />
      ))}
    </div>
  );
}

/** The result column's short names: 1 X 2 for three sides, 1 2 for two; none otherwise. */
function resultLabels(count: number): readonly string[] | null {
  if (count === 3) return ['1', 'X', '2'];
  if (count === 2) return ['1', '2'];
  return null;
}

/**
 * spec betting-domain §2/§3 European layout: the sport's default market (1 X 2 or the two-way
 * winner) inline; a market with more runners links to the event instead.
 */
function EuroPrices({ event, period, renderOutcome, href }: RowPricesProps) {
  const t = useT();
  const { plural } = useTranslator();
  const market = defaultMarket(event, period);
  const outcomes = market ? visibleOutcomes(market) : [];
  if (market !== null && outcomes.length > 0 && outcomes.length <= INLINE_OUTCOME_LIMIT) {
    return (
      <MarketPrices
        event={event}
        market={market}
        outcomes={outcomes}
        renderOutcome={renderOutcome}
        className={cx(listStyles.eventRowPrices, outcomes.length === 2 && listStyles.twoColumns)}
      />
    );
  }
  if (outcomes.length > 0) {
    // A winner market of a race or an outright: too many runners for a row, shown on the event.
    return (
      <Link href={href} className={listStyles.eventRowSelections}>
        {plural('events.selections', outcomes.length)}
      </Link>
    );
  }
  return <span className={listStyles.eventRowNoPrices}>{t('events.noPrices')}</span>;
}

/**
 * The Asian and Thai layouts (decision, the spec names them only): Asian shows the result
 * market and the main handicap and over/under lines, each side stacked (home over away, over
 * over under) with its line; Thai shows up to three handicap and over/under lines, one line a
 * sub-row with its two prices side by side. An event with no lines (a race, an outright) keeps
 * the European row.
 */
function LinePrices(props: RowPricesProps) {
  const { event, layout, period, renderOutcome } = props;
  const thai = layout === 'thai';
  const row = asianRow(event, period, thai ? THAI_LINES_PER_KIND : 1);
  if (row.handicap.length === 0 && row.total.length === 0) return <EuroPrices {...props} />;
  return (
    <div className={cx(styles.lineTable, thai ? styles.thai : styles.asian)}>
      {thai ? null : (
        <div className={styles.column}>
          {row.result ? (
            <MarketPrices
              event={event}
              market={row.result}
              outcomes={visibleOutcomes(row.result)}
              renderOutcome={renderOutcome}
              className={styles.stack}
              // The 1X2 column's sides are named as its caption names them: 1, X, 2.
              lineLabels={resultLabels(visibleOutcomes(row.result).length)}
            />
          ) : (
            <EmptyColumn />
          )}
        </div>
      )}
      {(['handicap', 'total'] as const).map((kind) => {
        const lines = kind === 'handicap' ? row.handicap : row.total;
        return (
          <div key={kind} className={styles.column}>
            {lines.length === 0 ? <EmptyColumn /> : null}
            {lines.map((line) => (
              <LineGroup
                key={line.market.id}
                event={event}
                line={line}
                kind={kind}
                thai={thai}
                renderOutcome={renderOutcome}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}

function EmptyColumn() {
  const t = useT();
  return <span className={styles.empty}>{t('events.noPrices')}</span>;
}

function LineGroup({
  event,
  line,
  kind,
  thai,
  renderOutcome,
}: {
  readonly event: Event;
  readonly line: LineMarket;
  readonly kind: 'handicap' | 'total';
  readonly thai: boolean;
  readonly renderOutcome: RenderOutcome;
}) {
  const t = useT();
  const { market, sides } = line;
  const disabled = market.status !== 'open';
  const label = (outcome: Outcome, side: 0 | 1): string => {
    const value = outcomeLine(outcome);
    if (value === null) return '';
    if (kind === 'handicap') return formatHandicapLine(value);
    const text = formatTotalLine(value);
    // Thai rows show the line once, over and under beside it; Asian stacks say which is which.
    if (thai) return text;
    return t(side === 0 ? 'events.line.over' : 'events.line.under', { line: text });
  };
  return (
    <div
      className={thai ? styles.lineRow : styles.stack}
      role="group"
      aria-label={t('events.pricesFor', { market: market.description, event: event.description })}
    >
      {disabled ? <SuspendedNote /> : null}
      {thai ? (
        <span className={styles.lineValue} aria-hidden="true">
          {label(sides[0], 0)}
        </span>
      ) : null}
      {sides.map((outcome, i) => (
        <PriceCell
          key={outcome.id}
          slot={{ event, market, outcome, disabled }}
          renderOutcome={renderOutcome}
          line={thai ? null : label(outcome, i === 0 ? 0 : 1)}
          hideLabel
        />
      ))}
    </div>
  );
}

/**
 * The column captions of a league's table in the Asian and Thai layouts (the European layout's
 * 1 X 2 captions sit in the league header). Decorative: every price's name says its selection.
 */
export function LineColumns({
  layout,
  threeWay,
}: {
  readonly layout: 'asian' | 'thai';
  /** Whether a result market has a draw (1X2) or not (a two-way winner). */
  readonly threeWay: boolean;
}) {
  const t = useT();
  return (
    <div className={cx(listStyles.eventRow, styles.columnsRow)} aria-hidden="true">
      <span className={styles.columnsSpacer} />
      <span className={styles.columnsSpacer} />
      <div className={cx(styles.lineTable, layout === 'thai' ? styles.thai : styles.asian)}>
        {layout === 'asian' ? (
          <span>{t(threeWay ? 'events.column.result' : 'events.column.winner')}</span>
        ) : null}
        <span>{t('events.column.handicap')}</span>
        <span>{t('events.column.total')}</span>
      </div>
    </div>
  );
}
