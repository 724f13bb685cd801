import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BOT_SPORT_CODES,
  CRICKET_SPORT_CODES,
  ESPORTS_AND_VIRTUAL_SPORT_CODES,
  PSEUDO_SPORTS,
  SPORTS,
  SPORT_REGION_VARIANTS,
  baseSportCode,
  feedSourceOf,
  groupEventsWithBots,
  isBotSport,
  isBotsEvent,
  isCricketSport,
  isEsportOrVirtualSport,
  liveSportView,
  parseSportSlug,
  partitionKnownSports,
  sportByCode,
  sportById,
  sportFromSlug,
  sportGrouping,
  sportSlug,
  sportVariantKey,
} from '../sports';

describe('sports catalogue (spec shell §3, betting-domain §9)', () => {
  it('holds about 100 sports with unique ids and 4-letter codes', () => {
    expect(SPORTS.length).toBeGreaterThanOrEqual(95);
    expect(SPORTS.length).toBeLessThanOrEqual(110);
    expect(new Set(SPORTS.map((s) => s.id)).size).toBe(SPORTS.length);
    expect(new Set(SPORTS.map((s) => s.code)).size).toBe(SPORTS.length);
    for (const sport of SPORTS) {
      expect(sport.code).toMatch(/^[A-Z0-9]{4}$/);
      expect(sport.name.length).toBeGreaterThan(0);
      expect(Number.isInteger(sport.id) && sport.id > 0).toBe(true);
    }
  });

  it.each([
    ['FOOT', 240, 'Football'],
    ['BASK', 227, 'Basketball'],
    ['TENN', 239, 'Tennis'],
    ['CRIC', 215, 'Cricket'],
    ['HORS', 364, 'Horse Racing'],
    ['ICEH', 2100, 'Ice Hockey'],
    ['TTEN', 238, 'Table Tennis'],
  ])('has %s with id %i named %s', (code, id, name) => {
    expect(sportByCode(code)).toMatchObject({ id, code, name });
    expect(sportById(id)?.code).toBe(code);
  });

  it('includes the spec codes', () => {
    const codes = [
      ...ESPORTS_AND_VIRTUAL_SPORT_CODES,
      'AMFB',
      'BASE',
      'KABA',
      'HAND',
      'DART',
      'VOLL',
      'RUGU',
      'BOXI',
      'GOLF',
      'TTEN',
      'CSGO',
      'DOTA',
    ];
    for (const code of codes) expect(sportByCode(code), code).toBeDefined();
  });

  it('skips sports with no known code (lookup is undefined)', () => {
    expect(sportByCode('XXXX')).toBeUndefined();
    expect(sportById(1)).toBeUndefined();
    const { known, skipped } = partitionKnownSports([
      { id: 240, sportCode: 'FOOT' },
      { id: 1, sportCode: 'ZZZZ' },
      { id: 2, sportCode: null },
    ]);
    expect(known.map((s) => s.id)).toEqual([240]);
    expect(skipped.map((s) => s.id)).toEqual([1, 2]);
  });
});

describe('sport groupings (spec betting-domain §2, shell §3)', () => {
  it('groups football by country, tennis and e-sports by league, golf by tournament', () => {
    expect(sportGrouping('FOOT')).toBe('country');
    expect(sportGrouping('TENN')).toBe('league');
    for (const code of ['CSGO', 'LOLS', 'DOTA']) expect(sportGrouping(code)).toBe('league');
    expect(sportGrouping('GOLF')).toBe('tournament');
    expect(SPORTS.filter((s) => s.grouping === 'tournament').map((s) => s.code)).toEqual(['GOLF']);
    expect(sportGrouping('NOPE')).toBeUndefined();
  });
});

describe('live page sport families (spec betting-domain §2)', () => {
  it('uses the default view for FOOT, BASK, AMFB, BASE, KABA, HAND, DART', () => {
    for (const code of ['FOOT', 'BASK', 'AMFB', 'BASE', 'KABA', 'HAND', 'DART']) {
      expect(liveSportView(code)).toBe('default');
    }
    expect(SPORTS.filter((s) => s.liveView === 'default')).toHaveLength(7);
  });

  it('uses the secondary view for tennis, table tennis, volleyball and the others', () => {
    for (const code of ['TENN', 'TTEN', 'VOLL', 'ICEH', 'CRIC', 'UNKNOWN']) {
      expect(liveSportView(code)).toBe('secondary');
    }
  });

  it('uses the golf view for golf', () => {
    expect(liveSportView('GOLF')).toBe('golf');
  });

  it('has the cricket group CRIC, VICR, ECRI', () => {
    expect(CRICKET_SPORT_CODES).toEqual(['CRIC', 'VICR', 'ECRI']);
    expect(
      SPORTS.filter((s) => isCricketSport(s.code))
        .map((s) => s.code)
        .sort(),
    ).toEqual(['CRIC', 'ECRI', 'VICR']);
  });

  it('treats VICR, EBSK, EFOT, CSGO, LOLS, DOTA, VKBD, ECRI as e-sports or virtual', () => {
    expect([...ESPORTS_AND_VIRTUAL_SPORT_CODES].sort()).toEqual([
      'CSGO',
      'DOTA',
      'EBSK',
      'ECRI',
      'EFOT',
      'LOLS',
      'VICR',
      'VKBD',
    ]);
    expect(
      SPORTS.filter((s) => s.sportGroup === 'ESPORTS')
        .map((s) => s.code)
        .sort(),
    ).toEqual([...ESPORTS_AND_VIRTUAL_SPORT_CODES].sort());
    expect(isEsportOrVirtualSport('FOOT')).toBe(false);
  });

  it('knows EFOT and EBSK as bot-driven', () => {
    expect(BOT_SPORT_CODES).toEqual(['EFOT', 'EBSK']);
    expect(isBotSport('EFOT') && isBotSport('EBSK')).toBe(true);
    expect(isBotSport('FOOT')).toBe(false);
  });
});

describe('pseudo-categories, variants and slugs (spec betting-domain §2, §9)', () => {
  it('has Favourites 10000, Homepage 10001 and Jackpot Bet 10002 (slug jackpotbet)', () => {
    expect(PSEUDO_SPORTS.favourites).toMatchObject({ id: 10000, code: 'FAVOURITES' });
    expect(PSEUDO_SPORTS.homepage).toMatchObject({ id: 10001, code: 'HOMEPAGE' });
    expect(PSEUDO_SPORTS.jackpot).toMatchObject({ id: 10002, slug: 'jackpotbet' });
    expect(sportFromSlug('jackpotbet')).toBe(PSEUDO_SPORTS.jackpot);
    expect(sportFromSlug('10000-FAVOURITES')).toBe(PSEUDO_SPORTS.favourites);
    expect(sportFromSlug('10001-HOMEPAGE')).toBe(PSEUDO_SPORTS.homepage);
  });

  it('builds and parses sport slugs {id}-{CODE}', () => {
    expect(sportSlug({ id: 240, code: 'FOOT' })).toBe('240-FOOT');
    expect(parseSportSlug('240-FOOT')).toEqual({ id: 240, code: 'FOOT' });
    expect(sportFromSlug('240-FOOT')?.name).toBe('Football');
    for (const bad of ['240-foot', '240FOOT', '-FOOT', '240-', '240-FOOT-x', 'abc']) {
      expect(sportFromSlug(bad), bad).toBeUndefined();
    }
    expect(sportFromSlug('227-FOOT')).toBeUndefined();
    expect(sportFromSlug('9999-FOOT')).toBeUndefined();
  });

  it('round-trips every sport through its slug', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPORTS), (sport) => {
        expect(sportFromSlug(sportSlug(sport))).toBe(sport);
      }),
    );
  });

  it('has the India variants FOOT-india and TENN-india', () => {
    expect(SPORT_REGION_VARIANTS).toEqual(['FOOT-india', 'TENN-india']);
    expect(sportVariantKey('FOOT', 'india')).toBe('FOOT-india');
    expect(sportVariantKey('TENN', 'INDIA')).toBe('TENN-india');
    expect(sportVariantKey('BASK', 'india')).toBe('BASK');
    expect(sportVariantKey('FOOT')).toBe('FOOT');
    expect(baseSportCode('FOOT-india')).toBe('FOOT');
    expect(baseSportCode('CRIC')).toBe('CRIC');
  });
});

function event(id: number, paths: [number, string][]) {
  return { id, eventPaths: paths.map(([pathId, slug]) => ({ id: pathId, slug })) };
}

describe('bots events (spec betting-domain §2, shell §3)', () => {
  it('is a bots event when the second path slug holds the sport name followed by ---bots', () => {
    expect(
      isBotsEvent(
        event(1, [
          [3004, 'e-football'],
          [1, 'e-football---bots'],
        ]),
        'E-Football',
      ),
    ).toBe(true);
    expect(
      isBotsEvent(
        event(1, [
          [3005, 'x'],
          [1, 'cup-efootball---bots-8min'],
        ]),
        'eFootball',
      ),
    ).toBe(true);
    expect(
      isBotsEvent(
        event(1, [
          [3004, 'e-football'],
          [1, 'e-football-bots'],
        ]),
        'E-Football',
      ),
    ).toBe(false);
    expect(isBotsEvent(event(1, [[3004, 'e-football---bots']]), 'E-Football')).toBe(false);
    expect(
      isBotsEvent(
        event(1, [
          [1, 'x'],
          [2, 'e-basketball---bots'],
          [3, 'y'],
        ]),
        'E-Football',
      ),
    ).toBe(false);
  });

  it('groups bots events together and other events by league', () => {
    const events = [
      event(1, [
        [3004, 'e-football'],
        [10, 'premier'],
        [100, 'league-a'],
      ]),
      event(2, [
        [3004, 'e-football'],
        [11, 'e-football---bots'],
        [101, 'bots-x'],
      ]),
      event(3, [
        [3004, 'e-football'],
        [10, 'premier'],
        [102, 'league-b'],
      ]),
      event(4, [
        [3004, 'e-football'],
        [12, 'e-football---bots-2'],
        [103, 'bots-y'],
      ]),
      event(5, [
        [3004, 'e-football'],
        [10, 'premier'],
        [100, 'league-a'],
      ]),
    ];
    const groups = groupEventsWithBots(events, 'E-Football');
    expect(groups.map((g) => [g.key, g.bots, g.events.map((e) => e.id)])).toEqual([
      ['100', false, [1, 5]],
      ['bots', true, [2, 4]],
      ['102', false, [3]],
    ]);
  });
});

describe('feed source (spec betting-domain §3)', () => {
  it('comes from the feed-code prefix BU or RS', () => {
    expect(feedSourceOf('BU:12345')).toBe('BU');
    expect(feedSourceOf('RS-998')).toBe('RS');
    expect(feedSourceOf('bu1')).toBe('BU');
    expect(feedSourceOf('XX1')).toBeUndefined();
    expect(feedSourceOf('')).toBeUndefined();
    expect(feedSourceOf(null)).toBeUndefined();
  });
});
