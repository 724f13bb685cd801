import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('configuration', () => {
  it('runs on embedded defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.webPort).toBe(3000);
    expect(c.database.kind).toBe('pglite');
    expect(c.busUrl).toBe('memory');
    expect(c.logLevel).toBe('info');
  });

  it('switches to a Postgres server for a postgres:// DATABASE_URL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' });
    expect(c.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@127.0.0.1:5432/db',
      appUrl: null,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it.each([
    ['PLATFORM_PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SIM_SEED', '-3'],
    ['LOG_LEVEL', 'loud'],
    ['BRAND', 'Not A Brand!'],
    ['BUS_URL', 'kafka://x'],
    ['TOKEN_SECRET', 'short'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});
