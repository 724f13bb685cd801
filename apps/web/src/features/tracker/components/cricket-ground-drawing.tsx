import type { TrackerIncident } from '@touchline/contract';
import { cx } from '../../../shared/ui/cx';
import styles from './match-tracker.module.css';

/**
 * A cricket ground from above: the oval boundary, the 30-yard circle, the pitch up the middle
 * with its creases and stumps, the striker at the near (lower) end. Incident x and y are 0–100
 * on a circle about (50, 50) of radius 47 (the rope); the drawing squashes y a little to an oval.
 */
const W = 100;
const H = 90;
const SQUASH = 0.88;
const cxOf = (x: number) => x;
const cyOf = (y: number) => H / 2 + (y - 50) * SQUASH;
/** The striker's stumps and the bowler's, as the simulator places them (y 58 and 42). */
const STRIKER = { x: 50, y: 58 };
const BOWLER = { x: 50, y: 42 };
const PITCH_HALF_WIDTH = 1.6;

/**
 * The ground with the last ball's path from the striker to where it went (a four or a six to
 * the rope and beyond, a wicket in the theme's red), or none before the first ball. `label` is
 * the drawing's text alternative (role img).
 */
export function CricketGroundDrawing({
  ball,
  label,
}: {
  readonly ball: TrackerIncident | null;
  readonly label: string;
}) {
  const sy = cyOf(STRIKER.y);
  const by = cyOf(BOWLER.y);
  const tone =
    ball?.kind === 'wicket'
      ? styles.ballWicket
      : ball?.kind === 'four' || ball?.kind === 'six'
        ? styles.ballBoundary
        : null;
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <ellipse className={styles.outfield} cx={W / 2} cy={H / 2} rx={49} ry={49 * SQUASH} />
      <ellipse className={styles.rope} cx={W / 2} cy={H / 2} rx={47} ry={47 * SQUASH} />
      <ellipse className={styles.innerCircle} cx={W / 2} cy={H / 2} rx={24} ry={24 * SQUASH} />
      <rect
        className={styles.pitchStrip}
        x={STRIKER.x - PITCH_HALF_WIDTH}
        y={by - 1.5}
        width={PITCH_HALF_WIDTH * 2}
        height={sy - by + 3}
        rx="0.4"
      />
      <g className={styles.creases}>
        <line x1={STRIKER.x - 2.4} y1={sy - 1} x2={STRIKER.x + 2.4} y2={sy - 1} />
        <line x1={BOWLER.x - 2.4} y1={by + 1} x2={BOWLER.x + 2.4} y2={by + 1} />
      </g>
      <g className={styles.stumps}>
        <rect x={STRIKER.x - 0.6} y={sy - 0.3} width="1.2" height="0.6" />
        <rect x={BOWLER.x - 0.6} y={by - 0.3} width="1.2" height="0.6" />
      </g>
      {ball ? (
        <g>
          <line
            className={cx(styles.ballPath, tone)}
            x1={STRIKER.x}
            y1={sy}
            x2={cxOf(ball.x)}
            y2={cyOf(ball.y)}
          />
          <g
            className={styles.ball}
            style={{ transform: `translate(${cxOf(ball.x)}px, ${cyOf(ball.y)}px)` }}
          >
            <circle className={cx(styles.ballRing, tone)} r="3" />
            <circle className={styles.cricketBall} r="1.2" />
          </g>
        </g>
      ) : null}
    </svg>
  );
}
