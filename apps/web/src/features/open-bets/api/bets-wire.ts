import { CashOutRejection, PARTIAL_CASHOUT_CODES, WsPlayerServerFrame } from '@touchline/contract';
import type { PartialAmountProblem } from '../model/cash-out-amounts';

/**
 * The schemas My Bets reads refusals and pushed frames with, loaded on demand (`betsWire` in
 * cash-out.ts) so zod stays out of the page's first-load scripts (docs/decisions.md "First-load
 * JavaScript"). Nothing received is used before it has been parsed here.
 */
export function parseCashOutRejection(body: unknown): CashOutRejection | null {
  const parsed = CashOutRejection.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** One text frame of `/ws` if it is one of the player channel's (player-channel.ts), else null. */
export function parsePlayerFrame(text: string): WsPlayerServerFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = WsPlayerServerFrame.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The platform's partial-cash-out refusals (400, decision "Partial and automatic cash out"). */
const PARTIAL_REFUSALS: Readonly<Record<string, PartialAmountProblem>> = {
  [PARTIAL_CASHOUT_CODES.belowMinimum]: 'belowMinimum',
  [PARTIAL_CASHOUT_CODES.aboveOffer]: 'aboveOffer',
  [PARTIAL_CASHOUT_CODES.nothingLeft]: 'nothingLeft',
};

/** The problem a refused partial cash out's code names, or null for another refusal. */
export function partialRefusalProblem(code: string): PartialAmountProblem | null {
  return PARTIAL_REFUSALS[code] ?? null;
}
