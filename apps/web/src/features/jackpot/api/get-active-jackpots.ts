import type { Result } from '@touchline/betting';
import { ENDPOINTS, type ActiveJackpot } from '@touchline/contract';
import { serverClient } from '../../../shared/api/server-client';
import type { Locale } from '../../../shared/config/locales';

/**
 * Server-side: the jackpots open now (GET /xapi/rest/jackpotbetweb/active, betting-domain §7),
 * in the brand's default currency. A failed or malformed answer is a value the page shows.
 */
export async function getActiveJackpots(
  locale: Locale,
): Promise<Result<readonly ActiveJackpot[], 'unavailable'>> {
  try {
    const answer = await serverClient(
      { jackpot: { active: ENDPOINTS.jackpot.active } },
      locale,
    ).jackpot.active({ query: {} });
    return { ok: true, value: answer.jackpots };
  } catch {
    return { ok: false, error: 'unavailable' };
  }
}

/** spec shell §2 /jackpot/sport/[jackpotEvent]: the jackpot id the segment starts with, or null. */
export function jackpotIdFromSlug(slug: string): number | null {
  const match = /^(\d{1,10})(?:-|$)/.exec(slug);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/** A jackpot's page path without the locale: /jackpot/sport/{id}-{kind}. */
export function jackpotPath(jackpot: Pick<ActiveJackpot, 'jackpotId' | 'kind'>): string {
  return `/jackpot/sport/${jackpot.jackpotId}-${jackpot.kind}`;
}
