'use client';

import { formatOdds } from '@touchline/betting';
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { latestOutcome, subscribeOutcome } from '../../../shared/live/live-prices';
import { useOddsType } from '../../../shared/preferences';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import type { OutcomeSlot, RenderOutcome } from './event-list';
import { lowerPriceFlag, raisePriceFlag, type FlagLook } from './price-movement';
import styles from './market-table.module.css';

/**
 * The attribute of the element holding a price's text inside what `renderOutcome` draws (the
 * betslip's PriceButton sets it): a live price change writes the new text there directly.
 */
export const PRICE_TEXT_ATTRIBUTE = 'data-price-text';

type Outcome = OutcomeSlot['outcome'];

/** A class of the stylesheet, for the flag drawn outside React (never an empty name). */
const css = (name: string): string => styles[name] ?? name;

const decimalOf = (outcome: Outcome) => outcome.consolidatedPrice.currentPrice.decimal;

/** What a cell draws besides the price: a change of any of these repaints it through React. */
function sameButPrice(a: Outcome, b: Outcome): boolean {
  const p = a.consolidatedPrice.currentPrice;
  const q = b.consolidatedPrice.currentPrice;
  return (
    a.description === b.description &&
    a.hidden === b.hidden &&
    p.spread === q.spread &&
    p.spread2 === q.spread2
  );
}

/**
 * One price of a market table, kept current by its event's live source (shared/live/live-prices):
 * the page's price (renderOutcome), flagged for a moment when it moved (STYLE: green up, red
 * down), optionally with the line it is for beside it (a handicap or total), in which case the
 * button's own label is only read out.
 *
 * A live change of the price alone is written into the price's text and flagged without a React
 * render (docs/decisions.md "Live prices repaint the price alone"); anything else the cell draws
 * (a line, a suspension, a name) repaints it through React, which always draws the latest price.
 * A price that reaches the cell through its props (a refetch) is flagged the same way.
 */
export function PriceCell({
  slot,
  renderOutcome,
  line = null,
  hideLabel = line !== null,
}: {
  readonly slot: OutcomeSlot;
  readonly renderOutcome: RenderOutcome;
  /** The handicap or total line shown beside the price. */
  readonly line?: string | null;
  /** The table's columns say the selection: its name is only read out (default: with a line). */
  readonly hideLabel?: boolean;
}) {
  const t = useT();
  const oddsType = useOddsType();
  const [, repaint] = useReducer((n: number) => n + 1, 0);
  const cellRef = useRef<HTMLDivElement>(null);
  // The outcome as it is now: the row may hold an older version of its event.
  const outcome = latestOutcome(slot.event, slot.outcome);
  const live = outcome === slot.outcome ? slot : { ...slot, outcome };
  /** The outcome and price text on screen, whichever way they got there. */
  const shown = useRef<{ outcome: Outcome; decimal: number } | null>(null);
  const current = useRef({ t, oddsType });
  const look = useRef<FlagLook | null>(null);
  look.current ??= {
    cell: {
      up: [css('movedUp'), css('movedUpAgain')],
      down: [css('movedDown'), css('movedDownAgain')],
    },
    arrow: css('arrow'),
    arrowDirection: { up: css('arrowUp'), down: css('arrowDown') },
    label: (direction) =>
      current.current.t(direction === 'up' ? 'events.price.up' : 'events.price.down'),
  };

  const slotRef = useRef(slot);
  // After each render: what React drew is on screen; a price that moved since is flagged.
  useLayoutEffect(() => {
    current.current = { t, oddsType };
    slotRef.current = slot;
    const cell = cellRef.current;
    const decimal = decimalOf(outcome);
    const before = shown.current;
    shown.current = { outcome, decimal };
    if (cell && look.current && before !== null && before.decimal !== decimal) {
      raisePriceFlag(cell, decimal > before.decimal ? 'up' : 'down', look.current);
    }
  });

  const outcomeId = slot.outcome.id;
  useEffect(() => {
    const cell = cellRef.current;
    const unsubscribe = subscribeOutcome(outcomeId, () => {
      const before = shown.current;
      const next = latestOutcome(slotRef.current.event, slotRef.current.outcome);
      if (!cell || !before || next === before.outcome) return;
      const text = cell.querySelector(`[${PRICE_TEXT_ATTRIBUTE}]`);
      if (!text || !sameButPrice(before.outcome, next)) {
        repaint();
        return;
      }
      const decimal = decimalOf(next);
      shown.current = { outcome: next, decimal };
      if (decimal === before.decimal) return;
      text.textContent = formatOdds(decimal, current.current.oddsType);
      if (look.current) {
        raisePriceFlag(cell, decimal > before.decimal ? 'up' : 'down', look.current);
      }
    });
    return () => {
      unsubscribe();
      if (cell) lowerPriceFlag(cell);
    };
  }, [outcomeId]);

  return (
    <div
      ref={cellRef}
      className={cx(styles.cell, line !== null && styles.withLine)}
      data-price-label={hideLabel ? 'hidden' : undefined}
    >
      {line !== null ? (
        <span className={styles.line} aria-hidden="true">
          {line}
        </span>
      ) : null}
      <div className={styles.price}>{renderOutcome(live)}</div>
    </div>
  );
}

/** Read out once per market: its prices are locked (each price also shows a padlock). */
export function SuspendedNote() {
  const t = useT();
  return <span className="visually-hidden">{t('events.suspended')}</span>;
}
