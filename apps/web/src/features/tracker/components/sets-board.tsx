'use client';

import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import { BoardSide } from './tracker-panel';
import parts from './tracker-parts.module.css';

export interface SetsBoardRow {
  readonly side: 'home' | 'away';
  readonly name: string;
  /** This side serves the next point (a dot, and "serving" for a screen reader). */
  readonly serving: boolean;
  readonly setsWon: number;
  /**
   * Each set's column: the figure (empty for a set not played), the set in play (bold; `live`
   * also lights it as the figure in play), a set won.
   */
  readonly sets: readonly {
    readonly value: number | string;
    readonly current: boolean;
    readonly live?: boolean;
    readonly won: boolean;
  }[];
  /** The last column's figure when the board has one (tennis: the game's points). */
  readonly extra?: number | string;
}

/**
 * The score grid of a sport played in sets (tennis, volleyball): a row a side with who serves,
 * sets won and each set's figure, and an optional last column. `columns` is every set that may
 * be played; `extra` names the last column (short, and in full for a screen reader);
 * `servingText` is what a screen reader hears after the serving side's name.
 */
export function SetsBoard({
  caption,
  sideHeader,
  columns,
  rows,
  extra,
  servingText,
}: {
  readonly caption: string;
  readonly sideHeader: string;
  readonly columns: number;
  readonly rows: readonly SetsBoardRow[];
  readonly extra?: { readonly short: string; readonly full: string };
  readonly servingText: string;
}) {
  const t = useT();
  return (
    <table className={parts.board}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={parts.boardSide}>
            <span className="visually-hidden">{sideHeader}</span>
          </th>
          <th scope="col" className={parts.boardSetsWon}>
            <span aria-hidden="true">{t('tracker.tennis.setsShort')}</span>
            <span className="visually-hidden">{t('tracker.tennis.sets')}</span>
          </th>
          {Array.from({ length: columns }, (_, n) => (
            <th scope="col" key={n} className={parts.boardSet}>
              <span aria-hidden="true">{n + 1}</span>
              <span className="visually-hidden">{t('tracker.period.set', { n: n + 1 })}</span>
            </th>
          ))}
          {extra ? (
            <th scope="col" className={parts.boardExtra}>
              <span aria-hidden="true">{extra.short}</span>
              <span className="visually-hidden">{extra.full}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.side} className={cx(row.serving && parts.boardServing)}>
            <BoardSide
              name={row.name}
              on={row.serving}
              onText={servingText}
              className={parts.boardSide}
              nameClass={parts.boardName}
            />
            <td className={parts.boardSetsWon}>{row.setsWon}</td>
            {Array.from({ length: columns }, (_, n) => {
              const set = row.sets[n];
              return (
                <td
                  key={n}
                  className={cx(
                    parts.boardSet,
                    set?.current && parts.boardCurrent,
                    set?.live && parts.boardLive,
                    set?.won && parts.boardWon,
                  )}
                >
                  {set?.value ?? ''}
                </td>
              );
            })}
            {extra ? <td className={parts.boardExtra}>{row.extra ?? ''}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
