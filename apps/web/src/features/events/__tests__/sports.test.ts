import { describe, expect, it } from 'vitest';
import { PSEUDO_SPORTS, SPORTS, sportByCode } from '@touchline/betting';
import { FOOTBALL, pseudoCategoryFromSlug, sportFromSlug, sportPath } from '../sports';

describe('the sports the web lists', () => {
  it('are the catalogue’s own entries, not a copy', () => {
    expect(FOOTBALL).toBe(sportByCode('FOOT'));
    expect(FOOTBALL).toMatchObject({ id: 240, code: 'FOOT', name: 'Football' });
  });

  it('resolves every catalogue sport’s slug (spec shell §2: sportId-CODE)', () => {
    expect(sportFromSlug('240-FOOT')).toBe(FOOTBALL);
    expect(sportFromSlug('227-BASK')).toBe(sportByCode('BASK'));
    for (const sport of SPORTS) {
      expect(sportFromSlug(`${sport.id}-${sport.code}`)).toBe(sport);
      expect(sportPath(sport)).toBe(`/sports/${sport.id}-${sport.code}`);
    }
  });

  it('is null for malformed slugs, mismatched ids and the pseudo-categories', () => {
    for (const slug of [
      '240-foot',
      '240-BASK',
      'FOOT',
      '240-',
      '99999-FOOT',
      '10000-FAVOURITES',
      'jackpotbet',
      'kiron',
    ]) {
      expect(sportFromSlug(slug)).toBeNull();
    }
  });

  it('names the pseudo-categories by their slugs (shell §2), nothing else', () => {
    expect(pseudoCategoryFromSlug('10000-FAVOURITES')).toBe(PSEUDO_SPORTS.favourites);
    expect(pseudoCategoryFromSlug('10001-HOMEPAGE')).toBe(PSEUDO_SPORTS.homepage);
    expect(pseudoCategoryFromSlug('jackpotbet')).toBe(PSEUDO_SPORTS.jackpot);
    expect(pseudoCategoryFromSlug('10000-HOMEPAGE')).toBeNull();
    expect(pseudoCategoryFromSlug('240-FOOT')).toBeNull();
  });
});
