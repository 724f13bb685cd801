import { PERIOD_TYPE_IDS, periodIdInfo } from '@touchline/betting';
import type { Period } from '@touchline/contract';
import { simPeriodInfo, type PeriodDefinition } from '@touchline/simulator';

/**
 * The §3 Market `period` object of a period id. The provider publishes its period table (the
 * simulator's `SIM_PERIODS`: the spec's ids of betting-domain §9 — football 100/200, 102/202;
 * basketball 168/268, 171/271; tennis 109/209, 110/210 — and its own ids for the other sports,
 * in-running = pre-match + 100). Each period carries a §3 abbreviation (a volleyball set is
 * SETS, an e-sports map MAP, a hockey regulation time none: it is the whole match); whole-match
 * periods have none, since the §3 list holds none for them (docs/decisions.md "Simulator").
 */

/** An id the provider never announced (not expected): a neutral, finest-sorting period. */
function unknownPeriod(periodId: number): PeriodDefinition {
  return {
    abbreviation: null,
    fullAbbreviation: 'P',
    description: `Period ${periodId}`,
    sequence: 9,
  };
}

/** Whether a period id is an in-running period: spec §9 ids, the provider's table, then 2xx. */
export function isInRunningPeriod(periodId: number): boolean {
  const spec = periodIdInfo(periodId);
  if (spec) return spec.inRunning;
  const provider = simPeriodInfo(periodId);
  if (provider) return provider.inRunning;
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
  const text = simPeriodInfo(periodId) ?? unknownPeriod(periodId);
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
