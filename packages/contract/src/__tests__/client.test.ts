import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiCallError,
  createApiClient,
  createClient,
  defineEndpoint,
  encodeForm,
  fetchTransport,
  injectTransport,
  PUBLIC,
  ResponseShapeError,
  type AccountBalances,
  type OpenBets,
  type TransportRequest,
  type TransportResponse,
} from '../index';

/** A transport that records each request and answers from a script. */
function recording(answer: (request: TransportRequest) => Partial<TransportResponse>) {
  const sent: TransportRequest[] = [];
  const transport = (request: TransportRequest): Promise<TransportResponse> => {
    sent.push(request);
    return Promise.resolve({ status: 200, headers: {}, body: '{}', ...answer(request) });
  };
  return { sent, transport };
}

const json = (value: unknown) => JSON.stringify(value);

const Thing = z.object({ id: z.number(), at: z.string().transform((s) => s.length) });
const TABLE = {
  things: {
    get: defineEndpoint({
      key: 'things.get',
      method: 'GET',
      path: '/xapi/things/{thingId}',
      params: z.object({ thingId: z.coerce.number() }),
      query: z.object({ ids: z.string().optional(), l: z.string().optional() }),
      response: Thing,
      status: [200],
      access: PUBLIC,
    }),
    make: defineEndpoint({
      key: 'things.make',
      method: 'POST',
      path: '/xapi/things',
      body: { kind: 'json', schema: z.object({ name: z.string() }) },
      response: Thing,
      status: [201, 200],
      access: PUBLIC,
    }),
  },
} as const;

describe('the typed client', () => {
  it('builds the path from the template and the query with commas unescaped', async () => {
    const { sent, transport } = recording(() => ({ body: json({ id: 1, at: 'abc' }) }));
    const client = createClient(TABLE, { transport });
    const thing = await client.things.get({
      params: { thingId: 'a/b' },
      query: { ids: '1,2,3', l: undefined },
    });
    expect(thing).toEqual({ id: 1, at: 3 });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/xapi/things/a%2Fb?ids=1,2,3' });
    expect(sent[0]?.body).toBeUndefined();
  });

  it('sends a JSON body with its content type', async () => {
    const { sent, transport } = recording(() => ({ status: 201, body: json({ id: 2, at: '' }) }));
    const client = createClient(TABLE, { transport });
    const result = await client.things.make.send({ body: { name: 'x' } });
    expect(result).toMatchObject({ ok: true, status: 201, data: { id: 2, at: 0 } });
    expect(sent[0]?.headers['content-type']).toBe('application/json');
    expect(sent[0]?.body).toBe('{"name":"x"}');
  });

  it('sends the login forms urlencoded under the configured auth base', async () => {
    const { sent, transport } = recording(() => ({
      body: json({ otp: null, success: false, status: 'SECURITY_QUESTION_REQUIRED' }),
    }));
    const client = createApiClient({ transport, bases: { auth: '/sso' } });
    await client.auth.authenticate({
      params: { locale: 'en' },
      query: { authenticated: 'true' },
      body: { username: 'ann', password: 'p&ss word' },
    });
    expect(sent[0]?.url).toBe(
      '/sso/en/api/plugins/component/route/header_login/authenticate?authenticated=true',
    );
    expect(sent[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent[0]?.body).toBe('username=ann&password=p%26ss+word');
  });

  it('encodes lists as repeated names and null as empty', () => {
    expect(encodeForm({ a: [1, 2], b: null, c: undefined, d: true })).toBe('a=1&a=2&b=&d=true');
  });

  it('lets the decoration add query parameters and headers before the call is sent', async () => {
    const { sent, transport } = recording(() => ({ body: json({ id: 1, at: '' }) }));
    const client = createClient(TABLE, {
      transport,
      decorate: (request) => ({
        ...request,
        query: { ...request.query, l: 'en' },
        headers: { ...request.headers, 'x-accept-language': 'en' },
      }),
    });
    await client.things.get({ params: { thingId: 1 }, query: { ids: '4,5' } });
    expect(sent[0]?.url).toBe('/xapi/things/1?ids=4,5&l=en');
    expect(sent[0]?.headers).toEqual({ 'x-accept-language': 'en' });
  });

  it('gives a refusal its status and {code, message}, as a value or thrown', async () => {
    const refusal = { code: 'RES-00034', message: 'Stake too high', extra: 1 };
    const { transport } = recording(() => ({ status: 400, body: json(refusal) }));
    const client = createClient(TABLE, { transport });
    const result = await client.things.make.send({ body: { name: 'x' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      endpoint: 'things.make',
      status: 400,
      code: 'RES-00034',
      message: 'Stake too high',
      body: refusal,
    });
    const thrown = await client.things.make({ body: { name: 'x' } }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiCallError);
  });

  it('names a refusal without the platform shape by its status', async () => {
    const { transport } = recording(() => ({ status: 502, body: '<html>bad gateway</html>' }));
    const client = createClient(TABLE, { transport });
    const result = await client.things.get.send({ params: { thingId: 1 } });
    expect(!result.ok && result.error).toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('throws when a success answer breaks its schema', async () => {
    const { transport } = recording(() => ({ body: json({ id: 'one' }) }));
    const client = createClient(TABLE, { transport });
    await expect(client.things.get({ params: { thingId: 1 } })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });
});

describe('transports', () => {
  it('calls fetch with the base URL and reads headers in lower case', async () => {
    const calls: string[] = [];
    const transport = fetchTransport((url, init) => {
      calls.push(`${init.method} ${url} ${init.body ?? ''}`);
      return Promise.resolve({
        status: 200,
        headers: { forEach: (each) => each('no-store', 'Cache-Control') },
        text: () => Promise.resolve('{}'),
      });
    }, 'http://platform');
    const answer = await transport({ method: 'POST', url: '/a?b=1', headers: {}, body: 'x' });
    expect(calls).toEqual(['POST http://platform/a?b=1 x']);
    expect(answer).toEqual({ status: 200, headers: { 'cache-control': 'no-store' }, body: '{}' });
  });

  it('calls app.inject with the payload', async () => {
    const transport = injectTransport({
      inject: (options) =>
        Promise.resolve({
          statusCode: 201,
          headers: { 'content-length': 2 },
          body: `${options.method} ${options.url} ${options.payload ?? ''}`,
        }),
    });
    const answer = await transport({ method: 'PUT', url: '/x', headers: {}, body: '{}' });
    expect(answer).toEqual({ status: 201, headers: { 'content-length': '2' }, body: 'PUT /x {}' });
  });
});

describe('types', () => {
  it('takes each call’s arguments and answer from the table', () => {
    const client = createApiClient({ transport: recording(() => ({})).transport });
    // Compiled, never run: the checks are the compiler's.
    const typed = async () => {
      const balances: AccountBalances = await client.wallet.balances();
      // @ts-expect-error the path's {accountId} is required
      await client.bets.openBets({ params: {} });
      // @ts-expect-error placing needs its body
      await client.bets.place({ params: { accountId: 1 }, query: { uuid: 'u' } });
      const open: OpenBets = await client.bets.openBets({ params: { accountId: 1 } });
      return [balances, open];
    };
    expect(typeof typed).toBe('function');
    // The platform's global fetch fits the fetch transport as it is.
    expect(typeof fetchTransport(fetch)).toBe('function');
  });
});
