import { PERIOD_TYPE_IDS, periodIdInfo, type PeriodKind } from '@touchline/betting';
import type { Period } from '@touchline/contract';

/**
 * The §3 Market `period` object of a period id. The spec's ids (betting-domain §9: football
 * 100/200 full time, 102/202 first half; basketball 168/268, 171/271; tennis 109/209, 110/210)
 * come from packages/betting `periodIdInfo`. Any other id follows the same numbering (decision
 * recorded): 100–199 pre-match, 200–299 the in-running twin (id + 100), and is described as a
 * plain period; ids outside both ranges are pre-match.
 */

interface PeriodText {
  readonly abbreviation: string;
  readonly fullAbbreviation: string;
  readonly description: string;
  /** spec betting-domain §9 market sorting: the period is the second sort key. */
  readonly sequence: number;
}

const KIND_TEXT: Record<PeriodKind, PeriodText> = {
  fullTime: { abbreviation: 'FT', fullAbbreviation: 'FT', description: 'Full Time', sequence: 1 },
  match: { abbreviation: 'MATCH', fullAbbreviation: 'M', description: 'Match', sequence: 1 },
  firstHalf: {
    abbreviation: 'HALF',
    fullAbbreviation: '1H',
    description: '1st Half',
    sequence: 2,
  },
  quarter: { abbreviation: 'QTR', fullAbbreviation: 'Q', description: 'Quarter', sequence: 2 },
  set: { abbreviation: 'SETS', fullAbbreviation: 'S', description: 'Set', sequence: 2 },
};

const OTHER: PeriodText = {
  abbreviation: 'PERIOD',
  fullAbbreviation: 'P',
  description: 'Period',
  sequence: 3,
};

/** Whether a period id is an in-running period (spec §9 ids, then the 2xx rule). */
export function isInRunningPeriod(periodId: number): boolean {
  const info = periodIdInfo(periodId);
  if (info) return info.inRunning;
  return periodId >= 200 && periodId < 300;
}

/** The period type id of a period id: 1 pre-match, 2 in running (PERIOD_TYPE_IDS). */
export function periodTypeIdOf(periodId: number): number {
  return isInRunningPeriod(periodId) ? PERIOD_TYPE_IDS.IN_RUNNING : PERIOD_TYPE_IDS.PRE_MATCH;
}

const cache = new Map<number, Period>();

/** The period object for a market's period id (one shared, frozen object per id). */
export function periodObject(periodId: number): Period {
  const cached = cache.get(periodId);
  if (cached) return cached;
  const info = periodIdInfo(periodId);
  const text = info ? KIND_TEXT[info.kind] : OTHER;
  const inRunning = isInRunningPeriod(periodId);
  const typeId = periodTypeIdOf(periodId);
  const period: Period = Object.freeze({
    id: periodId,
    abbreviation: text.abbreviation,
    fullAbbreviation: text.fullAbbreviation,
    description: text.description,
    sequence: text.sequence,
    fullDescription: inRunning ? `${text.description} (Live)` : text.description,
    periodTypeId: typeId,
    periodType: Object.freeze({ id: typeId, inRunning }),
  });
  cache.set(periodId, period);
  return period;
}
