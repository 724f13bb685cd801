import {
  sportByCode,
  type DecimalOdds,
  type LiveEventMessage,
  type MarketChange,
} from '@touchline/betting';

/**
 * What the simulator emits: a provider-style description of sports, paths, events and prices,
 * and the stream of feed messages that moves them. The platform's feed module ingests these;
 * the simulator itself writes nothing (ARCHITECTURE: pure, given a seed and a clock).
 */
export type SimEventPathKind = 'sport' | 'country' | 'category' | 'league' | 'tournament';

export interface SimEventPath {
  readonly id: number;
  readonly parentId: number | null;
  /**
   * spec shell §3 / betting-domain §2 groupings: sport → country → league for country-grouped
   * sports; sport → category → league for league-grouped ones (tennis tours, e-sports series,
   * bots); sport → category → tournament for tournament-grouped ones (golf).
   */
  readonly kind: SimEventPathKind;
  readonly description: string;
  readonly slug: string;
  /** The sport's 4-letter code on sport paths, null below. */
  readonly code: string | null;
  readonly sportGroup: 'REGULAR' | 'ESPORTS';
}

export interface SimOpponent {
  readonly id: number;
  readonly description: string;
  readonly position: 'HOME' | 'AWAY';
}

/** Market statuses a feed sends (spec betting-domain §4). */
export type SimMarketStatus = 'open' | 'suspended' | 'lts' | 'closed' | 'settled' | 'resulted';

export interface SimOutcome {
  readonly id: number;
  readonly description: string;
  readonly ordinalPosition: number;
  readonly opponentId: number | null;
  readonly price: DecimalOdds;
  /** Handicap or total line the outcome is priced at (spec Outcome currentPrice.spread). */
  readonly spread: number | null;
  readonly spread2: number | null;
  readonly hidden: boolean;
}

export interface SimMarket {
  readonly id: number;
  readonly marketTypeId: number;
  readonly description: string;
  /** spec betting-domain §9 period ids, e.g. football full time 100 pre-match / 200 live. */
  readonly periodId: number;
  readonly status: SimMarketStatus;
  /** Layout hint for the front end (spec Market marketTypeInfo.style), e.g. WIN_DRAW_WIN. */
  readonly style: string;
  /** Which occurrence the market is about, e.g. next goal number 3, set 2. */
  readonly instance: number | null;
  readonly opponentId: number | null;
  readonly playerName: string | null;
  readonly teamName: string | null;
  /** When betting closes, if earlier than the event start (ISO instant). */
  readonly cutoffTime: string | null;
  /** Each-way terms of a race market, e.g. '1/4' over 3 places; null otherwise. */
  readonly placeTerms: string | null;
  readonly places: number | null;
  readonly outcomes: readonly SimOutcome[];
}

export interface SimEvent {
  readonly id: number;
  readonly description: string;
  readonly slug: string;
  /** Kick-off (ISO instant). */
  readonly startTime: string;
  readonly sportPathId: number;
  readonly sportCode: string;
  /** Event path trail: sport, country/category, league/tournament. */
  readonly pathIds: readonly number[];
  readonly feedCode: string;
  readonly eventType: 'GAMEEVENT' | 'RANKEVENT';
  readonly isOutright: boolean;
  readonly sportGroup: 'REGULAR' | 'ESPORTS';
  readonly opponents: readonly SimOpponent[];
  readonly markets: readonly SimMarket[];
}

export interface SimCard {
  readonly paths: readonly SimEventPath[];
  readonly events: readonly SimEvent[];
}

export type SimOutcomeResult = 'won' | 'lost' | 'void' | 'placed';

/**
 * The simulator → platform feed (a provider feed's shape). Browser-facing messages are the
 * spec's own (betting-domain §3/§4: market changes m / p / oh and live event messages), carried
 * as they are so the platform stores and forwards them without translation.
 */
export type SimFeedMessage =
  /** Create or update an event with its markets (fixtures, outrights, card refreshes). */
  | { readonly type: 'fixture'; readonly event: SimEvent }
  /** The event went live, finished or was cancelled, at `at` (ISO instant). */
  | {
      readonly type: 'eventStatus';
      readonly eventId: number;
      readonly status: 'live' | 'finished' | 'cancelled';
      readonly at: string;
    }
  /** Add or replace one market of an event (in-play markets appear, e.g. next goal 2). */
  | { readonly type: 'market'; readonly eventId: number; readonly market: SimMarket }
  /** A market status, price or outcome-hidden change (spec short-key feed m / p / oh). */
  | { readonly type: 'marketChange'; readonly change: MarketChange }
  /** A live event message: clock, clock minute, score, period, cricket, open-market count. */
  | { readonly type: 'live'; readonly message: LiveEventMessage }
  /** A feed alert suspends (active) or reopens (not active) every market of a feed. */
  | { readonly type: 'feedAlert'; readonly feedCode: string; readonly active: boolean }
  /** Results of an event's markets, for settlement (after END_OF_EVENT, or a race finish). */
  | {
      readonly type: 'results';
      readonly eventId: number;
      readonly markets: readonly {
        readonly marketId: number;
        readonly outcomes: readonly {
          readonly outcomeId: number;
          readonly result: SimOutcomeResult;
          /** Dead heat: `tiedFor` runners share `places` paying places (stake reduced). */
          readonly deadHeat?: { readonly tiedFor: number; readonly places: number };
        }[];
      }[];
    };

const FOOTBALL_SPORT = sportByCode('FOOT');
// The catalogue is fixed data; a missing code is a typo here, not a runtime condition.
if (!FOOTBALL_SPORT) throw new Error('FOOT is not in the sports catalogue');

/**
 * Football market types and periods used by the simulator (spec betting-domain §9 period ids);
 * the sport's id, code and name are the catalogue's.
 */
export const FOOTBALL = {
  sportId: FOOTBALL_SPORT.id,
  code: FOOTBALL_SPORT.code,
  name: FOOTBALL_SPORT.name,
  marketTypes: { winDrawWin: 1 },
  periods: { fullTimePreMatch: 100, fullTimeLive: 200, firstHalfPreMatch: 102, firstHalfLive: 202 },
} as const;
