import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { E2E_LOGIN_RATE_IP_PER_HOUR } from '../stack-settings';
import { DEMO_PASSWORD } from './support';

/**
 * Through the real web app: the platform limits password checks per client
 * address and believes the X-Forwarded-For of its loopback peer (the web app), so the web app
 * must write that header from its own socket, never pass on the client's. Linux routes all of
 * 127.0.0.0/8 to loopback: binding the client socket to 127.0.0.2, .3, … gives distinct peers.
 */
const AUTHENTICATE = '/auth/en/api/plugins/component/route/header_login/authenticate';

interface Answer {
  readonly status: number;
  readonly code: string | undefined;
}

function login(
  webPort: number,
  from: string,
  fields: { username: string; password: string },
  forwardedFor?: string,
): Promise<Answer> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: webPort,
        localAddress: from,
        method: 'POST',
        path: AUTHENTICATE,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          ...(forwardedFor !== undefined && { 'x-forwarded-for': forwardedFor }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let code: string | undefined;
          try {
            code = (JSON.parse(text) as { code?: string }).code;
          } catch {
            code = undefined;
          }
          resolve({ status: res.statusCode ?? 0, code });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A wrong password for a username nobody has (its own per-account budget and lockout). */
const wrong = () => ({ username: `nobody.${randomUUID().slice(0, 8)}`, password: 'wrong-pass-1' });

const summary = (answers: readonly Answer[]) =>
  answers.reduce<Record<string, number>>((acc, a) => {
    const key = `${a.status} ${a.code ?? ''}`.trim();
    acc[key] = (acc[key] ?? 0) + 1;
    return acc;
  }, {});

describe('a spoofed X-Forwarded-For through the web app', () => {
  const webPort = Number(new URL(inject('baseUrl')).port);
  const limit = E2E_LOGIN_RATE_IP_PER_HOUR;

  it('cannot rotate addresses to get a fresh per-address budget', async () => {
    const answers: Answer[] = [];
    // One at a time: each attempt claims to come from another address.
    for (let i = 0; i < limit; i += 1) {
      answers.push(await login(webPort, '127.0.0.2', wrong(), `203.0.113.${i + 1}`));
    }
    expect(summary(answers)).toEqual({ [`401 INT003`]: limit });
    const next = await login(webPort, '127.0.0.2', wrong(), '198.51.100.77');
    expect(next).toEqual({ status: 429, code: 'RATE_LIMITED' });
    // With no header at all the answer is the same: the budget is the socket's.
    expect(await login(webPort, '127.0.0.2', wrong())).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
    });
  }, 120_000);

  it("cannot spend another address's budget", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < limit; i += 1) {
      answers.push(await login(webPort, '127.0.0.3', wrong(), '127.0.0.4'));
    }
    expect(summary(answers)).toEqual({ [`401 INT003`]: limit });
    // The attacker's own address is spent …
    expect(await login(webPort, '127.0.0.3', wrong(), '127.0.0.4')).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
    });
    // … the victim's is untouched: it still gets a password check, and logs in.
    expect(await login(webPort, '127.0.0.4', wrong())).toEqual({ status: 401, code: 'INT003' });
    const demo = await login(webPort, '127.0.0.4', { username: 'demo', password: DEMO_PASSWORD });
    expect(demo.status).toBe(200);
  }, 120_000);
});
