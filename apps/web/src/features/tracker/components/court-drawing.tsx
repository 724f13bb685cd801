import type { TennisState, TrackerIncident } from '@touchline/contract';
import { cx } from '../../../shared/ui/cx';
import { pointWinner, serveCourt, type Side } from '../tennis-rules';
import styles from './tennis-tracker.module.css';

/**
 * A tennis court from above (23.77 × 10.97 m, drawn at 4 units a metre with run-off around it):
 * the home player's half on the left, the away player's on the right. Incident x runs from the
 * home baseline (0) to the away one (100), y across the doubles court.
 */
const SCALE = 4;
const LENGTH = 23.77 * SCALE;
const WIDTH = 10.97 * SCALE;
const RUN_BACK = 14;
const RUN_SIDE = 5;
const W = LENGTH + 2 * RUN_BACK;
const H = WIDTH + 2 * RUN_SIDE;
const X0 = RUN_BACK;
const Y0 = RUN_SIDE;
const NET_X = X0 + LENGTH / 2;
const ALLEY = 1.37 * SCALE;
const SERVICE = 6.4 * SCALE;

const cxOf = (x: number) => X0 + (x / 100) * LENGTH;
const cyOf = (y: number) => Y0 + (y / 100) * WIDTH;

function CourtLines() {
  const centreY = Y0 + WIDTH / 2;
  return (
    <g className={styles.lines}>
      <rect x={X0} y={Y0} width={LENGTH} height={WIDTH} />
      <line x1={X0} y1={Y0 + ALLEY} x2={X0 + LENGTH} y2={Y0 + ALLEY} />
      <line x1={X0} y1={Y0 + WIDTH - ALLEY} x2={X0 + LENGTH} y2={Y0 + WIDTH - ALLEY} />
      <line x1={NET_X - SERVICE} y1={Y0 + ALLEY} x2={NET_X - SERVICE} y2={Y0 + WIDTH - ALLEY} />
      <line x1={NET_X + SERVICE} y1={Y0 + ALLEY} x2={NET_X + SERVICE} y2={Y0 + WIDTH - ALLEY} />
      <line x1={NET_X - SERVICE} y1={centreY} x2={NET_X + SERVICE} y2={centreY} />
      <line x1={X0} y1={centreY} x2={X0 + 1.2} y2={centreY} />
      <line x1={X0 + LENGTH - 1.2} y1={centreY} x2={X0 + LENGTH} y2={centreY} />
    </g>
  );
}

/**
 * Where the server stands (behind the baseline, right of the centre mark from the deuce court,
 * left from the ad court) and the service box the serve goes into, diagonally across.
 */
function servePositions(server: Side, court: 'deuce' | 'ad') {
  // A player facing the net: the home player faces +x, so its right is +y; the away player's is −y.
  const rightIsLow = server === 'away';
  const serverLow = court === 'deuce' ? rightIsLow : !rightIsLow;
  const serverY = serverLow ? Y0 + WIDTH * 0.3 : Y0 + WIDTH * 0.7;
  const receiverY = serverLow ? Y0 + WIDTH * 0.7 : Y0 + WIDTH * 0.3;
  const homeX = X0 - 4;
  const awayX = X0 + LENGTH + 4;
  const box = {
    x: server === 'home' ? NET_X : NET_X - SERVICE,
    y: serverLow ? Y0 + WIDTH / 2 : Y0 + ALLEY,
    w: SERVICE,
    h: WIDTH / 2 - ALLEY,
  };
  return {
    server: { x: server === 'home' ? homeX : awayX, y: serverY },
    receiver: { x: server === 'home' ? awayX : homeX, y: receiverY },
    box,
  };
}

/**
 * The court with the serving player and where the serve goes (none once the match is over), and
 * where the last point's ball landed and whose point it was (that player's half lit). `label`
 * is its text alternative.
 */
export function CourtDrawing({
  state,
  point,
  label,
}: {
  readonly state: TennisState | null;
  /** The last point played, if any. */
  readonly point: TrackerIncident | null;
  readonly label: string;
}) {
  const winner = point ? pointWinner(point) : null;
  const serve = state ? servePositions(state.server, serveCourt(state)) : null;
  const receiverSide: Side | null = state ? (state.server === 'home' ? 'away' : 'home') : null;
  return (
    <svg
      className={styles.court}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect className={styles.runOff} x="0" y="0" width={W} height={H} rx="2" />
      <rect className={styles.surface} x={X0} y={Y0} width={LENGTH} height={WIDTH} />
      {winner ? (
        <rect
          className={cx(styles.wonHalf, winner === 'home' ? styles.home : styles.away)}
          x={winner === 'home' ? X0 : NET_X}
          y={Y0}
          width={LENGTH / 2}
          height={WIDTH}
        />
      ) : null}
      {serve ? (
        <rect
          className={styles.targetBox}
          x={serve.box.x}
          y={serve.box.y}
          width={serve.box.w}
          height={serve.box.h}
        />
      ) : null}
      <CourtLines />
      <line className={styles.net} x1={NET_X} y1={Y0 - 2} x2={NET_X} y2={Y0 + WIDTH + 2} />
      {serve && state && receiverSide ? (
        <>
          <g className={cx(styles.player, receiverSide === 'home' ? styles.home : styles.away)}>
            <circle cx={serve.receiver.x} cy={serve.receiver.y} r="2.6" />
          </g>
          <g className={cx(styles.player, state.server === 'home' ? styles.home : styles.away)}>
            <circle cx={serve.server.x} cy={serve.server.y} r="2.6" />
          </g>
          <circle
            className={styles.serveBall}
            cx={serve.server.x + (state.server === 'home' ? 3.4 : -3.4)}
            cy={serve.server.y - 2.4}
            r="1.3"
          />
        </>
      ) : null}
      {point ? (
        <g
          className={styles.landing}
          style={{ transform: `translate(${cxOf(point.x)}px, ${cyOf(point.y)}px)` }}
        >
          <circle className={styles.landingRing} r="3.4" />
          <circle className={styles.landingCore} r="1.2" />
        </g>
      ) : null}
    </svg>
  );
}
