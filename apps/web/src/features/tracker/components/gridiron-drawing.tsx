import type { AmericanFootballState } from '@touchline/contract';
import { cx } from '../../../shared/ui/cx';
import { lineToGainOf } from '../american-football-rules';
import styles from './match-tracker.module.css';

/**
 * An American football field from above, one unit a yard: 100 yards between the goal lines and
 * a 10-yard end zone behind each, 53⅓ yards wide. The home team defends the left end zone and
 * attacks towards the right; incident x runs from the home goal line (0) to the away one (100),
 * y across the field.
 */
const END_ZONE = 10;
const LENGTH = 100 + 2 * END_ZONE;
const WIDTH = 160 / 3;
/** The hash marks: 70 ft 9 in from each sideline (NFL). */
const HASH = 23.58;

const xOf = (x: number) => END_ZONE + x;
const yOf = (y: number) => (y / 100) * WIDTH;

/** A tick every yard along both rows of hash marks and both sidelines (one path). */
const TICKS = Array.from({ length: 99 }, (_, k) => END_ZONE + k + 1)
  .filter((x) => (x - END_ZONE) % 5 !== 0)
  .map(
    (x) =>
      `M${x} 0.4v0.8M${x} ${WIDTH - 1.2}v0.8M${x} ${HASH - 0.4}v0.8M${x} ${WIDTH - HASH - 0.4}v0.8`,
  )
  .join('');

/** The yard lines every 5 yards between the goal lines; numbered every 10 (10 … 50 … 10). */
const YARD_LINES = Array.from({ length: 19 }, (_, k) => (k + 1) * 5);
const NUMBERS = YARD_LINES.filter((y) => y % 10 === 0);

type Side = 'home' | 'away';
const sideClass = (side: Side | null) =>
  side === 'home' ? styles.home : side === 'away' ? styles.away : null;

/**
 * The field with both end zones in their team's colour — the team with the ball's lit — the
 * line of scrimmage and the line to gain, and the ball where the latest incident left it, with
 * an arrow the way the offence goes. `label` is the drawing's text alternative (role img).
 */
export function GridironDrawing({
  state,
  ballY,
  label,
}: {
  readonly state: AmericanFootballState | null;
  /** The ball's place across the field (the latest incident's y). */
  readonly ballY: number;
  readonly label: string;
}) {
  const possession = state?.possession ?? null;
  const ballOn = state?.ballOn ?? null;
  const toGain = state ? lineToGainOf(state) : null;
  const snapNext = state?.down != null && ballOn !== null && possession !== null;
  const heading = possession === 'away' ? -1 : 1;
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${LENGTH} ${WIDTH}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect className={styles.surface} x="0" y="0" width={LENGTH} height={WIDTH} />
      {(['home', 'away'] as const).map((side) => (
        <rect
          key={side}
          className={cx(styles.endZone, sideClass(side), possession === side && styles.endZoneLit)}
          x={side === 'home' ? 0 : LENGTH - END_ZONE}
          y="0"
          width={END_ZONE}
          height={WIDTH}
        />
      ))}
      <g className={styles.lines}>
        <rect x="0" y="0" width={LENGTH} height={WIDTH} />
        {YARD_LINES.map((y) => (
          <line key={y} x1={xOf(y)} y1="0" x2={xOf(y)} y2={WIDTH} />
        ))}
        <path d={TICKS} />
      </g>
      <g className={styles.goalLines}>
        <line x1={xOf(0)} y1="0" x2={xOf(0)} y2={WIDTH} />
        <line x1={xOf(100)} y1="0" x2={xOf(100)} y2={WIDTH} />
      </g>
      <g className={styles.yardNumbers} aria-hidden="true">
        {NUMBERS.flatMap((y) => [
          <text key={`${y}-top`} x={xOf(y)} y={9}>
            {y > 50 ? 100 - y : y}
          </text>,
          <text key={`${y}-bottom`} x={xOf(y)} y={WIDTH - 6}>
            {y > 50 ? 100 - y : y}
          </text>,
        ])}
      </g>
      {snapNext ? (
        <line className={styles.scrimmage} x1={xOf(ballOn)} y1="0" x2={xOf(ballOn)} y2={WIDTH} />
      ) : null}
      {snapNext && toGain !== null ? (
        <line className={styles.lineToGain} x1={xOf(toGain)} y1="0" x2={xOf(toGain)} y2={WIDTH} />
      ) : null}
      {ballOn !== null ? (
        <g
          className={styles.ball}
          style={{ transform: `translate(${xOf(ballOn)}px, ${yOf(ballY)}px)` }}
        >
          <circle className={cx(styles.ballRing, sideClass(possession))} r="3.2" />
          {possession ? (
            <path
              className={styles.driveArrow}
              d={`M${heading * 2.4} -1.6 l${heading * 2} 1.6 l${-heading * 2} 1.6`}
            />
          ) : null}
          <ellipse className={styles.football} rx="1.5" ry="0.9" />
        </g>
      ) : null}
    </svg>
  );
}
