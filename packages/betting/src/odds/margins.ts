import { err, ok, type Result } from '../assert';

/**
 * Margins and the odds ladder: spec shell §5 and §7 ("Odds-ladder use"), betting-domain §5 and
 * §9 ("Odds ladder rule"). The platform serves the ladder and the margins from
 * `/xapi/rest/oddsLadderAndMargins/{version}`; the web converts feed prices with them.
 */

// ---------------------------------------------------------------------------------------------
// Margin configuration string
// ---------------------------------------------------------------------------------------------

export type MarginConfig = ReadonlyMap<string, readonly string[]>;

export interface MarginConfigError {
  readonly code: 'invalid-margin-config';
  readonly message: string;
  /** The offending group (or the whole text when it is empty). */
  readonly group: string;
}

function marginConfigError(message: string, group: string): Result<never, MarginConfigError> {
  return err({ code: 'invalid-margin-config', message, group });
}

/**
 * spec betting-domain §5 / shell §5: a margin configuration string is groups of
 * `name=value,value` separated by `|`, e.g. `PPB=0.05,0.03|POWER_ODDS=0.1`. Names and values are
 * trimmed. Anything else (an empty text or group, a group without exactly one `=`, an empty name
 * or value, a name given twice) is an error value the caller logs.
 */
export function parseMarginConfig(text: string): Result<MarginConfig, MarginConfigError> {
  if (text.trim() === '') return marginConfigError('Margin config is empty', text);
  const config = new Map<string, readonly string[]>();
  for (const rawGroup of text.split('|')) {
    const parts = rawGroup.split('=');
    if (parts.length !== 2) {
      return marginConfigError('A margin config group must be name=value,value', rawGroup);
    }
    const name = (parts[0] ?? '').trim();
    const values = (parts[1] ?? '').split(',').map((value) => value.trim());
    if (name === '') return marginConfigError('A margin config group has no name', rawGroup);
    if (values.some((value) => value === '')) {
      return marginConfigError('A margin config group has an empty value', rawGroup);
    }
    if (config.has(name)) return marginConfigError(`Margin config repeats ${name}`, rawGroup);
    config.set(name, values);
  }
  return ok(config);
}

/** Writes a config back in the spec's form (inverse of `parseMarginConfig`). */
export function formatMarginConfig(config: MarginConfig): string {
  return [...config].map(([name, values]) => `${name}=${values.join(',')}`).join('|');
}

// ---------------------------------------------------------------------------------------------
// Margin entries and derived margins
// ---------------------------------------------------------------------------------------------

/** spec betting-domain §3 margins entry: brandMarginType PPB or POWER_ODDS. */
export const BRAND_MARGIN_TYPES = ['PPB', 'POWER_ODDS'] as const;
export type BrandMarginType = (typeof BRAND_MARGIN_TYPES)[number];

/**
 * spec betting-domain §3 / shell §7 margins entry. `margin` is a fraction (0.05 = 5 points of
 * the √(p(1−p)) scale); a positive margin shortens prices.
 */
export interface MarginEntry {
  readonly brandMarginType: BrandMarginType;
  readonly leagueId: number | null;
  readonly marketTypeId: number | null;
  readonly outcomeId: number | null;
  readonly eventId: number | null;
  readonly marketId: number | null;
  readonly margin: number;
}

/** spec betting-domain §9: margins by league, market type and outcome, and power odds. */
export interface DerivedMargins {
  readonly byLeague: ReadonlyMap<number, number>;
  readonly byMarketType: ReadonlyMap<number, number>;
  readonly byOutcome: ReadonlyMap<number, number>;
  /** Power odds by event id, then market id. */
  readonly powerOdds: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /** Entries that name no single dimension (or a non-finite margin): the caller logs them. */
  readonly ignored: readonly MarginEntry[];
}

export const EMPTY_MARGINS: DerivedMargins = {
  byLeague: new Map(),
  byMarketType: new Map(),
  byOutcome: new Map(),
  powerOdds: new Map(),
  ignored: [],
};

/**
 * spec betting-domain §9: margins are derived by league, market type and outcome, plus a map of
 * power odds by event and market. A PPB entry must name exactly one of leagueId, marketTypeId,
 * outcomeId (otherwise its margin would be counted twice in the sum); a POWER_ODDS entry must
 * name eventId and marketId. A later entry for the same key replaces an earlier one.
 */
export function deriveMargins(entries: readonly MarginEntry[]): DerivedMargins {
  const byLeague = new Map<number, number>();
  const byMarketType = new Map<number, number>();
  const byOutcome = new Map<number, number>();
  const powerOdds = new Map<number, Map<number, number>>();
  const ignored: MarginEntry[] = [];

  for (const entry of entries) {
    if (!Number.isFinite(entry.margin)) {
      ignored.push(entry);
      continue;
    }
    if (entry.brandMarginType === 'POWER_ODDS') {
      if (entry.eventId === null || entry.marketId === null) {
        ignored.push(entry);
        continue;
      }
      let byMarket = powerOdds.get(entry.eventId);
      if (!byMarket) {
        byMarket = new Map();
        powerOdds.set(entry.eventId, byMarket);
      }
      byMarket.set(entry.marketId, entry.margin);
      continue;
    }
    const named = [
      [byLeague, entry.leagueId],
      [byMarketType, entry.marketTypeId],
      [byOutcome, entry.outcomeId],
    ] as const;
    const present = named.filter(([, id]) => id !== null);
    const only = present.length === 1 ? present[0] : undefined;
    if (!only || only[1] === null) {
      ignored.push(entry);
      continue;
    }
    only[0].set(only[1], entry.margin);
  }
  return { byLeague, byMarketType, byOutcome, powerOdds, ignored };
}

export function hasMargins(margins: DerivedMargins): boolean {
  return margins.byLeague.size + margins.byMarketType.size + margins.byOutcome.size > 0;
}

/** The power-odds margin of one event's market, if any. */
export function powerOddsMargin(
  margins: DerivedMargins,
  eventId: number,
  marketId: number,
): number | undefined {
  return margins.powerOdds.get(eventId)?.get(marketId);
}

/** spec betting-domain §9: the summed margin for market type, league and outcome (0 if none). */
export function summedMargin(
  margins: DerivedMargins,
  ids: { marketTypeId: number; leagueId: number; outcomeId: number },
): number {
  return (
    (margins.byMarketType.get(ids.marketTypeId) ?? 0) +
    (margins.byLeague.get(ids.leagueId) ?? 0) +
    (margins.byOutcome.get(ids.outcomeId) ?? 0)
  );
}

// ---------------------------------------------------------------------------------------------
// Odds ladder
// ---------------------------------------------------------------------------------------------

/** An ascending list of distinct decimal prices above 1, made by `oddsLadder`/`parseOddsLadder`. */
export type OddsLadder = readonly number[] & { readonly __brand: 'OddsLadder' };

/** Price bands of the standard exchange-style ladder: [from, to, step], in hundredths. */
export const DEFAULT_ODDS_LADDER_BANDS: readonly (readonly [number, number, number])[] = [
  [101, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

function ladderFromBands(bands: readonly (readonly [number, number, number])[]): number[] {
  const hundredths = new Set<number>();
  for (const [from, to, step] of bands) {
    for (let value = from; value <= to; value += step) hundredths.add(value);
  }
  return [...hundredths].sort((a, b) => a - b).map((value) => value / 100);
}

export type OddsLadderError =
  | { readonly code: 'empty-ladder' }
  | { readonly code: 'invalid-ladder-price'; readonly price: number };

/** Validating constructor: every price finite and above 1; sorted ascending, duplicates dropped. */
export function parseOddsLadder(prices: readonly number[]): Result<OddsLadder, OddsLadderError> {
  if (prices.length === 0) return err({ code: 'empty-ladder' });
  const bad = prices.find((price) => !(Number.isFinite(price) && price > 1));
  if (bad !== undefined) return err({ code: 'invalid-ladder-price', price: bad });
  return ok([...new Set(prices)].sort((a, b) => a - b) as unknown as OddsLadder);
}

/** Throwing constructor for ladders written in code. */
export function oddsLadder(prices: readonly number[]): OddsLadder {
  const parsed = parseOddsLadder(prices);
  if (!parsed.ok) throw new Error(`Invalid odds ladder: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}

/**
 * The standard ~1.01…1000 ladder: steps of 0.01 up to 2, 0.02 to 3, 0.05 to 4, 0.1 to 6, 0.2 to
 * 10, 0.5 to 20, 1 to 30, 2 to 50, 5 to 100 and 10 to 1000 (350 prices).
 */
export const DEFAULT_ODDS_LADDER: OddsLadder = oddsLadder(
  ladderFromBands(DEFAULT_ODDS_LADDER_BANDS),
);

/**
 * spec betting-domain §9: the nearest ladder value. Prices outside the ladder snap to its ends;
 * a price exactly between two rungs takes the shorter one (the bookmaker's side).
 */
export function snapToLadder(price: number, ladder: OddsLadder): number {
  const first = ladder[0];
  const last = ladder[ladder.length - 1];
  if (first === undefined || last === undefined) throw new Error('Odds ladder is empty');
  if (Number.isNaN(price)) throw new Error('Cannot snap NaN to the odds ladder');
  if (price <= first) return first;
  if (price >= last) return last;
  // Binary search for the first rung ≥ price.
  let lo = 0;
  let hi = ladder.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ladder[mid] ?? last) < price) lo = mid + 1;
    else hi = mid;
  }
  const above = ladder[lo] ?? last;
  const below = ladder[lo - 1] ?? first;
  return price - below <= above - price ? below : above;
}

/**
 * spec betting-domain §9: the implied probability p = 1/price is adjusted by
 * sum × √(p(1−p)). Sign convention (decision recorded): p' = p + sum × √(p(1−p)), so a positive
 * margin raises the probability and shortens the price. The result is snapped to the ladder;
 * a probability pushed to 1 or above gives the ladder's shortest price, to 0 or below its longest.
 */
export function applyMarginToPrice(price: number, margin: number, ladder: OddsLadder): number {
  if (!(Number.isFinite(price) && price > 1)) throw new Error(`Invalid price ${price}`);
  if (!Number.isFinite(margin)) throw new Error(`Invalid margin ${margin}`);
  const p = 1 / price;
  const adjusted = p + margin * Math.sqrt(p * (1 - p));
  if (adjusted >= 1) return snapToLadder(1, ladder);
  if (adjusted <= 0) return snapToLadder(Number.POSITIVE_INFINITY, ladder);
  return snapToLadder(1 / adjusted, ladder);
}

/** The ids the ladder conversion needs (spec betting-domain §5). */
export interface LadderPriceInput {
  readonly price: number;
  readonly marketTypeId?: number | null;
  readonly leagueId?: number | null;
  readonly outcomeId?: number | null;
}

export type LadderConversionError =
  | {
      readonly code: 'odds-ladder-missing-ids';
      readonly message: string;
      readonly missing: readonly ('marketTypeId' | 'leagueId' | 'outcomeId')[];
    }
  | { readonly code: 'odds-ladder-invalid-price'; readonly message: string };

/** The converted price; on an error the raw feed price, with the error value to log. */
export type LadderConversion =
  | { readonly ok: true; readonly price: number }
  | { readonly ok: false; readonly price: number; readonly error: LadderConversionError };

/**
 * spec betting-domain §5 and §9 / shell §5 and §7: with margins present, the feed price is
 * converted with the summed margin for market type, league and outcome and snapped to the
 * ladder. The conversion needs marketTypeId, leagueId and outcomeId: if one is missing the raw
 * feed price is used and an error value is returned for the caller to log. With no margins
 * configured there is nothing to convert and the raw price is used as it is.
 */
export function convertPriceWithMargins(
  input: LadderPriceInput,
  margins: DerivedMargins,
  ladder: OddsLadder = DEFAULT_ODDS_LADDER,
): LadderConversion {
  if (!hasMargins(margins)) return { ok: true, price: input.price };
  const { marketTypeId, leagueId, outcomeId } = input;
  if (marketTypeId == null || leagueId == null || outcomeId == null) {
    const missing = (
      [
        ['marketTypeId', marketTypeId],
        ['leagueId', leagueId],
        ['outcomeId', outcomeId],
      ] as const
    )
      .filter(([, id]) => id == null)
      .map(([name]) => name);
    return {
      ok: false,
      price: input.price,
      error: {
        code: 'odds-ladder-missing-ids',
        message: `Odds ladder needs ${missing.join(', ')}; the raw feed price is used`,
        missing,
      },
    };
  }
  if (!(Number.isFinite(input.price) && input.price > 1)) {
    // A feed price at or below 1 cannot be converted; shown as sent rather than crashing a page.
    return {
      ok: false,
      price: input.price,
      error: {
        code: 'odds-ladder-invalid-price',
        message: `Odds ladder cannot convert price ${input.price}; the raw feed price is used`,
      },
    };
  }
  const sum = summedMargin(margins, { marketTypeId, leagueId, outcomeId });
  return { ok: true, price: applyMarginToPrice(input.price, sum, ladder) };
}
