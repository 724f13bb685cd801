import type { TrackerIncident } from '@touchline/contract';
import { cx } from '../../../shared/ui/cx';
import styles from './match-tracker.module.css';

/**
 * A volleyball court from above (18 × 9 m at 5 units a metre, a free zone around it): the home
 * team's half on the left, the away team's on the right, the net across the middle and the
 * attack lines 3 m either side of it. Incident x runs from the home end line (0) to the away
 * one (100), y across the court.
 */
const SCALE = 5;
const LENGTH = 18 * SCALE;
const WIDTH = 9 * SCALE;
const FREE = 6;
const W = LENGTH + 2 * FREE;
const H = WIDTH + 2 * FREE;
const X0 = FREE;
const Y0 = FREE;
const NET_X = X0 + LENGTH / 2;
const ATTACK = 3 * SCALE;

const cxOf = (x: number) => X0 + (x / 100) * LENGTH;
const cyOf = (y: number) => Y0 + (y / 100) * WIDTH;

type Side = 'home' | 'away';
const sideClass = (side: Side | null) =>
  side === 'home' ? styles.home : side === 'away' ? styles.away : null;

/**
 * The server, behind its end line in the right-hand back corner (position 1): the home team
 * faces +x, so its right is +y; the away team faces −x, its right is −y.
 */
function serverSpot(server: Side) {
  return server === 'home'
    ? { x: X0 - 3, y: Y0 + WIDTH * 0.8 }
    : { x: X0 + LENGTH + 3, y: Y0 + WIDTH * 0.2 };
}

/**
 * The court with the team to serve behind its end line (none between sets or once the match is
 * over), and where the last rally's ball came down, the half of the team that won it lit.
 * `label` is the drawing's text alternative (role img).
 */
export function VolleyballCourtDrawing({
  server,
  rally,
  label,
}: {
  readonly server: Side | null;
  /** The last rally played, if any (its side won it). */
  readonly rally: TrackerIncident | null;
  readonly label: string;
}) {
  const winner = rally?.side ?? null;
  const serve = server ? serverSpot(server) : null;
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect className={styles.freeZone} x="0" y="0" width={W} height={H} rx="2" />
      <rect className={styles.surface} x={X0} y={Y0} width={LENGTH} height={WIDTH} />
      {winner ? (
        <rect
          className={cx(styles.attackHalf, sideClass(winner))}
          x={winner === 'home' ? X0 : NET_X}
          y={Y0}
          width={LENGTH / 2}
          height={WIDTH}
        />
      ) : null}
      <g className={styles.lines}>
        <rect x={X0} y={Y0} width={LENGTH} height={WIDTH} />
        <line x1={NET_X - ATTACK} y1={Y0} x2={NET_X - ATTACK} y2={Y0 + WIDTH} />
        <line x1={NET_X + ATTACK} y1={Y0} x2={NET_X + ATTACK} y2={Y0 + WIDTH} />
      </g>
      <line className={styles.net} x1={NET_X} y1={Y0 - 3} x2={NET_X} y2={Y0 + WIDTH + 3} />
      <circle className={styles.netPost} cx={NET_X} cy={Y0 - 3} r="0.9" />
      <circle className={styles.netPost} cx={NET_X} cy={Y0 + WIDTH + 3} r="0.9" />
      {serve && server ? (
        <g className={cx(styles.server, sideClass(server))}>
          <circle cx={serve.x} cy={serve.y} r="2.2" />
        </g>
      ) : null}
      {rally ? (
        <g
          className={styles.ball}
          style={{ transform: `translate(${cxOf(rally.x)}px, ${cyOf(rally.y)}px)` }}
        >
          <circle className={cx(styles.ballRing, sideClass(winner))} r="3.2" />
          <circle className={styles.ballCore} r="1.3" />
        </g>
      ) : null}
    </svg>
  );
}
