import { isCricketSport, liveSportView } from '@touchline/betting';
import type { LiveEvent } from '@touchline/contract';

/**
 * spec betting-domain §2 sport view families: default (FOOT, BASK, AMFB, BASE, KABA, HAND, DART),
 * secondary (tennis, table tennis, volleyball and the rest), golf, and the cricket group (CRIC,
 * VICR, ECRI), which has its own scoreboard.
 */
export type SportFamily = 'default' | 'secondary' | 'golf' | 'cricket';

export function sportFamily(sportCode: string): SportFamily {
  return isCricketSport(sportCode) ? 'cricket' : liveSportView(sportCode);
}

export interface PeriodScoreLine {
  /** The period's number: set 1, map 2 … */
  readonly instance: number;
  readonly home: number;
  readonly away: number;
}

/**
 * The per-period scores of a secondary-view sport (games per set, points per set, rounds per
 * map): the numbered periods (instance ≥ 1) of the period key with most of them, in order.
 */
export function periodScores(
  event: Pick<LiveEvent, 'scoresPerPeriod' | 'opponents'>,
): PeriodScoreLine[] {
  const home = event.opponents.find((o) => o.position === 'HOME')?.id;
  const away = event.opponents.find((o) => o.position === 'AWAY')?.id;
  const numbered = event.scoresPerPeriod.filter((s) => s.periodInstance >= 1);
  const counts = new Map<string, number>();
  for (const s of numbered) counts.set(s.periodKey, (counts.get(s.periodKey) ?? 0) + 1);
  const key = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const lines = new Map<number, { home: number; away: number }>();
  for (const s of numbered) {
    if (s.periodKey !== key) continue;
    const line = lines.get(s.periodInstance) ?? { home: 0, away: 0 };
    if (s.opponentId === home) line.home = s.score;
    else if (s.opponentId === away) line.away = s.score;
    lines.set(s.periodInstance, line);
  }
  return [...lines].sort((a, b) => a[0] - b[0]).map(([instance, line]) => ({ instance, ...line }));
}

/** The cricket group's last balls (spec betting-domain §3 cricketOutcomes), oldest first. */
export function recentBalls(
  event: Pick<LiveEvent, 'cricketOutcomes'>,
  count = 6,
): LiveEvent['cricketOutcomes'] {
  return [...event.cricketOutcomes]
    .sort((a, b) => a.over - b.over || a.ball - b.ball)
    .slice(-count);
}
