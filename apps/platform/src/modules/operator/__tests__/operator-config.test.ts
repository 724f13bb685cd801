/**
 * OPERATOR_ACCOUNTS and OPERATOR_TOKEN_TTL_SECONDS: parsed once at start with the contract's
 * schema; a bad value stops start-up with a message naming the variable (and never echoing the
 * hashes); the demo operator exists only embedded with nothing configured.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';

const HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXo';
const POSTGRES = 'postgres://u@127.0.0.1:5432/db';

const accounts = (list: unknown): string => JSON.stringify(list);

describe('operator configuration', () => {
  it('has the demo operator only in embedded mode with nothing configured', () => {
    expect(loadConfig({}).operator).toEqual({
      accounts: [],
      demoOperator: true,
      tokenTtlSeconds: 3600,
    });
    // With a Postgres server and nothing configured there is no operator at all.
    expect(loadConfig({ DATABASE_URL: POSTGRES }).operator).toMatchObject({
      accounts: [],
      demoOperator: false,
    });
    // An explicit empty list: no operator, not even embedded.
    expect(loadConfig({ OPERATOR_ACCOUNTS: '[]' }).operator).toMatchObject({
      accounts: [],
      demoOperator: false,
    });
  });

  it('reads the configured operators and token lifetime', () => {
    const list = [
      { username: 'ops', passwordHash: HASH, scopes: ['*'] },
      { username: 'editor.1', passwordHash: HASH, scopes: ['content', 'menus'] },
    ];
    const c = loadConfig({
      DATABASE_URL: POSTGRES,
      OPERATOR_ACCOUNTS: accounts(list),
      OPERATOR_TOKEN_TTL_SECONDS: '900',
    });
    expect(c.operator).toEqual({ accounts: list, demoOperator: false, tokenTtlSeconds: 900 });
  });

  it.each([
    ['text that is not JSON', '[{username:', /OPERATOR_ACCOUNTS: is not valid JSON/],
    ['an object, not a list', accounts({ username: 'ops' }), /OPERATOR_ACCOUNTS: /],
    [
      'a plain password instead of a hash',
      accounts([{ username: 'ops', password: 'secret', scopes: ['*'] }]),
      /OPERATOR_ACCOUNTS\[0\]\.passwordHash: must be an argon2id hash[^]*Unrecognized key: "password"/,
    ],
    [
      'a hash of another algorithm',
      accounts([{ username: 'ops', passwordHash: '$2b$10$abcdefghijklmnopqrstuv', scopes: ['*'] }]),
      /OPERATOR_ACCOUNTS\[0\]\.passwordHash: must be an argon2id hash/,
    ],
    [
      'an unknown scope',
      accounts([{ username: 'ops', passwordHash: HASH, scopes: ['everything'] }]),
      /OPERATOR_ACCOUNTS\[0\]\.scopes\[0\]/,
    ],
    [
      'no scope',
      accounts([{ username: 'ops', passwordHash: HASH, scopes: [] }]),
      /OPERATOR_ACCOUNTS\[0\]\.scopes: must grant at least one scope/,
    ],
    [
      'an upper-case username',
      accounts([{ username: 'Ops', passwordHash: HASH, scopes: ['*'] }]),
      /OPERATOR_ACCOUNTS\[0\]\.username: must be 2-64 lower-case/,
    ],
    [
      'a username listed twice',
      accounts([
        { username: 'ops', passwordHash: HASH, scopes: ['*'] },
        { username: 'ops', passwordHash: HASH, scopes: ['content'] },
      ]),
      /OPERATOR_ACCOUNTS\[1\]\.username: ops is listed twice/,
    ],
  ])('stops on %s, naming the variable', (_what, value, message) => {
    const load = () => loadConfig({ OPERATOR_ACCOUNTS: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
    // The message never repeats the value: it holds password hashes.
    try {
      load();
    } catch (error) {
      expect(String(error)).not.toContain(HASH);
      expect(String(error)).not.toContain('secret');
    }
  });

  it.each(['59', '86401', 'an hour'])('stops on OPERATOR_TOKEN_TTL_SECONDS=%s', (value) => {
    expect(() => loadConfig({ OPERATOR_TOKEN_TTL_SECONDS: value })).toThrow(
      /OPERATOR_TOKEN_TTL_SECONDS=/,
    );
  });
});
