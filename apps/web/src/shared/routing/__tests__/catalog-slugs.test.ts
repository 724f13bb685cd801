import { describe, expect, it } from 'vitest';
import {
  catalogPathSegment,
  countryHref,
  leagueHref,
  parseCatalogPathSegment,
  sportHref,
} from '../catalog-slugs';

const football = { id: 240, code: 'FOOT' };
const england = { id: 1021, slug: 'england' };
const premier = { id: 1022, slug: 'premier-league' };

describe('catalogue route segments (spec shell §2 routes)', () => {
  it('builds the sport, country and league paths as {id}-{slug}', () => {
    expect(sportHref(football)).toBe('/sports/240-FOOT');
    expect(countryHref(football, england)).toBe('/sports/competitions/240-FOOT/1021-england');
    expect(leagueHref(football, england, premier)).toBe(
      '/sports/competitions/240-FOOT/1021-england/1022-premier-league',
    );
  });

  it('keeps a bots path slug, cleans an untidy one and falls back to the bare id', () => {
    expect(catalogPathSegment({ id: 7, slug: 'e-football---bots' })).toBe('7-e-football---bots');
    expect(catalogPathSegment({ id: 8, slug: ' Côte d’Ivoire ' })).toBe('8-cote-d-ivoire');
    expect(catalogPathSegment({ id: 9, slug: '' })).toBe('9');
  });

  it('reads a segment back to its id and slug, refusing one without an id', () => {
    expect(parseCatalogPathSegment('1022-premier-league')).toEqual({
      id: 1022,
      slug: 'premier-league',
    });
    expect(parseCatalogPathSegment('9')).toEqual({ id: 9, slug: '' });
    expect(parseCatalogPathSegment('7-e-football---bots')).toEqual({
      id: 7,
      slug: 'e-football---bots',
    });
    expect(parseCatalogPathSegment('premier-league')).toBeNull();
    expect(parseCatalogPathSegment('0-zero')).toBeNull();
    expect(parseCatalogPathSegment('')).toBeNull();
    expect(parseCatalogPathSegment('12-%E0%A4%A')).toBeNull();
  });

  it('round-trips every segment it builds', () => {
    for (const path of [england, premier, { id: 5, slug: 'a---b' }, { id: 3, slug: '' }]) {
      const parsed = parseCatalogPathSegment(catalogPathSegment(path));
      expect(parsed?.id).toBe(path.id);
    }
  });
});
