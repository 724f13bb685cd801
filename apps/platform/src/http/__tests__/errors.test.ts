import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@touchline/contract';
import { pgliteTarget } from '../../test/targets';
import { usePlatform } from '../../test/harness';

describe('central error handling', () => {
  const h = usePlatform(pgliteTarget);

  it('answers an unknown route with 404 { code, message }', async () => {
    // Deliberately no endpoint of the table: the unknown-route answer.
    const res = await h.app.inject({ method: 'GET', url: '/xapi/rest/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No route for GET /xapi/rest/nothing-here',
    });
  });

  it('answers an unsupported content type with 415 { code, message }', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.auth.playerLogin.path,
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('answers an oversized body with 413 and no stack trace', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.auth.playerLogin.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(300_000), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
