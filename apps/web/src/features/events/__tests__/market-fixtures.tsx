import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Event, LiveEvent, Market, Outcome } from '@touchline/contract';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  initialSettingsPanelState,
  initialSettingsValues,
  type PlayerLayout,
  type PlayerOddsType,
  type SettingsSortBy,
} from '@touchline/site';
import { useSettingsStore } from '../../../shared/preferences';
import { SiteProvider } from '../../../shared/site/site-context';
import { makeFootballEvent, makeOutcome } from '../../../shared/testing/fixtures';
import { testSite } from '../../../shared/testing/test-site';
import type { OutcomeSlot } from '../components/event-list';

/** The player's saved settings, as the settings panel leaves them after Save. */
export function chooseSettings(
  values: {
    readonly layout?: PlayerLayout;
    readonly oddsType?: PlayerOddsType;
    readonly sortBy?: SettingsSortBy;
  } = {},
): void {
  const saved = { ...initialSettingsValues, ...values };
  useSettingsStore.setState({ state: { ...initialSettingsPanelState, saved, draft: saved } });
}

/**
 * The list's price as a caller renders it: a button named by the selection and its decimal, as
 * disabled as the slot says. (The app's price is the betslip's button, tested with these tables
 * in src/__tests__/market-tables.test.tsx; a feature cannot import another.)
 */
export function renderSlot({ outcome, disabled }: OutcomeSlot) {
  return (
    <button type="button" disabled={disabled}>
      {outcome.description} {outcome.consolidatedPrice.currentPrice.decimal.toFixed(2)}
    </button>
  );
}

const FULL_TIME: Market['period'] = {
  id: 100,
  abbreviation: null,
  fullAbbreviation: 'FT',
  description: 'Full Time',
  sequence: 1,
  fullDescription: 'Full Time',
  periodTypeId: 1,
  periodType: { id: 1, inRunning: false },
};

export const FIRST_HALF: Market['period'] = {
  id: 102,
  abbreviation: 'HALF',
  fullAbbreviation: '1H',
  description: '1st Half',
  sequence: 2,
  fullDescription: '1st Half',
  periodTypeId: 1,
  periodType: { id: 1, inRunning: false },
};

function priced(outcome: Outcome, spread: number | null, opponentId: number | null): Outcome {
  return {
    ...outcome,
    opponentId,
    consolidatedPrice: {
      currentPrice: { ...outcome.consolidatedPrice.currentPrice, spread },
    },
  };
}

export function makeMarket(
  event: Event,
  spec: {
    readonly id: number;
    readonly marketTypeId: number;
    readonly description: string;
    readonly style: string;
    readonly ordinalPosition: number;
    readonly outcomes: readonly Outcome[];
    readonly period?: Market['period'];
    readonly status?: Market['status'];
    readonly instance?: number | null;
    readonly playerName?: string | null;
  },
): Market {
  return {
    id: spec.id,
    eventId: event.id,
    feedId: `SIM-M-${String(spec.id)}`,
    marketTypeId: spec.marketTypeId,
    description: spec.description,
    status: spec.status ?? 'open',
    period: spec.period ?? FULL_TIME,
    marketTypeInfo: { ordinalPosition: spec.ordinalPosition, style: spec.style },
    instance: spec.instance ?? null,
    opponentId: null,
    periodId: (spec.period ?? FULL_TIME).id,
    cutoffTime: null,
    playerName: spec.playerName ?? null,
    teamName: null,
    outcomes: [...spec.outcomes],
  };
}

/** An Asian handicap line: home at `line`, away at −line. */
export function handicap(event: Event, id: number, line: number, prices: [number, number]) {
  const [home, away] = event.opponents;
  const sign = (v: number) => (v > 0 ? `+${String(v)}` : String(v));
  return makeMarket(event, {
    id,
    marketTypeId: 3,
    description: `Asian Handicap ${sign(line)}`,
    style: 'HANDICAP',
    ordinalPosition: 3,
    outcomes: [
      priced(
        makeOutcome(id * 10 + 1, `${home?.description ?? ''} ${sign(line)}`, prices[0], 1),
        line,
        home?.id ?? null,
      ),
      priced(
        makeOutcome(id * 10 + 2, `${away?.description ?? ''} ${sign(-line)}`, prices[1], 2),
        -line,
        away?.id ?? null,
      ),
    ],
  });
}

/** A total goals line: over then under. */
export function total(event: Event, id: number, line: number, prices: [number, number]) {
  return makeMarket(event, {
    id,
    marketTypeId: 2,
    description: `Total Goals Over/Under ${String(line)}`,
    style: 'OVER_UNDER',
    ordinalPosition: 2,
    outcomes: [
      priced(makeOutcome(id * 10 + 1, `Over ${String(line)}`, prices[0], 1), line, null),
      priced(makeOutcome(id * 10 + 2, `Under ${String(line)}`, prices[1], 2), line, null),
    ],
  });
}

/**
 * A football event as the simulator prices one: Match Result, three total lines (2.5 the most
 * balanced), three handicap lines (-0.5 the most balanced) and a 1st-half result.
 */
export function footballWithLines(
  spec: Parameters<typeof makeFootballEvent>[0],
  overrides: { readonly status?: Market['status'] } = {},
): Event {
  const base = makeFootballEvent(spec);
  const id = spec.id;
  const [home, away] = [spec.home, spec.away];
  const firstHalf = makeMarket(base, {
    id: id * 100 + 50,
    marketTypeId: 1,
    description: '1st Half Result',
    style: 'WIN_DRAW_WIN',
    ordinalPosition: 1,
    period: FIRST_HALF,
    outcomes: [
      makeOutcome(id * 1000 + 501, home, 2.9, 1),
      makeOutcome(id * 1000 + 502, 'Draw', 2.1, 2),
      makeOutcome(id * 1000 + 503, away, 3.8, 3),
    ],
  });
  const markets = [
    ...base.markets,
    total(base, id * 100 + 1, 1.5, [1.3, 3.4]),
    total(base, id * 100 + 2, 2.5, [1.95, 1.85]),
    total(base, id * 100 + 3, 3.5, [3.1, 1.36]),
    handicap(base, id * 100 + 11, -1.5, [3.2, 1.33]),
    handicap(base, id * 100 + 12, -0.5, [2.02, 1.82]),
    handicap(base, id * 100 + 13, 0.5, [1.4, 2.9]),
    firstHalf,
  ].map((m) => ({ ...m, status: overrides.status ?? m.status }));
  return { ...base, markets, marketCount: markets.length };
}

/** The live fields of an event, for the live list and the event page. */
export function asLive(event: Event, overrides: Partial<LiveEvent> = {}): LiveEvent {
  return {
    ...event,
    eventType: 'GAMEEVENT',
    isOutright: false,
    sportGroup: 'REGULAR',
    clock: null,
    isFinished: false,
    scores: [],
    sets: null,
    scoresPerPeriod: [],
    match: { status: 'NOT_STARTED', wentLiveAt: null, finishedAt: null },
    cricketOutcomes: [],
    liveOpenMarketCount: event.markets.length,
    currentPeriod: null,
    currentPeriodAbbreviation: null,
    currentPeriodNumber: null,
    ...overrides,
  };
}

/** The same event with one outcome re-priced (as the live client writes a price change). */
export function repriced(event: Event, outcomeId: number, decimal: number): Event {
  return {
    ...event,
    markets: event.markets.map((m) => ({
      ...m,
      outcomes: m.outcomes.map((o) =>
        o.id === outcomeId
          ? {
              ...o,
              consolidatedPrice: {
                currentPrice: {
                  ...o.consolidatedPrice.currentPrice,
                  id: o.consolidatedPrice.currentPrice.id + 1,
                  decimal,
                },
              },
            }
          : o,
      ),
    })),
  };
}

/**
 * Renders like renderWithClient, with the providers as a wrapper so `rerender` keeps them (a
 * live update re-renders the same list with new events).
 */
export function renderWithSite(ui: ReactElement) {
  const queryClient = new QueryClient();
  const site = testSite();
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <SiteProvider site={site}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </SiteProvider>
  );
  return render(ui, { wrapper });
}
