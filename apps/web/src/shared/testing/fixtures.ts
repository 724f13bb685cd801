import type {
  Event,
  FrancoSessionResponse,
  LoginSuccess,
  Market,
  Outcome,
  SessionResponse,
} from '@touchline/contract';
import type { Session } from '../session/session-store';

export function makeOutcome(
  id: number,
  description: string,
  decimal: number,
  ordinal: number,
): Outcome {
  return {
    id,
    description,
    ordinalPosition: ordinal,
    opponentId: null,
    optionalOpponentId: null,
    hidden: false,
    teamId: null,
    consolidatedPrice: {
      currentPrice: {
        id: id * 10,
        decimal,
        spread: null,
        spread2: null,
        extraKey1: null,
        extraKey2: null,
        format: 'DECIMAL',
      },
    },
  };
}

interface EventSpec {
  readonly id: number;
  readonly home: string;
  readonly away: string;
  readonly prices: readonly [number, number, number];
  readonly startTime?: string;
  readonly status?: Market['status'];
  readonly country?: string;
  readonly league?: string;
  readonly leagueId?: number;
}

/** A football pre-match event shaped exactly like the platform's answer. */
export function makeFootballEvent(spec: EventSpec): Event {
  const marketId = spec.id * 100;
  const outcomeBase = spec.id * 1000;
  return {
    id: spec.id,
    description: `${spec.home} v ${spec.away}`,
    slug: `${spec.home}-v-${spec.away}`.toLowerCase().replace(/\s+/g, '-'),
    startTime: spec.startTime ?? '2030-05-04T14:00:00.000Z',
    sportId: 240,
    sportCode: 'FOOT',
    isLive: false,
    eventPaths: [
      { id: 240, description: 'Football', slug: 'football' },
      { id: 1, description: spec.country ?? 'England', slug: 'england' },
      {
        id: spec.leagueId ?? 10,
        description: spec.league ?? 'Premier League',
        slug: 'premier-league',
      },
    ],
    opponents: [
      { id: spec.id * 2, description: spec.home, position: 'HOME' },
      { id: spec.id * 2 + 1, description: spec.away, position: 'AWAY' },
    ],
    feedCode: `SIM-${spec.id}`,
    betRadarId: null,
    streamingIMGId: null,
    streamingPMId: null,
    trackerPMId: null,
    liveStreaming: false,
    marketCount: 1,
    markets: [
      {
        id: marketId,
        eventId: spec.id,
        feedId: `SIM-M-${marketId}`,
        marketTypeId: 1,
        description: 'Match Result',
        status: spec.status ?? 'open',
        period: {
          id: 1,
          abbreviation: null,
          fullAbbreviation: 'FT',
          description: 'Full Time',
          sequence: 1,
          fullDescription: 'Full Time',
          periodTypeId: 1,
          periodType: { id: 1, inRunning: false },
        },
        marketTypeInfo: { ordinalPosition: 1, style: 'WDW' },
        instance: null,
        opponentId: null,
        periodId: 1,
        cutoffTime: null,
        playerName: null,
        teamName: null,
        outcomes: [
          makeOutcome(outcomeBase + 1, spec.home, spec.prices[0], 1),
          makeOutcome(outcomeBase + 2, 'Draw', spec.prices[1], 2),
          makeOutcome(outcomeBase + 3, spec.away, spec.prices[2], 3),
        ],
      },
    ],
  };
}

/** Far in the future so the token never counts as expired in a test. */
const FAR_EXPIRY = 4_102_444_800;

/** A stored session (spec shell §3 Login details) for a logged-in test. */
export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    username: 'alice',
    accountId: 77,
    alsPlayerId: 7,
    currency: 'EUR',
    locale: 'en',
    jweToken: 'token-abc',
    expirationTimeInSeconds: FAR_EXPIRY,
    fingerprint: null,
    loginTime: 1_700_000_000,
    realityCheckMinutes: 0,
    termsAccepted: true,
    isPartnerMatrixAffiliate: false,
    ...overrides,
  };
}

/** Kept for the betslip tests: `login(makeLoginResponse())` logs a test player in. */
export const makeLoginResponse = makeSession;

/** The session call's answer exactly as the platform gives it. */
export function makeSessionResponse(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    id: 'session-1',
    jwe_token: 'token-abc',
    username: 'alice',
    currency: 'EUR',
    locale: 'en',
    icore_token: 'token-abc',
    icore_player_id: 7,
    icore_betradar_virtuals_token: 'p1',
    icore_esports_bull_token: 'p2',
    icore_kiron_token: 'p3',
    icore_scout_token: 'p4',
    icore_powerball_token: 'p5',
    is_partner_matrix_affiliate: false,
    expirationTimeInSeconds: FAR_EXPIRY,
    accountId: 77,
    loginTime: 1_700_000_000,
    realityCheckMinutes: 0,
    termsAccepted: true,
    ...overrides,
  };
}

/** A franco-type session call's answer (login, accept-terms, refresh) as the platform gives it. */
export function makeFrancoSession(
  overrides: Partial<FrancoSessionResponse> = {},
): FrancoSessionResponse {
  return {
    accessToken: 'token-abc',
    maxAge: 3600,
    expiresIn: 3600,
    expirationTimeInSeconds: 4_102_444_800,
    scopes: ['sportsbook'],
    fileName: null,
    termsVersion: '2026-01',
    termsAccepted: true,
    accountId: 77,
    username: 'alice',
    currency: 'EUR',
    locale: 'en',
    ...overrides,
  };
}

/** A completed login (authenticate, otp/validate or checkAnswer). */
export function makeLoginSuccess(overrides: Partial<LoginSuccess> = {}): LoginSuccess {
  return {
    otp: false,
    success: true,
    status: 'SUCCESS',
    username: 'alice',
    currency: 'EUR',
    locale: 'en',
    alsPlayerId: 7,
    accountId: 77,
    expirationTimeInSeconds: FAR_EXPIRY,
    lastLoginDate: null,
    email: 'alice@example.test',
    firstName: 'Alice',
    priceFormat: 'euro',
    vipLevel: 0,
    isPartnerMatrixAffiliate: false,
    termsVersion: '1',
    termsAccepted: true,
    realityCheckMinutes: 0,
    ...overrides,
  };
}
