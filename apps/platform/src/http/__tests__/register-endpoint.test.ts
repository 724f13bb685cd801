import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createClient,
  defineEndpoint,
  injectTransport,
  ownerOf,
  PLAYER_IF_PRESENT,
  PUBLIC,
} from '@touchline/contract';
import { AppError, registerErrorHandling } from '../errors';
import { endpointRegistrar, type AccessGuard } from '../register-endpoint';

interface Caller {
  readonly accountId: number;
}

const TABLE = {
  t: {
    open: defineEndpoint({
      key: 't.open',
      method: 'GET',
      path: '/t/{name}',
      params: z.object({ name: z.string().max(3) }),
      query: z.object({ n: z.coerce.number().int().optional() }),
      response: z.object({ name: z.string(), n: z.number().nullable() }),
      status: [200],
      access: PUBLIC,
    }),
    mine: defineEndpoint({
      key: 't.mine',
      method: 'PUT',
      path: '/t/accounts/{accountId}',
      params: z.object({ accountId: z.coerce.number() }),
      body: { kind: 'json', schema: z.object({ v: z.string() }) },
      response: z.object({ v: z.string() }),
      status: [201, 200],
      access: ownerOf('accountId'),
    }),
    maybe: defineEndpoint({
      key: 't.maybe',
      method: 'GET',
      path: '/t-maybe',
      response: z.object({ accountId: z.number().nullable() }),
      status: [200],
      access: PLAYER_IF_PRESENT,
    }),
  },
} as const;

/** Bearer `n` is account n; no bearer is a 401. */
const guard: AccessGuard<Caller> = {
  authenticate: (request) => {
    const match = /^Bearer (\d+)$/.exec(request.headers.authorization ?? '');
    if (!match) return Promise.reject(new AppError(401, 'UNAUTHORIZED', 'no session'));
    return Promise.resolve({ accountId: Number(match[1]) });
  },
  presents: (request) => request.headers.authorization !== undefined,
  assertOwner: (caller, _param, value) => {
    if (caller.accountId !== value) throw new AppError(403, 'FORBIDDEN', 'not yours');
  },
};

describe('routes registered from the endpoint table', () => {
  let app: FastifyInstance;
  const client = () => createClient(TABLE, { transport: injectTransport(app) });

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    const route = endpointRegistrar(app, { guard });
    // The extra field is not in the response schema: it must not leave the platform.
    route(TABLE.t.open, {}, ({ params, query }) => ({
      name: params.name,
      n: query.n ?? null,
      secret: 'x',
    }));
    route(TABLE.t.mine, { headers: { 'cache-control': 'no-store' } }, ({ body }, _req, reply) =>
      reply.status(201).send({ v: body.v }),
    );
    route(TABLE.t.maybe, {}, ({ auth }) => ({ accountId: auth?.accountId ?? null }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the table path with parsed parts and sends only declared fields', async () => {
    expect(await client().t.open({ params: { name: 'ab' }, query: { n: '4' } })).toEqual({
      name: 'ab',
      n: 4,
    });
    const res = await app.inject({ method: 'GET', url: '/t/ab' });
    expect(res.json()).toEqual({ name: 'ab', n: null });
  });

  it('answers a malformed part with 400 { code, message } naming it', async () => {
    const res = await app.inject({ method: 'GET', url: '/t/abcd' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_REQUEST',
      message: 'name: Too big: expected string to have <=3 characters',
    });
  });

  it('authenticates, then checks the owner, then parses the body', async () => {
    const put = (headers: Record<string, string>, payload: unknown) =>
      app.inject({ method: 'PUT', url: '/t/accounts/7', headers, payload: payload as object });
    expect((await put({}, { v: 1 })).statusCode).toBe(401);
    expect((await put({ authorization: 'Bearer 8' }, { v: 1 })).statusCode).toBe(403);
    const bad = await put({ authorization: 'Bearer 7' }, { v: 1 });
    expect(bad.statusCode).toBe(400);
    // Headers set up front reach refusals too.
    expect(bad.headers['cache-control']).toBe('no-store');
    const ok = await client().t.mine.send({
      params: { accountId: 7 },
      body: { v: 'x' },
      headers: { authorization: 'Bearer 7' },
    });
    expect(ok).toMatchObject({ ok: true, status: 201, data: { v: 'x' } });
  });

  it('reads the caller of a playerIfPresent call only when credentials are sent', async () => {
    const get = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/t-maybe', headers });
    expect((await get({})).json()).toEqual({ accountId: null });
    expect((await get({ authorization: 'Bearer 5' })).json()).toEqual({ accountId: 5 });
    // A session that is sent but bad is refused, so the web's 401 rule logs the player out.
    expect((await get({ authorization: 'Basic x' })).statusCode).toBe(401);
  });
});
