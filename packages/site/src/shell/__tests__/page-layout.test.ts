import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COLUMN_LAYOUT_TYPES,
  isColumnLayoutType,
  layoutMatchPath,
  matchesUrlPattern,
  matchPageLayout,
  resolvePageAttributes,
  type PageAttributeEntry,
  type PageLayoutSetting,
} from '../page-layout';

const layout = (url: string, column_type: PageLayoutSetting['column_type']): PageLayoutSetting => ({
  url,
  column_type,
  left_column: [{ name: 'navigation_menu', id: null }],
  right_column: [{ name: 'betslip', id: 1 }],
  centre_column_bottom: [],
});

const fallback = layout('/*', 'single');
const live = layout('/live/*', 'triple');
const sportsFixtures = layout('/sports/*/fixtures', 'side_left');
const home = layout('/', 'triple_side_right');

describe('URL patterns (spec shell §2)', () => {
  it('treats * as a wildcard across segments', () => {
    expect(matchesUrlPattern('/live/*', '/live/sport/240-FOOT')).toBe(true);
    expect(matchesUrlPattern('/sports/*/fixtures', '/sports/240-FOOT/fixtures')).toBe(true);
    expect(matchesUrlPattern('/sports/*/fixtures', '/sports/240-FOOT/outrights')).toBe(false);
    expect(matchesUrlPattern('/events/*-*', '/events/123-a-v-b')).toBe(true);
  });

  it('lets a trailing /* match the section itself', () => {
    expect(matchesUrlPattern('/live/*', '/live')).toBe(true);
    expect(matchesUrlPattern('/live/*', '/livescore')).toBe(false);
  });

  it('matches the path with query string, hash and locale removed', () => {
    expect(layoutMatchPath('/en/sports/240-FOOT?active-coupon=4#x')).toBe('/sports/240-FOOT');
    expect(matchesUrlPattern('/sports/240-FOOT', '/en/sports/240-FOOT?active-coupon=4')).toBe(true);
    expect(matchesUrlPattern('/', '/en')).toBe(true);
    expect(matchesUrlPattern('/', '/en/sports')).toBe(false);
  });

  it('ignores trailing slashes and a missing leading slash in the pattern', () => {
    expect(matchesUrlPattern('sports', '/en/sports/')).toBe(true);
    expect(matchesUrlPattern('/sports/', '/en/sports')).toBe(true);
  });

  it('takes regex characters in a pattern literally', () => {
    expect(matchesUrlPattern('/a.b', '/en/a.b')).toBe(true);
    expect(matchesUrlPattern('/a.b', '/en/axb')).toBe(false);
    expect(matchesUrlPattern('/(x)+', '/en/(x)+')).toBe(true);
  });

  it('knows the column layout types', () => {
    expect(COLUMN_LAYOUT_TYPES).toEqual([
      'single',
      'side_left',
      'side_right',
      'triple',
      'triple_side_right',
    ]);
    expect(isColumnLayoutType('side_right')).toBe(true);
    expect(isColumnLayoutType('double')).toBe(false);
  });
});

describe('matchPageLayout (spec shell §2)', () => {
  const layouts = [fallback, live, sportsFixtures, home];

  it('picks the first matching entry in configured order', () => {
    expect(matchPageLayout('/en/live/sport', layouts)).toBe(live);
    expect(matchPageLayout('/en/sports/1-FOOT/fixtures', layouts)).toBe(sportsFixtures);
    expect(matchPageLayout('/en', layouts)).toBe(home);
    const twoLive = [layout('/live/*', 'single'), live];
    expect(matchPageLayout('/en/live/sport', twoLive)?.column_type).toBe('single');
  });

  it('uses the /* entry only as the fallback, wherever it sits', () => {
    expect(matchPageLayout('/en/promotions', layouts)).toBe(fallback);
    expect(matchPageLayout('/en/live/sport', [fallback, live])).toBe(live);
  });

  it('returns null with no match and no fallback', () => {
    expect(matchPageLayout('/en/promotions', [live])).toBeNull();
    expect(matchPageLayout('/en/promotions', [])).toBeNull();
  });

  it('returns the fallback whenever nothing else matches (property)', () => {
    const unrelated = fc
      .stringMatching(/^\/[a-z]{3,8}(\/[a-z0-9-]{1,8}){0,3}$/)
      .filter((path) => !path.startsWith('/zz'));
    fc.assert(
      fc.property(unrelated, fc.array(fc.stringMatching(/^\/zz[a-z]{1,5}\/\*$/)), (path, urls) => {
        const configured = [...urls.map((u) => layout(u, 'triple')), fallback];
        expect(matchPageLayout(path, configured)).toBe(fallback);
      }),
    );
  });
});

describe('resolvePageAttributes (spec shell §2)', () => {
  const entries: PageAttributeEntry[] = [
    {
      url: '/*',
      title: 'Sportsbook',
      meta_tags: { description: 'Bet on sports', robots: 'index' },
    },
    {
      url: '/live/*',
      title: 'Live betting',
      meta_tags: { description: 'Bet in play' },
      last: true,
    },
    { url: '/live/sport/*', title: 'Never reached', meta_tags: { robots: 'noindex' } },
    { url: '/promotions', title: '', meta_tags: { description: 'Offers' } },
  ];

  it('applies matching entries in order, later ones overriding, meta tags merged by name', () => {
    expect(resolvePageAttributes('/en/promotions', entries)).toEqual({
      title: 'Sportsbook',
      metaTags: { description: 'Offers', robots: 'index' },
    });
  });

  it('stops at the first matching entry flagged last', () => {
    expect(resolvePageAttributes('/en/live/sport/1-FOOT', entries)).toEqual({
      title: 'Live betting',
      metaTags: { description: 'Bet in play', robots: 'index' },
    });
  });

  it('gives no title and no tags when nothing matches', () => {
    expect(resolvePageAttributes('/en/sports', entries.slice(1))).toEqual({
      title: null,
      metaTags: {},
    });
  });

  it('does not let a CMS key reach the prototype', () => {
    const tags = JSON.parse('{"__proto__": {"polluted": "yes"}, "og:title": "x"}') as Record<
      string,
      string
    >;
    const result = resolvePageAttributes('/en', [{ url: '/*', meta_tags: tags }]);
    expect(result.metaTags).toEqual({ 'og:title': 'x' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
