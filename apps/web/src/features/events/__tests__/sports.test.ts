import { describe, expect, it } from 'vitest';
import { sportByCode } from '@touchline/betting';
import { FOOTBALL, sportFromSlug } from '../sports';

describe('the sports the web lists', () => {
  it('are the catalogue’s own entries, not a copy', () => {
    expect(FOOTBALL).toBe(sportByCode('FOOT'));
    expect(FOOTBALL).toMatchObject({ id: 240, code: 'FOOT', name: 'Football' });
  });

  it('resolves a listed sport’s slug (spec shell §2: sportId-CODE)', () => {
    expect(sportFromSlug('240-FOOT')).toBe(FOOTBALL);
  });

  it('is a 404 for malformed slugs, mismatched ids and sports without a page yet', () => {
    for (const slug of [
      '240-foot',
      '240-BASK',
      'FOOT',
      '240-',
      '227-BASK',
      '10000-FAVOURITES',
      'jackpotbet',
    ]) {
      expect(sportFromSlug(slug)).toBeNull();
    }
  });
});
