'use client';

import { useId, useRef, type KeyboardEvent } from 'react';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import type { PeriodKey, PeriodTab } from '../period-tabs';
import styles from './period-tab-list.module.css';

export interface PeriodTabOption {
  /** null: every period (the event page's "All"). */
  readonly key: PeriodKey | null;
  readonly label: string;
}

/**
 * Period tabs (spec betting-domain §3 Market period): a tablist whose tabs choose the period the
 * markets below show; arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern).
 */
export function PeriodTabList({
  tabs,
  selected,
  onSelect,
  panelId,
}: {
  readonly tabs: readonly PeriodTabOption[];
  readonly selected: PeriodKey | null;
  readonly onSelect: (key: PeriodKey | null) => void;
  /** The id of the element the tabs control. */
  readonly panelId: string;
}) {
  const t = useT();
  const idBase = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('events.periods')} className={styles.tabs}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key ?? '*'}
          ref={(node) => {
            refs.current[i] = node;
          }}
          id={`${idBase}-${String(i)}`}
          type="button"
          role="tab"
          aria-selected={i === current}
          aria-controls={panelId}
          tabIndex={i === current ? 0 : -1}
          className={cx(styles.tab, i === current && styles.selected)}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => move(event, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The tabs of a list's period tabs (the whole match first). */
export function periodOptions(tabs: readonly PeriodTab[]): PeriodTabOption[] {
  return tabs.map((tab) => ({ key: tab.key, label: tab.label }));
}
