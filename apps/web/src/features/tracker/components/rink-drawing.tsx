import type { TrackerIncident } from '@touchline/contract';
import { cx } from '../../../shared/ui/cx';
import { RINK_BLUE_LINE } from '../match-rules';
import styles from './match-tracker.module.css';

/**
 * An ice hockey rink from above (60 × 26 m, 5/3 units a metre): the home team's goal on the
 * left, the away team's on the right. Incident x runs from the home end boards (0) to the away
 * ones (100), y across the rink.
 */
const M = 100 / 60;
const W = 100;
const H = 26 * M;
const MID_Y = H / 2;
const CORNER = 8.5 * M;
const GOAL_LINE = 4 * M;
const BLUE_LINE = (RINK_BLUE_LINE / 100) * W;
const CIRCLE = 4.5 * M;
/** End-zone faceoff circles: 6 m out from the goal line, 7 m either side of the middle. */
const FACEOFF_X = GOAL_LINE + 6 * M;
const FACEOFF_DY = 7 * M;
const CREASE = 1.8 * M;
const GOAL_WIDTH = 1.83 * M;
const GOAL_DEPTH = 1.12 * M;

/** The outline of the part of the rink from the end boards at `end` to x = `to`. */
function endZonePath(end: 'left' | 'right', to: number): string {
  const r = CORNER;
  return end === 'left'
    ? `M ${to} 0 H ${r} A ${r} ${r} 0 0 0 0 ${r} V ${H - r} A ${r} ${r} 0 0 0 ${r} ${H} H ${to} Z`
    : `M ${to} 0 H ${W - r} A ${r} ${r} 0 0 1 ${W} ${r} V ${H - r} A ${r} ${r} 0 0 1 ${W - r} ${H} H ${to} Z`;
}

/** The zone (between the boards and the blue lines) the puck is in. */
function zoneShape(x: number): { kind: 'end'; path: string } | { kind: 'neutral' } {
  const bx = (x / 100) * W;
  if (bx < BLUE_LINE) return { kind: 'end', path: endZonePath('left', BLUE_LINE) };
  if (bx > W - BLUE_LINE) return { kind: 'end', path: endZonePath('right', W - BLUE_LINE) };
  return { kind: 'neutral' };
}

function Goal({ end }: { readonly end: 'left' | 'right' }) {
  const lineX = end === 'left' ? GOAL_LINE : W - GOAL_LINE;
  const sweep = end === 'left' ? 1 : 0;
  const netX = end === 'left' ? lineX - GOAL_DEPTH : lineX;
  return (
    <g>
      <path
        className={styles.crease}
        d={`M ${lineX} ${MID_Y - CREASE} A ${CREASE} ${CREASE} 0 0 ${sweep} ${lineX} ${MID_Y + CREASE} Z`}
      />
      <rect
        className={styles.goalNet}
        x={netX}
        y={MID_Y - GOAL_WIDTH / 2}
        width={GOAL_DEPTH}
        height={GOAL_WIDTH}
        rx="0.4"
      />
    </g>
  );
}

function RinkLines() {
  const faceoffs = [FACEOFF_X, W - FACEOFF_X].flatMap((x) => [
    { x, y: MID_Y - FACEOFF_DY },
    { x, y: MID_Y + FACEOFF_DY },
  ]);
  const neutralSpots = [BLUE_LINE + 1.5 * M, W - BLUE_LINE - 1.5 * M].flatMap((x) => [
    { x, y: MID_Y - FACEOFF_DY },
    { x, y: MID_Y + FACEOFF_DY },
  ]);
  return (
    <g>
      <line className={styles.rinkRedLine} x1={W / 2} y1="0" x2={W / 2} y2={H} />
      <line className={styles.rinkBlueLine} x1={BLUE_LINE} y1="0" x2={BLUE_LINE} y2={H} />
      <line className={styles.rinkBlueLine} x1={W - BLUE_LINE} y1="0" x2={W - BLUE_LINE} y2={H} />
      <g className={styles.rinkMarks}>
        <line x1={GOAL_LINE} y1={goalLineInset()} x2={GOAL_LINE} y2={H - goalLineInset()} />
        <line x1={W - GOAL_LINE} y1={goalLineInset()} x2={W - GOAL_LINE} y2={H - goalLineInset()} />
        <circle cx={W / 2} cy={MID_Y} r={CIRCLE} />
        {faceoffs.map((f) => (
          <circle key={`${f.x}-${f.y}`} cx={f.x} cy={f.y} r={CIRCLE} />
        ))}
      </g>
      <g className={styles.rinkSpots}>
        <circle cx={W / 2} cy={MID_Y} r="0.6" />
        {[...faceoffs, ...neutralSpots].map((f) => (
          <circle key={`${f.x}-${f.y}`} cx={f.x} cy={f.y} r="0.6" />
        ))}
      </g>
      <Goal end="left" />
      <Goal end="right" />
    </g>
  );
}

/** Where the goal line meets the rounded boards (it runs from board to board). */
function goalLineInset(): number {
  const dx = CORNER - GOAL_LINE;
  return CORNER - Math.sqrt(CORNER * CORNER - dx * dx);
}

/**
 * The rink with the puck where the latest incident put it, and the zone it is in (the
 * defending, neutral or attacking zone between the boards and the blue lines) shaded in the
 * colour of the side it belongs to. `label` is the drawing's text alternative (role img).
 */
export function RinkDrawing({
  latest,
  label,
}: {
  readonly latest: TrackerIncident | null;
  readonly label: string;
}) {
  const px = ((latest?.x ?? 50) / 100) * W;
  const py = ((latest?.y ?? 50) / 100) * H;
  const side = latest?.side ?? null;
  const inPlay = latest !== null && latest.kind !== 'period_start' && latest.kind !== 'period_end';
  const zone = latest ? zoneShape(latest.x) : null;
  const sideClass = side === 'home' ? styles.home : side === 'away' ? styles.away : null;
  return (
    <svg
      className={styles.drawing}
      viewBox={`-1 -1 ${W + 2} ${H + 2}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect className={styles.ice} x="0" y="0" width={W} height={H} rx={CORNER} />
      {side !== null && inPlay && zone ? (
        zone.kind === 'end' ? (
          <path className={cx(styles.attackHalf, sideClass)} d={zone.path} />
        ) : (
          <rect
            className={cx(styles.attackHalf, sideClass)}
            x={BLUE_LINE}
            y="0"
            width={W - 2 * BLUE_LINE}
            height={H}
          />
        )
      ) : null}
      <RinkLines />
      <rect className={styles.boards} x="0" y="0" width={W} height={H} rx={CORNER} />
      {latest ? (
        <g className={styles.ball} style={{ transform: `translate(${px}px, ${py}px)` }}>
          <circle className={cx(styles.ballRing, sideClass)} r="3.2" />
          <circle className={styles.puck} r="1.3" />
        </g>
      ) : null}
    </svg>
  );
}
