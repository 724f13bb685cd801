import type { TrackerIncident } from '@touchline/contract';
import { cx } from '../../../shared/ui/cx';
import type { FieldPitch } from '../match-rules';
import styles from './match-tracker.module.css';

/** The pitches drawn here (the ice hockey rink has its own drawing: rink-drawing.tsx). */
type BallPitch = Exclude<FieldPitch, 'icehockey'>;

/** The drawing's size in its own units: a 105 × 68 m pitch, a 28 × 15 m court (scaled). */
const SIZE: Readonly<Record<BallPitch, { readonly w: number; readonly h: number }>> = {
  football: { w: 105, h: 68 },
  basketball: { w: 100, h: 54 },
};

function FootballLines() {
  const { w, h } = SIZE.football;
  const boxTop = (h - 40.3) / 2;
  const goalAreaTop = (h - 18.3) / 2;
  return (
    <g className={styles.lines}>
      <rect x="0.5" y="0.5" width={w - 1} height={h - 1} />
      <line x1={w / 2} y1="0.5" x2={w / 2} y2={h - 0.5} />
      <circle cx={w / 2} cy={h / 2} r="9.15" />
      <rect x="0.5" y={boxTop} width="16" height="40.3" />
      <rect x={w - 16.5} y={boxTop} width="16" height="40.3" />
      <rect x="0.5" y={goalAreaTop} width="5" height="18.3" />
      <rect x={w - 5.5} y={goalAreaTop} width="5" height="18.3" />
      <circle className={styles.spot} cx="11" cy={h / 2} r="0.5" />
      <circle className={styles.spot} cx={w - 11} cy={h / 2} r="0.5" />
    </g>
  );
}

function BasketballLines() {
  const { w, h } = SIZE.basketball;
  const keyTop = h / 2 - 8.7;
  return (
    <g className={styles.lines}>
      <rect x="0.5" y="0.5" width={w - 1} height={h - 1} />
      <line x1={w / 2} y1="0.5" x2={w / 2} y2={h - 0.5} />
      <circle cx={w / 2} cy={h / 2} r="6.5" />
      <rect x="0.5" y={keyTop} width="20.5" height="17.4" />
      <rect x={w - 21} y={keyTop} width="20.5" height="17.4" />
      <path d={`M 0.5 3.5 H 10 A 25 25 0 0 1 10 ${h - 3.5} H 0.5`} />
      <path d={`M ${w - 0.5} 3.5 H ${w - 10} A 25 25 0 0 0 ${w - 10} ${h - 3.5} H ${w - 0.5}`} />
      <circle className={styles.spot} cx="5.6" cy={h / 2} r="1.4" />
      <circle className={styles.spot} cx={w - 5.6} cy={h / 2} r="1.4" />
    </g>
  );
}

/**
 * The pitch or court with the ball where the latest incident put it, and the half its side
 * attacks shaded. `label` is the drawing's text alternative (role img).
 */
export function PitchDrawing({
  pitch,
  latest,
  label,
}: {
  readonly pitch: BallPitch;
  readonly latest: TrackerIncident | null;
  readonly label: string;
}) {
  const { w, h } = SIZE[pitch];
  const bx = ((latest?.x ?? 50) / 100) * w;
  const by = ((latest?.y ?? 50) / 100) * h;
  const side = latest?.side ?? null;
  const pressing =
    latest !== null && latest.kind !== 'period_start' && latest.kind !== 'period_end';
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect className={styles.surface} x="0" y="0" width={w} height={h} rx="1.5" />
      {side !== null && pressing ? (
        <rect
          className={cx(styles.attackHalf, side === 'home' ? styles.home : styles.away)}
          x={side === 'home' ? w / 2 : 0}
          y="0.5"
          width={w / 2 - 0.5}
          height={h - 1}
        />
      ) : null}
      {pitch === 'football' ? <FootballLines /> : <BasketballLines />}
      {latest ? (
        <g className={styles.ball} style={{ transform: `translate(${bx}px, ${by}px)` }}>
          <circle
            className={cx(
              styles.ballRing,
              side === 'home' ? styles.home : side === 'away' ? styles.away : null,
            )}
            r="3.2"
          />
          <circle className={styles.ballCore} r="1.5" />
        </g>
      ) : null}
    </svg>
  );
}
