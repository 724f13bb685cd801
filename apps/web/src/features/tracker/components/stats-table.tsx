'use client';

import { useT } from '../../../shared/site/site-context';
import parts from './tracker-parts.module.css';

export interface StatRow {
  readonly key: string;
  /** The statistic's name, in the page language. */
  readonly label: string;
  /** A count, or a figure already written (American football's time of possession, 12:05). */
  readonly home: number | string;
  readonly away: number | string;
}

/** A tracker's match statistics: one row per statistic, each side's figure either side. */
export function StatsTable({
  home,
  away,
  rows,
}: {
  readonly home: string;
  readonly away: string;
  readonly rows: readonly StatRow[];
}) {
  const t = useT();
  return (
    <table className={parts.stats}>
      <caption className={parts.subTitle}>{t('tracker.stats')}</caption>
      <thead>
        <tr>
          <th scope="col" className={parts.statNumber}>
            {home}
          </th>
          <th scope="col">{t('tracker.stat.header')}</th>
          <th scope="col" className={parts.statNumber}>
            {away}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td className={parts.statNumber}>{row.home}</td>
            <th scope="row">{row.label}</th>
            <td className={parts.statNumber}>{row.away}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A sport's statistics table from its statistic keys: each row named by `tracker.stat.<key>`,
 * its two figures read by `figures`.
 */
export function SportStats<K extends string>({
  home,
  away,
  keys,
  figures,
}: {
  readonly home: string;
  readonly away: string;
  readonly keys: readonly K[];
  readonly figures: (key: K) => Pick<StatRow, 'home' | 'away'>;
}) {
  const t = useT();
  return (
    <StatsTable
      home={home}
      away={away}
      rows={keys.map((key) => ({ key, label: t(`tracker.stat.${key}`), ...figures(key) }))}
    />
  );
}
