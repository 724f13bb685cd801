import type { BaseballState, TrackerIncident } from '@touchline/contract';
import { cx } from '../../../shared/ui/cx';
import styles from './match-tracker.module.css';

/**
 * A baseball field from above, home plate at the bottom: the fair territory between the foul
 * lines up to the fence, the infield dirt, the mound and the four bases, each base lit when a
 * runner is on it. Incident x and y are the simulator's (home plate at 50, 88; the fence 70
 * from it), drawn as they are.
 */
const W = 100;
const H = 92;
const HOME = { x: 50, y: 88 };
const FENCE = 70;
/** Base to base on the drawing (larger than to scale, so the runners can be seen). */
const BASE_PATH = 22;
const DIAGONAL = BASE_PATH * Math.SQRT1_2;
const BASES = {
  first: { x: HOME.x + DIAGONAL, y: HOME.y - DIAGONAL },
  second: { x: HOME.x, y: HOME.y - 2 * DIAGONAL },
  third: { x: HOME.x - DIAGONAL, y: HOME.y - DIAGONAL },
} as const;
const CORNER = FENCE * Math.SQRT1_2;

/**
 * The field with the runners on base and the last plate appearance's ball (its path from the
 * plate to where it went; a home run over the fence in the theme's primary colour), or none
 * before the first. `label` is the drawing's text alternative (role img).
 */
export function BaseballDiamondDrawing({
  state,
  play,
  label,
}: {
  readonly state: BaseballState | null;
  readonly play: TrackerIncident | null;
  readonly label: string;
}) {
  const inPlay = play && (play.x !== HOME.x || play.y !== HOME.y);
  const tone = play?.kind === 'home_run' ? styles.ballBoundary : null;
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <path
        className={styles.outfield}
        d={`M ${HOME.x} ${HOME.y} L ${HOME.x - CORNER} ${HOME.y - CORNER} A ${FENCE} ${FENCE} 0 0 1 ${HOME.x + CORNER} ${HOME.y - CORNER} Z`}
      />
      <path
        className={styles.rope}
        d={`M ${HOME.x - CORNER} ${HOME.y - CORNER} A ${FENCE} ${FENCE} 0 0 1 ${HOME.x + CORNER} ${HOME.y - CORNER}`}
      />
      <polygon
        className={styles.infield}
        points={[
          `${HOME.x},${HOME.y + 2}`,
          `${BASES.first.x + 4},${BASES.first.y}`,
          `${BASES.second.x},${BASES.second.y - 4}`,
          `${BASES.third.x - 4},${BASES.third.y}`,
        ].join(' ')}
      />
      <g className={styles.creases}>
        <line x1={HOME.x} y1={HOME.y} x2={HOME.x - CORNER} y2={HOME.y - CORNER} />
        <line x1={HOME.x} y1={HOME.y} x2={HOME.x + CORNER} y2={HOME.y - CORNER} />
      </g>
      <circle className={styles.mound} cx={HOME.x} cy={HOME.y - DIAGONAL} r="2.2" />
      {(['first', 'second', 'third'] as const).map((base) => (
        <rect
          key={base}
          className={cx(styles.base, state?.bases[base] && styles.baseOn)}
          x={BASES[base].x - 2}
          y={BASES[base].y - 2}
          width="4"
          height="4"
          transform={`rotate(45 ${BASES[base].x} ${BASES[base].y})`}
        />
      ))}
      <polygon
        className={styles.base}
        points={`${HOME.x - 1.8},${HOME.y - 1.6} ${HOME.x + 1.8},${HOME.y - 1.6} ${HOME.x + 1.8},${HOME.y} ${HOME.x},${HOME.y + 1.6} ${HOME.x - 1.8},${HOME.y}`}
      />
      {play && inPlay ? (
        <g>
          <line
            className={cx(styles.ballPath, tone)}
            x1={HOME.x}
            y1={HOME.y}
            x2={play.x}
            y2={play.y}
          />
          <g className={styles.ball} style={{ transform: `translate(${play.x}px, ${play.y}px)` }}>
            <circle className={cx(styles.ballRing, tone)} r="3" />
            <circle className={styles.baseball} r="1.2" />
          </g>
        </g>
      ) : null}
    </svg>
  );
}
