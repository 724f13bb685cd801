/**
 * The brand's session rules on the platform (the nightjar brand: `login.terms_acceptance` and the
 * `single_allowed_session` setting): while the current terms of use await the player's answer,
 * placing bets and the cashier are refused whoever calls (403 TERMS_NOT_ACCEPTED); accepting them
 * opens both. A new login ends the player's other sessions because the brand's setting says so,
 * with the platform's own SINGLE_ALLOWED_SESSION left off.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@touchline/contract';
import { injectCall } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { bearer, bearerLogin, createPlayer, PASSWORD, useIdentityPlatform } from './support';

const DEVICE = { clientType: 'web', deviceId: 'device-1', deviceType: 'desktop' };

function deposit(app: FastifyInstance, token: string) {
  return injectCall(app, ENDPOINTS.wallet.deposit, {
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    body: { amount: '10.00', method: 'demo-card' },
  });
}

function withdraw(app: FastifyInstance, token: string) {
  return injectCall(app, ENDPOINTS.wallet.withdraw, {
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    body: { amount: '1.00', method: 'demo-card' },
  });
}

function placeBet(app: FastifyInstance, token: string, accountId: number) {
  return injectCall(app, ENDPOINTS.bets.place, {
    params: { accountId },
    query: { uuid: randomUUID() },
    headers: bearer(token),
    body: {
      singles: [
        { outcomeId: 1, marketId: 1, eventId: 1, decimal: 1.01, ref: 'sel1', unitStake: 1 },
      ],
      userAcceptOdds: 'D',
    },
  });
}

function francoLogin(app: FastifyInstance, username: string) {
  return injectCall(app, ENDPOINTS.session.francoLogin, {
    query: { l: 'en', mc: 'mobile' },
    body: { username, password: PASSWORD, device: DEVICE },
  });
}

describe.each(dbTargets())('the nightjar brand’s session rules on $name', (target) => {
  const h = useIdentityPlatform(target, { BRAND: 'nightjar', SINGLE_ALLOWED_SESSION: 'false' });

  it('refuses bets and the cashier while the current terms await an answer, then allows them', async () => {
    const p = await createPlayer(h.db, { prefix: 'terms' });
    const login = await francoLogin(h.app, p.username);
    expect(login.statusCode).toBe(200);
    const session = login.json<{ accessToken: string; termsAccepted: boolean }>();
    expect(session.termsAccepted).toBe(false);
    const token = session.accessToken;

    for (const refused of [
      await placeBet(h.app, token, p.accountId),
      await deposit(h.app, token),
      await withdraw(h.app, token),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'TERMS_NOT_ACCEPTED' });
    }
    // Reading the wallet is not gated.
    const balances = await injectCall(h.app, ENDPOINTS.wallet.balances, {
      headers: bearer(token),
    });
    expect(balances.statusCode).toBe(200);

    const accepted = await injectCall(h.app, ENDPOINTS.session.acceptTerms, {
      headers: bearer(token),
    });
    expect(accepted.statusCode).toBe(200);
    const renewed = accepted.json<{ accessToken: string; termsAccepted: boolean }>();
    expect(renewed.termsAccepted).toBe(true);

    const deposited = await deposit(h.app, renewed.accessToken);
    expect(deposited.statusCode).toBe(201);
    // The bet now gets past the gate (this made-up selection is refused for what it is).
    const bet = await placeBet(h.app, renewed.accessToken, p.accountId);
    expect(bet.json<{ code?: string }>().code).not.toBe('TERMS_NOT_ACCEPTED');
  });

  it('a new login ends the player’s other sessions (the brand’s single_allowed_session)', async () => {
    const p = await createPlayer(h.db, { prefix: 'nj.single' });
    const first = await bearerLogin(h.app, p.username);
    const second = await francoLogin(h.app, p.username);
    expect(second.statusCode).toBe(200);
    const gone = await injectCall(h.app, ENDPOINTS.wallet.balances, {
      headers: bearer(first.token),
    });
    expect(gone.statusCode).toBe(401);
    const kept = await injectCall(h.app, ENDPOINTS.wallet.balances, {
      headers: bearer(second.json<{ accessToken: string }>().accessToken),
    });
    expect(kept.statusCode).toBe(200);
    const [row] = await h.db.query<{ revoke_reason: string }>(
      'SELECT revoke_reason FROM sessions WHERE player_id = $1 AND revoked_at IS NOT NULL',
      [p.id],
    );
    expect(row?.revoke_reason).toBe('single_session');
  });
});

describe.each(dbTargets())('the touchline brand on $name', (target) => {
  const h = useIdentityPlatform(target, { BRAND: 'touchline' });

  it('does not hold bets or the cashier back for terms, and keeps other sessions', async () => {
    const p = await createPlayer(h.db, { prefix: 'tl.terms' });
    const first = await bearerLogin(h.app, p.username);
    const second = await bearerLogin(h.app, p.username);
    expect((await deposit(h.app, second.token)).statusCode).toBe(201);
    const bet = await placeBet(h.app, second.token, p.accountId);
    expect(bet.json<{ code?: string }>().code).not.toBe('TERMS_NOT_ACCEPTED');
    const still = await injectCall(h.app, ENDPOINTS.wallet.balances, {
      headers: bearer(first.token),
    });
    expect(still.statusCode).toBe(200);
  });
});
