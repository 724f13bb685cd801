import { useQuery } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type OpenBet,
  type OpenBetLeg,
  type SettledBet,
  type Wallet,
} from '@touchline/contract';
import { initialMyBetsState } from '@touchline/betting';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useSessionStore } from '../../../shared/session/session-store';
import {
  jsonOf,
  pathOf,
  stubPlatform,
  type RecordedCall,
  type Route,
} from '../../../shared/testing/fetch-routes';
import { makeSession } from '../../../shared/testing/fixtures';
import { jsonResponse } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { useMyBetsStore } from '../store/my-bets-store';

export const ACCOUNT_ID = 77;
export const USERNAME = 'alice';

export const OPEN_BETS_PATH = pathOf(ENDPOINTS.bets.openBets, { accountId: ACCOUNT_ID });
export const SETTLED_BETS_PATH = pathOf(ENDPOINTS.bets.settledBets);
export const BALANCE_PATH = pathOf(ENDPOINTS.wallet.sportsbookBalance, { username: USERNAME });
export const cashOutPath = (betId: number) =>
  pathOf(ENDPOINTS.bets.cashOut, { accountId: ACCOUNT_ID, betId });
export const autoCashOutPath = (betId: number) =>
  pathOf(ENDPOINTS.bets.setAutoCashOut, { accountId: ACCOUNT_ID, betId });

let nextOutcome = 1;

export function makeLeg(overrides: Partial<OpenBetLeg> = {}): OpenBetLeg {
  const id = nextOutcome++;
  return {
    outcomeId: 1000 + id,
    outcomeDescription: `Outcome ${id}`,
    marketId: 500 + id,
    marketDescription: 'Match result',
    eventId: 300 + id,
    eventDescription: `Home ${id} v Away ${id}`,
    eventStartTime: '2030-05-04T14:00:00.000Z',
    decimal: 2,
    placeTerms: null,
    result: null,
    marketState: 'OPEN',
    live: { status: 'NOT_STARTED', clock: null, scores: [] },
    ...overrides,
  };
}

export function makeOpenBet(overrides: Partial<OpenBet> = {}): OpenBet {
  const legs = overrides.legs ?? [makeLeg()];
  return {
    betId: 1,
    betSlipId: 11,
    reference: 'TL-0001',
    betTypeId: 200_001,
    description: 'Single',
    status: 'open',
    placedAt: '2030-05-04T12:00:00.000Z',
    currency: 'EUR',
    unitStake: 10,
    noOfBets: 1,
    totalStake: 10,
    freeMoneyStake: 0,
    eachWay: false,
    potentialReturns: 20,
    potentialPlaceWin: 0,
    extraWinnings: 0,
    eachWayParts: null,
    legs,
    cashOut: { status: 'available', amount: 12 },
    cashedOut: 0,
    remainingStake: 10,
    ...overrides,
  };
}

export function makeSettledBet(overrides: Partial<SettledBet> = {}): SettledBet {
  return {
    betId: 90,
    betSlipId: 91,
    reference: 'TL-0090',
    betTypeId: 200_001,
    description: 'Single',
    status: 'won',
    placedAt: '2030-05-01T12:00:00.000Z',
    settledAt: new Date(Date.now() - 3_600_000).toISOString(),
    currency: 'EUR',
    unitStake: 5,
    noOfBets: 1,
    totalStake: 5,
    freeMoneyStake: 0,
    eachWay: false,
    potentialReturns: 10,
    potentialPlaceWin: 0,
    extraWinnings: 0,
    eachWayParts: null,
    returns: 10,
    legs: [makeLeg({ result: 'won', marketState: 'RESULTED' })],
    ...overrides,
  };
}

export function makeWallet(balance: number): Wallet {
  return { name: 'sportsbook', balance, totalBalance: balance, currency: 'EUR' };
}

/** A logged-in player on a fresh page, with My Bets' store at its start. */
export function loginPlayer(): void {
  resetSharedSessionState();
  useMyBetsStore.setState({ state: initialMyBetsState });
  useSessionStore.setState({ session: makeSession(), restoreSettled: true });
}

export function loggedOutVisitor(): void {
  resetSharedSessionState();
  useMyBetsStore.setState({ state: initialMyBetsState });
  useSessionStore.setState({ restoreSettled: true });
}

/**
 * A small platform for My Bets, keeping its state as the real one does: the open and settled
 * bets, the balance, cash outs (full and partial, or a scripted refusal) and automatic rules.
 */
export function stubBetsPlatform(initial: {
  open?: OpenBet[];
  settled?: SettledBet[];
  balance?: number;
  /** Replies to cash-out calls in order before the platform's own behaviour (a 409 …). */
  cashOutReplies?: ((call: RecordedCall) => Response | Promise<Response>)[];
}) {
  const state = {
    open: [...(initial.open ?? [])],
    settled: [...(initial.settled ?? [])],
    balance: initial.balance ?? 100,
  };
  const scripted = [...(initial.cashOutReplies ?? [])];
  const betIdOf = (call: RecordedCall, suffix = '') =>
    Number(new RegExp(`/cashout/(\\d+)${suffix}`).exec(call.path)?.[1]);

  const routes: Route[] = [
    { method: 'GET', path: OPEN_BETS_PATH, reply: () => jsonResponse({ bets: state.open }) },
    { method: 'GET', path: SETTLED_BETS_PATH, reply: () => jsonResponse({ bets: state.settled }) },
    { method: 'GET', path: BALANCE_PATH, reply: () => jsonResponse(makeWallet(state.balance)) },
    {
      method: 'POST',
      path: /\/cashout\/\d+\?/,
      reply: (call) => {
        const next = scripted.shift();
        if (next) return next(call);
        const betId = betIdOf(call);
        const body = jsonOf(call) as { amount: number; partialAmount?: number };
        const bet = state.open.find((b) => b.betId === betId);
        if (!bet) return jsonResponse({ code: 'BET_NOT_OPEN', message: 'Bet not open' }, 409);
        const paid = body.partialAmount ?? body.amount;
        state.balance += paid;
        if (body.partialAmount === undefined) {
          state.open = state.open.filter((b) => b.betId !== betId);
          state.settled = [
            makeSettledBet({ ...bet, status: 'cashed_out', returns: paid, cashedOut: paid }),
            ...state.settled,
          ];
          return jsonResponse(
            {
              betId,
              status: 'cashed_out',
              amount: paid,
              currency: 'EUR',
              availableBalance: state.balance,
              kind: 'full',
            },
            201,
          );
        }
        const left = bet.totalStake * (1 - paid / body.amount);
        const remaining = Math.floor(left * 100) / 100;
        state.open = state.open.map((b) =>
          b.betId === betId
            ? {
                ...b,
                remainingStake: remaining,
                cashedOut: (b.cashedOut ?? 0) + paid,
                cashOut: { status: 'available', amount: body.amount - paid },
              }
            : b,
        );
        return jsonResponse(
          {
            betId,
            status: 'open',
            amount: paid,
            currency: 'EUR',
            availableBalance: state.balance,
            kind: 'partial',
            remainingStake: remaining,
          },
          201,
        );
      },
    },
    {
      method: 'PUT',
      path: /\/cashout\/\d+\/auto/,
      reply: (call) => {
        const betId = betIdOf(call, '/auto');
        const { threshold } = jsonOf(call) as { threshold: number };
        state.open = state.open.map((b) =>
          b.betId === betId ? { ...b, autoCashOutThreshold: threshold } : b,
        );
        return jsonResponse({
          betId,
          threshold,
          currency: 'EUR',
          createdAt: '2030-05-04T12:00:00.000Z',
        });
      },
    },
    {
      method: 'DELETE',
      path: /\/cashout\/\d+\/auto/,
      reply: (call) => {
        const betId = betIdOf(call, '/auto');
        const bet = state.open.find((b) => b.betId === betId);
        const threshold = bet?.autoCashOutThreshold ?? 0;
        state.open = state.open.map((b) => {
          if (b.betId !== betId) return b;
          const { autoCashOutThreshold: _gone, ...rest } = b;
          return rest;
        });
        return jsonResponse({
          betId,
          threshold,
          currency: 'EUR',
          createdAt: '2030-05-04T12:00:00.000Z',
        });
      },
    },
  ];
  return { ...stubPlatform(routes), state };
}

/**
 * The header's balance as it reads it: the sportsbook balance call's cache entry (the wallet
 * feature's `useBalance`, which a test of this feature may not import). Shown as text.
 */
export function HeaderBalance() {
  const format = useLocaleFormat();
  const { data } = useQuery({
    queryKey: queryKeys.balance(USERNAME),
    queryFn: ({ signal }) =>
      api.wallet.sportsbookBalance({
        params: { username: USERNAME },
        query: { includeFullBalanceDetails: 'false' },
        signal,
      }),
  });
  return (
    <p data-testid="header-balance">{data ? format.wireMoney(data.balance, data.currency) : ''}</p>
  );
}

type Listener = (event: { readonly data: unknown }) => void;

/** The far end of `/ws` in memory: what the page sent, and the server's side. */
export class TestPlayerSocket {
  static sockets: TestPlayerSocket[] = [];
  static latest(): TestPlayerSocket {
    const socket = TestPlayerSocket.sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readyState = 0;
  readonly sent: unknown[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    TestPlayerSocket.sockets.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.readyState = 3;
  }

  private emit(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }

  open(): void {
    this.readyState = 1;
    this.emit('open');
  }

  push(frame: unknown): void {
    this.emit('message', JSON.stringify(frame));
  }

  /** The connection lost (server gone, network down). */
  drop(): void {
    this.readyState = 3;
    this.emit('close');
  }
}
