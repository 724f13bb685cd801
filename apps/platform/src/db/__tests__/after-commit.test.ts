import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, type Database } from '../database';
import { openPglite } from '../pglite';

/** The after-commit hooks of the drivers' transactions (PGlite; Postgres shares the wrapper). */
describe('afterCommit', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite(null);
    await db.exec('CREATE TABLE hooked (v int PRIMARY KEY)');
  });
  afterAll(() => db.close());

  it('runs hooks in order once the transaction has committed, given the database', async () => {
    const seen: string[] = [];
    const result = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO hooked (v) VALUES (1)');
      afterCommit(tx, (committed) => {
        seen.push(committed === db ? 'first' : 'another database');
      });
      afterCommit(tx, () => seen.push('second'));
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual(['first', 'second']);
  });

  it('never runs them when the transaction rolls back', async () => {
    const seen: string[] = [];
    const failing = db.transaction(async (tx) => {
      afterCommit(tx, () => seen.push('hook'));
      await tx.query('INSERT INTO hooked (v) VALUES (1)'); // duplicate key: rolls back
    });
    await expect(failing).rejects.toThrow();
    expect(seen).toEqual([]);
  });

  it('keeps a committed transaction committed when a hook throws', async () => {
    const seen: string[] = [];
    const original = console.error;
    console.error = () => undefined;
    try {
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO hooked (v) VALUES (2)');
        afterCommit(tx, () => {
          throw new Error('broken hook');
        });
        afterCommit(tx, () => seen.push('after the broken one'));
      });
    } finally {
      console.error = original;
    }
    expect(seen).toEqual(['after the broken one']);
    expect(await db.query('SELECT v FROM hooked WHERE v = 2')).toEqual([{ v: 2 }]);
  });

  it('refuses a hook outside a transaction', () => {
    expect(() => afterCommit(db, () => undefined)).toThrow(/outside a transaction/);
  });
});
