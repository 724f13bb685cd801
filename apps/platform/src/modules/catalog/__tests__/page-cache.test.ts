import { describe, expect, it } from 'vitest';
import { PageCache, type CachedAnswer, type CachePolicy } from '../page-cache';

const forever = (body: string): CachedAnswer => ({ body, validUntil: Number.POSITIVE_INFINITY });

function counter(answer: (n: number) => CachedAnswer = (n) => forever(`v${n}`)) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: () => {
      calls += 1;
      return Promise.resolve(answer(calls));
    },
  };
}

/** The cached answer as text. */
async function text(
  cache: PageCache,
  key: string,
  policy: CachePolicy,
  compute: () => Promise<CachedAnswer>,
): Promise<string> {
  return (await cache.get(key, policy, compute)).toString('utf8');
}

describe('PageCache (catalogue answers)', () => {
  const policy = { ttlMs: 5_000, now: 0 };

  it('serves an answer until the catalogue version changes', async () => {
    const cache = new PageCache();
    const c = counter();
    expect(await text(cache, 'k', policy, c.compute)).toBe('v1');
    expect(await text(cache, 'k', policy, c.compute)).toBe('v1');
    cache.invalidate();
    expect(cache.version).toBe(1);
    expect(await text(cache, 'k', policy, c.compute)).toBe('v2');
    expect(c.calls).toBe(2);
  });

  it('keeps answers UTF-8 encoded', async () => {
    const cache = new PageCache();
    const body = await cache.get('k', policy, () => Promise.resolve(forever('{"d":"Atlético"}')));
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(JSON.parse(body.toString('utf8'))).toEqual({ d: 'Atlético' });
  });

  it('keeps pre-match answers through in-play changes and the other way round', async () => {
    const cache = new PageCache();
    const pre = counter((n) => forever(`pre${n}`));
    const live = counter((n) => forever(`live${n}`));
    const both = counter((n) => forever(`both${n}`));
    const get = async () => [
      await text(cache, 'p', { ...policy, scope: 'prematch' }, pre.compute),
      await text(cache, 'l', { ...policy, scope: 'live' }, live.compute),
      await text(cache, 'b', { ...policy, scope: 'all' }, both.compute),
    ];
    expect(await get()).toEqual(['pre1', 'live1', 'both1']);
    cache.invalidate('live');
    expect(await get()).toEqual(['pre1', 'live2', 'both2']);
    cache.invalidate('prematch');
    expect(await get()).toEqual(['pre2', 'live2', 'both3']);
    cache.invalidate();
    expect(await get()).toEqual(['pre3', 'live3', 'both4']);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new PageCache();
    const c = counter();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => text(cache, 'k', policy, c.compute)),
    );
    expect(new Set(answers)).toEqual(new Set(['v1']));
    expect(c.calls).toBe(1);
  });

  it('recomputes once the platform clock reaches validUntil, or the time to live runs out', async () => {
    let wall = 0;
    const cache = new PageCache({ wallClock: () => wall });
    const c = counter((n) => ({ body: `v${n}`, validUntil: 1_000 }));
    await text(cache, 'k', { ttlMs: 5_000, now: 0 }, c.compute);
    expect(await text(cache, 'k', { ttlMs: 5_000, now: 999 }, c.compute)).toBe('v1');
    expect(await text(cache, 'k', { ttlMs: 5_000, now: 1_000 }, c.compute)).toBe('v2');
    wall = 5_000;
    expect(await text(cache, 'k', { ttlMs: 5_000, now: 0 }, c.compute)).toBe('v3');
  });

  it('does not keep a failed computation', async () => {
    const cache = new PageCache();
    await expect(
      text(cache, 'k', policy, () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down');
    expect(await text(cache, 'k', policy, () => Promise.resolve(forever('ok')))).toBe('ok');
  });

  it('keeps at most maxEntries and maxBytes, least recently used out first', async () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 10 });
    const answer = (body: string) => () => Promise.resolve(forever(body));
    await text(cache, 'a', policy, answer('aaaa'));
    await text(cache, 'b', policy, answer('bbbb'));
    await text(cache, 'a', policy, answer('new a'));
    await text(cache, 'c', policy, answer('cccc'));
    expect(cache.size).toBe(2);
    // b was the least recently used.
    expect(await text(cache, 'b', policy, answer('b again'))).toBe('b again');
    const small = new PageCache({ maxBytes: 10 });
    await text(small, 'x', policy, answer('x'.repeat(11)));
    expect(small.size).toBe(0);
  });

  it('computes without caching when the time to live is 0', async () => {
    const cache = new PageCache();
    const c = counter();
    await text(cache, 'k', { ttlMs: 0, now: 0 }, c.compute);
    await text(cache, 'k', { ttlMs: 0, now: 0 }, c.compute);
    expect(c.calls).toBe(2);
  });
});
