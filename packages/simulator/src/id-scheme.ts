/**
 * The simulator's id scheme. Every id is a pure function of what it names, so a restarted
 * simulator (or another platform instance) gives the same ids, and ids never collide across
 * sports. All ids stay below 2^53 (JSON numbers, bigint columns).
 *
 * Event paths
 * - sport: the catalogue id (`SPORTS`, e.g. FOOT 240, ICEH 2100, CSGO 3001).
 * - country / category (level 2): sportId × 10 + n, n = 1…9 (football England 2401).
 * - league / tournament (level 3): countryId × 10 + n, n = 1…9 (Premier League 24011).
 *   Sport ids are 201…3102, so level-2 ids (2011…31029) and level-3 ids (20111…310299) never
 *   meet a sport id or each other (checked by a test over the whole tree).
 * Opponents (teams, players): leagueId × 100 + index in the league's list.
 *
 * Events (kick-off and competition decide; margins, speed and seed only change prices/scores)
 * - scheduled fixture:  day × 10 000 + competitionIndex × 100 + slot   (day = UTC days since
 *   1970; competitionIndex < 100; slot < 100): ~2.05e8 in 2026, always < 1e9.
 * - outright:           1e9 + seasonEndYear × 100 + competitionIndex     (~1.0002e9).
 * - rolling stream:     1e10 + (slot mod 1e8) × 100 + streamIndex        (1e10 … 2e10).
 *   A rolling slot counts kick-off spacings since ROLLING_ORIGIN on the compressed clock, so the
 *   slot number depends on SIM_SPEED: changing the speed starts a new series of events.
 * Markets: eventId × 1000 + key (key < 1000, given by the sport model: 1–99 pre-match,
 *   101–199 their in-running twins, 200–999 instance markets such as next goal n).
 * Outcomes: marketId × 100 + key (key < 100).
 * The largest outcome id is (2e10 × 1000 + 999) × 100 + 99 ≈ 2e15 < 2^53 ≈ 9.007e15.
 * Markets and outcomes do not fit in 2^31: a positional scheme over days needs more room than
 * 31 bits give, and the platform stores bigint ids (decision recorded).
 */

export const DAY_MS = 86_400_000;

export const MAX_COMPETITIONS = 100;
export const MAX_SLOTS_PER_DAY = 100;
export const MAX_MARKET_KEY = 1000;
export const MAX_OUTCOME_KEY = 100;

export const OUTRIGHT_EVENT_BASE = 1_000_000_000;
export const ROLLING_EVENT_BASE = 10_000_000_000;
/** Rolling slots wrap after this many kick-offs (at SIM_SPEED 3600 and 5-minute spacing: 96 days). */
export const ROLLING_SLOT_CYCLE = 100_000_000;
/** Rolling stream slots are counted from this instant (2025-01-01T00:00Z). */
export const ROLLING_ORIGIN_MS = Date.UTC(2025, 0, 1);

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`Simulator id out of range: ${what}`);
}

export function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

export function scheduledEventId(day: number, competitionIndex: number, slot: number): number {
  check(day >= 0 && day < 100_000, `day ${day}`);
  check(
    competitionIndex >= 0 && competitionIndex < MAX_COMPETITIONS,
    `competition ${competitionIndex}`,
  );
  check(slot >= 0 && slot < MAX_SLOTS_PER_DAY, `slot ${slot}`);
  return day * 10_000 + competitionIndex * 100 + slot;
}

export function outrightEventId(seasonEndYear: number, competitionIndex: number): number {
  check(seasonEndYear >= 1970 && seasonEndYear < 10_000, `season ${seasonEndYear}`);
  check(
    competitionIndex >= 0 && competitionIndex < MAX_COMPETITIONS,
    `competition ${competitionIndex}`,
  );
  return OUTRIGHT_EVENT_BASE + seasonEndYear * 100 + competitionIndex;
}

export function rollingEventId(streamIndex: number, slot: number): number {
  check(streamIndex >= 0 && streamIndex < 100, `stream ${streamIndex}`);
  const wrapped = ((slot % ROLLING_SLOT_CYCLE) + ROLLING_SLOT_CYCLE) % ROLLING_SLOT_CYCLE;
  return ROLLING_EVENT_BASE + wrapped * 100 + streamIndex;
}

export function marketIdOf(eventId: number, key: number): number {
  check(Number.isInteger(key) && key > 0 && key < MAX_MARKET_KEY, `market key ${key}`);
  return eventId * MAX_MARKET_KEY + key;
}

export function outcomeIdOf(marketId: number, key: number): number {
  check(Number.isInteger(key) && key > 0 && key < MAX_OUTCOME_KEY, `outcome key ${key}`);
  return marketId * MAX_OUTCOME_KEY + key;
}

export function countryPathId(sportId: number, n: number): number {
  check(n >= 1 && n <= 9, `country ${n}`);
  return sportId * 10 + n;
}

export function leaguePathId(countryId: number, n: number): number {
  check(n >= 1 && n <= 9, `league ${n}`);
  return countryId * 10 + n;
}

export function opponentIdOf(leagueId: number, index: number): number {
  check(index >= 0 && index < 100, `opponent ${index}`);
  return leagueId * 100 + index;
}
