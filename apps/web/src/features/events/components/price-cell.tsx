'use client';

import { useLiveOutcome } from '../../../shared/live/live-prices';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import type { OutcomeSlot, RenderOutcome } from './event-list';
import { usePriceMovement } from './use-price-movement';
import styles from './market-table.module.css';

/** An arrow that says which way a price just moved, in words for assistive technology. */
function MovementArrow({ direction }: { readonly direction: 'up' | 'down' }) {
  const t = useT();
  return (
    <svg
      className={cx(styles.arrow, direction === 'up' ? styles.arrowUp : styles.arrowDown)}
      viewBox="0 0 10 10"
      width="10"
      height="10"
      role="img"
      aria-label={t(direction === 'up' ? 'events.price.up' : 'events.price.down')}
    >
      <path fill="currentColor" d={direction === 'up' ? 'M5 1l4 7H1z' : 'M5 9L1 2h8z'} />
    </svg>
  );
}

/**
 * One price of a market table, kept current by its event's live source (shared/live/live-prices):
 * the page's price (renderOutcome), flagged for a moment when it
 * moved since the previous render (STYLE: green up, red down), optionally with the line it is
 * for beside it (a handicap or total), in which case the button's own label is only read out.
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
  // The outcome as it is now: a price change repaints this cell alone (its row may skip it).
  const outcome = useLiveOutcome(slot.event, slot.outcome);
  const live = outcome === slot.outcome ? slot : { ...slot, outcome };
  const movement = usePriceMovement(outcome.consolidatedPrice.currentPrice.decimal);
  return (
    <div
      className={cx(
        styles.cell,
        line !== null && styles.withLine,
        movement === 'up' && styles.movedUp,
        movement === 'down' && styles.movedDown,
      )}
      data-price-label={hideLabel ? 'hidden' : undefined}
    >
      {line !== null ? (
        <span className={styles.line} aria-hidden="true">
          {line}
        </span>
      ) : null}
      <div className={styles.price}>{renderOutcome(live)}</div>
      {movement ? <MovementArrow direction={movement} /> : null}
    </div>
  );
}

/** Read out once per market: its prices are locked (each price also shows a padlock). */
export function SuspendedNote() {
  const t = useT();
  return <span className="visually-hidden">{t('events.suspended')}</span>;
}
