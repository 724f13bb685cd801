/**
 * The live-chat token (spec shell §4 Live chat token, §7 `GET /api/avaya_tokens` and the external
 * chat-token service, §8): the token with the service's bearer, and the demo's simulated service.
 */
import { describe, expect, it } from 'vitest';
import { AvayaToken, ChatTokenExchange, ENDPOINTS } from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { bearer, bearerLogin, useIdentityPlatform } from './support';

const BEARER = 'chat-bearer-0123456789abcdef';
const { avayaToken } = ENDPOINTS.player;
const { chatToken } = ENDPOINTS.demo;

describe.each(dbTargets())('the chat token on $name', (target) => {
  const h = useIdentityPlatform(target, { AVAYA_CHAT_BEARER_TOKEN: BEARER, DEMO_OUTBOX: 'true' });

  const exchange = (token: string, authorization?: string) =>
    h.app.inject({
      method: 'POST',
      url: chatToken.path,
      headers: {
        'content-type': 'text/plain',
        ...(authorization === undefined ? {} : { authorization }),
      },
      payload: token,
    });

  it("gives a player their chat token and the service's bearer, which exchange for s", async () => {
    const demo = await bearerLogin(h.app, 'demo');
    const res = await h.app.inject({
      method: 'GET',
      url: avayaToken.path,
      headers: bearer(demo.token),
    });
    expect(res.statusCode).toBe(200);
    const answer = AvayaToken.strict().parse(res.json());
    expect(answer.chatTokenBearer).toBe(BEARER);

    const swapped = await exchange(answer.token, `Bearer ${BEARER}`);
    expect(swapped.statusCode).toBe(200);
    const { s } = ChatTokenExchange.parse(swapped.json());
    expect(s).toMatch(/^[\w-]{20,}$/);
    // The same token gives the same chat session token.
    expect(
      ChatTokenExchange.parse((await exchange(answer.token, `Bearer ${BEARER}`)).json()).s,
    ).toBe(s);
  });

  it('refuses a visitor 401, and the service refuses a wrong or missing bearer 401 and a bad body 400', async () => {
    const visitor = await h.app.inject({ method: 'GET', url: avayaToken.path });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });

    const token = 'a-chat-token-of-enough-length';
    for (const authorization of [undefined, 'Bearer wrong-bearer-0123456789', BEARER]) {
      const res = await exchange(token, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    }
    for (const body of ['', 'short', 'has spaces in it and is long enough']) {
      const res = await exchange(body, `Bearer ${BEARER}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST', message: expect.any(String) });
    }
  });
});

describe.each(dbTargets())('without a chat-token bearer on $name', (target) => {
  const h = useIdentityPlatform(target, { DEMO_OUTBOX: 'false' });

  it('answers the token with no bearer (the chat configuration is missing) and no demo service', async () => {
    const demo = await bearerLogin(h.app, 'demo');
    const res = await h.app.inject({
      method: 'GET',
      url: avayaToken.path,
      headers: bearer(demo.token),
    });
    expect(AvayaToken.parse(res.json()).chatTokenBearer).toBeNull();
    const service = await h.app.inject({
      method: 'POST',
      url: chatToken.path,
      headers: { 'content-type': 'text/plain', authorization: 'Bearer anything-at-all-here' },
      payload: 'a-chat-token-of-enough-length',
    });
    expect(service.statusCode).toBe(404);
  });
});
