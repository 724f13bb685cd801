/**
 * The sports catalogue (spec shell §3, betting-domain §2 and §9): about 100 sports with numeric
 * id, 4-letter code and name, their grouping, the live page's view families, the e-sports and
 * virtual codes, bot-driven virtual sports, pseudo-categories, India variants and sport slugs.
 * Pure data: the platform seeds its catalogue from it and the web resolves routes with it.
 */

/**
 * spec betting-domain §2 / shell §3: how a sport's competitions are grouped in the menu and the
 * live page: under countries, directly as leagues (tennis, e-sports and others), or as
 * tournaments (golf).
 */
export type SportGrouping = 'country' | 'league' | 'tournament';

/** Event path tree sport groups (spec betting-domain §7 sportGroups REGULAR / ESPORTS). */
export type SportGroup = 'REGULAR' | 'ESPORTS';

/** spec betting-domain §2: the live page's sport view families. */
export type LiveSportView = 'default' | 'secondary' | 'golf';

export interface SportDefinition {
  readonly id: number;
  /** Four capital letters or digits, e.g. FOOT. */
  readonly code: string;
  readonly name: string;
  readonly grouping: SportGrouping;
}

export interface Sport extends SportDefinition {
  readonly sportGroup: SportGroup;
  readonly liveView: LiveSportView;
}

// spec betting-domain §9 / shell §3: FOOT 240, BASK 227, TENN 239, CRIC 215, HORS 364 and
// ICEH 2100 are the spec's ids; the others are Touchline's (unique and stable: never renumber).
const DEFINITIONS: readonly (readonly [number, string, string, SportGrouping])[] = [
  [240, 'FOOT', 'Football', 'country'],
  [227, 'BASK', 'Basketball', 'country'],
  [239, 'TENN', 'Tennis', 'league'],
  [215, 'CRIC', 'Cricket', 'country'],
  [364, 'HORS', 'Horse Racing', 'country'],
  [2100, 'ICEH', 'Ice Hockey', 'country'],
  [201, 'AMFB', 'American Football', 'country'],
  [202, 'AURL', 'Australian Rules', 'country'],
  [203, 'BADM', 'Badminton', 'league'],
  [204, 'BAND', 'Bandy', 'country'],
  [205, 'BASE', 'Baseball', 'country'],
  [206, 'BEVO', 'Beach Volleyball', 'league'],
  [207, 'BESO', 'Beach Soccer', 'league'],
  [208, 'BIAT', 'Biathlon', 'league'],
  [209, 'BOWL', 'Bowls', 'league'],
  [210, 'BOXI', 'Boxing', 'league'],
  [211, 'CHES', 'Chess', 'league'],
  [212, 'CURL', 'Curling', 'league'],
  [213, 'CYCL', 'Cycling', 'league'],
  [214, 'DART', 'Darts', 'league'],
  [216, 'FHOC', 'Field Hockey', 'country'],
  [217, 'FLOO', 'Floorball', 'country'],
  [218, 'FORM', 'Formula 1', 'league'],
  [219, 'FUTS', 'Futsal', 'country'],
  [220, 'GAEF', 'Gaelic Football', 'country'],
  [221, 'GOLF', 'Golf', 'tournament'],
  [222, 'GREY', 'Greyhound Racing', 'country'],
  [223, 'HAND', 'Handball', 'country'],
  [224, 'HURL', 'Hurling', 'country'],
  [225, 'KABA', 'Kabaddi', 'league'],
  [226, 'LACR', 'Lacrosse', 'country'],
  [228, 'MMAR', 'Mixed Martial Arts', 'league'],
  [229, 'MOGP', 'MotoGP', 'league'],
  [230, 'MOSP', 'Motorsport', 'league'],
  [231, 'NETB', 'Netball', 'country'],
  [232, 'POLI', 'Politics', 'country'],
  [233, 'POOL', 'Pool', 'league'],
  [234, 'RUGL', 'Rugby League', 'country'],
  [235, 'RUGU', 'Rugby Union', 'country'],
  [236, 'SNOO', 'Snooker', 'league'],
  [237, 'SQUA', 'Squash', 'league'],
  [238, 'TTEN', 'Table Tennis', 'league'],
  [241, 'VOLL', 'Volleyball', 'country'],
  [242, 'WATP', 'Water Polo', 'country'],
  [243, 'SPEC', 'Specials', 'league'],
  [244, 'ALPI', 'Alpine Skiing', 'league'],
  [245, 'SKIJ', 'Ski Jumping', 'league'],
  [246, 'CCSK', 'Cross-Country Skiing', 'league'],
  [247, 'NORD', 'Nordic Combined', 'league'],
  [248, 'SPEE', 'Speedway', 'country'],
  [249, 'NASC', 'NASCAR', 'league'],
  [250, 'TROT', 'Trotting', 'country'],
  [251, 'SOFT', 'Softball', 'country'],
  [252, 'KORF', 'Korfball', 'country'],
  [253, 'PESA', 'Pesapallo', 'country'],
  [254, 'ATHL', 'Athletics', 'league'],
  [255, 'SWIM', 'Swimming', 'league'],
  [256, 'ROWI', 'Rowing', 'league'],
  [257, 'SAIL', 'Sailing', 'league'],
  [258, 'SUMO', 'Sumo', 'league'],
  [259, 'WRES', 'Wrestling', 'league'],
  [260, 'OLYM', 'Olympic Games', 'league'],
  [261, 'TRIA', 'Triathlon', 'league'],
  [262, 'ENTE', 'Entertainment', 'league'],
  [263, 'SURF', 'Surfing', 'league'],
  [264, 'FIGS', 'Figure Skating', 'league'],
  [265, 'SNBD', 'Snowboarding', 'league'],
  [266, 'RINK', 'Rink Hockey', 'country'],
  [267, 'ARCH', 'Archery', 'league'],
  [268, 'BOBS', 'Bobsleigh', 'league'],
  [269, 'EQUE', 'Equestrian', 'league'],
  [270, 'FRES', 'Freestyle Skiing', 'league'],
  [271, 'LUGE', 'Luge', 'league'],
  [272, 'CANO', 'Canoeing', 'league'],
  [273, 'DIVI', 'Diving', 'league'],
  [274, 'SHOO', 'Shooting', 'league'],
  [275, 'WEIG', 'Weightlifting', 'league'],
  [276, 'RALL', 'Rally', 'league'],
  [277, 'INDY', 'IndyCar', 'league'],
  [278, 'BASQ', 'Basque Pelota', 'league'],
  [279, 'SEPA', 'Sepak Takraw', 'league'],
  [280, 'TEQB', 'Teqball', 'league'],
  [281, 'PADE', 'Padel', 'league'],
  [282, 'KICK', 'Kickboxing', 'league'],
  [283, 'MUAY', 'Muay Thai', 'league'],
  [284, 'CAFB', 'Canadian Football', 'country'],
  [285, 'MOTX', 'Motocross', 'league'],
  [286, 'SPSK', 'Speed Skating', 'league'],
  [287, 'JUDO', 'Judo', 'league'],
  [288, 'TAEK', 'Taekwondo', 'league'],
  [289, 'FENC', 'Fencing', 'league'],
  [290, 'GYMN', 'Gymnastics', 'league'],
  [291, 'TENP', 'Tenpin Bowling', 'league'],
  [292, 'HARL', 'Harness Racing', 'country'],
  [293, 'AFLW', 'Aussie Rules Women', 'country'],
  // spec betting-domain §9: sport codes treated as e-sports or virtual.
  [3001, 'CSGO', 'Counter-Strike', 'league'],
  [3002, 'LOLS', 'League of Legends', 'league'],
  [3003, 'DOTA', 'Dota 2', 'league'],
  [3004, 'EFOT', 'E-Football', 'league'],
  [3005, 'EBSK', 'E-Basketball', 'league'],
  [3006, 'ECRI', 'E-Cricket', 'league'],
  [3101, 'VICR', 'Virtual Cricket', 'league'],
  [3102, 'VKBD', 'Virtual Kabaddi', 'league'],
];

/** spec betting-domain §9 / shell §3: sport codes treated as e-sports or virtual. */
export const ESPORTS_AND_VIRTUAL_SPORT_CODES = [
  'VICR',
  'EBSK',
  'EFOT',
  'CSGO',
  'LOLS',
  'DOTA',
  'VKBD',
  'ECRI',
] as const;

/** spec betting-domain §2: bot-driven virtual sports. */
export const BOT_SPORT_CODES = ['EFOT', 'EBSK'] as const;

/** spec betting-domain §2 and §9: the cricket group. */
export const CRICKET_SPORT_CODES = ['CRIC', 'VICR', 'ECRI'] as const;

/** spec betting-domain §2: the live page's default view family. */
export const DEFAULT_VIEW_SPORT_CODES = ['FOOT', 'BASK', 'AMFB', 'BASE', 'KABA', 'HAND', 'DART'];
/** spec betting-domain §2: the golf view family. */
export const GOLF_VIEW_SPORT_CODES = ['GOLF'];

function includesCode(codes: readonly string[], code: string): boolean {
  return codes.includes(code);
}

export function isEsportOrVirtualSport(code: string): boolean {
  return includesCode(ESPORTS_AND_VIRTUAL_SPORT_CODES, code);
}

export function isBotSport(code: string): boolean {
  return includesCode(BOT_SPORT_CODES, code);
}

export function isCricketSport(code: string): boolean {
  return includesCode(CRICKET_SPORT_CODES, code);
}

/**
 * spec betting-domain §2: default view for FOOT, BASK, AMFB, BASE, KABA, HAND, DART; golf view
 * for golf; the secondary view for tennis, table tennis, volleyball and every other sport
 * (cricket too: its own scoreboard is chosen with `isCricketSport`).
 */
export function liveSportView(code: string): LiveSportView {
  if (includesCode(DEFAULT_VIEW_SPORT_CODES, code)) return 'default';
  if (includesCode(GOLF_VIEW_SPORT_CODES, code)) return 'golf';
  return 'secondary';
}

function buildSport(definition: SportDefinition): Sport {
  return {
    ...definition,
    sportGroup: isEsportOrVirtualSport(definition.code) ? 'ESPORTS' : 'REGULAR',
    liveView: liveSportView(definition.code),
  };
}

/** spec shell §3 / betting-domain §9: the catalogue, in menu order. */
export const SPORTS: readonly Sport[] = DEFINITIONS.map(([id, code, name, grouping]) =>
  buildSport({ id, code, name, grouping }),
);

const SPORTS_BY_CODE = new Map(SPORTS.map((sport) => [sport.code, sport]));
const SPORTS_BY_ID = new Map(SPORTS.map((sport) => [sport.id, sport]));
if (SPORTS_BY_CODE.size !== SPORTS.length || SPORTS_BY_ID.size !== SPORTS.length) {
  throw new Error('Sports catalogue ids and codes must be unique');
}

/**
 * spec betting-domain §7: sports with no known code are skipped, so the lookup returns
 * undefined for them (the caller warns).
 */
export function sportByCode(code: string): Sport | undefined {
  return SPORTS_BY_CODE.get(code);
}

export function sportById(id: number): Sport | undefined {
  return SPORTS_BY_ID.get(id);
}

/** spec betting-domain §2 / shell §3 grouping of a sport; undefined for an unknown code. */
export function sportGrouping(code: string): SportGrouping | undefined {
  return sportByCode(code)?.grouping;
}

/**
 * spec betting-domain §7 livepage: sports with no known code are skipped. Returns the known ones
 * (in order) and the skipped ones so the caller can log its console warning.
 */
export function partitionKnownSports<S extends { readonly sportCode?: string | null }>(
  sports: readonly S[],
): { known: S[]; skipped: S[] } {
  const known: S[] = [];
  const skipped: S[] = [];
  for (const sport of sports) {
    if (sport.sportCode != null && SPORTS_BY_CODE.has(sport.sportCode)) known.push(sport);
    else skipped.push(sport);
  }
  return { known, skipped };
}

// ---------------------------------------------------------------------------------------------
// Pseudo-categories, India variants and slugs
// ---------------------------------------------------------------------------------------------

export interface PseudoSport {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly slug: string;
}

/**
 * spec betting-domain §2 / shell §2: Favourites (id 10000, code FAVOURITES), Homepage (id 10001,
 * code HOMEPAGE), Jackpot Bet (id 10002, slug jackpotbet). Jackpot's code and the first two
 * slugs are not shown: JACKPOTBET and the usual `{id}-{CODE}` form are Touchline's.
 */
export const PSEUDO_SPORTS = {
  favourites: { id: 10000, code: 'FAVOURITES', name: 'Favourites', slug: '10000-FAVOURITES' },
  homepage: { id: 10001, code: 'HOMEPAGE', name: 'Homepage', slug: '10001-HOMEPAGE' },
  jackpot: { id: 10002, code: 'JACKPOTBET', name: 'Jackpot Bet', slug: 'jackpotbet' },
} as const satisfies Record<string, PseudoSport>;

const PSEUDO_SPORT_LIST: readonly PseudoSport[] = Object.values(PSEUDO_SPORTS);

export function pseudoSportById(id: number): PseudoSport | undefined {
  return PSEUDO_SPORT_LIST.find((sport) => sport.id === id);
}

/** spec betting-domain §9: India variants FOOT-india and TENN-india. */
export const SPORT_REGION_VARIANTS = ['FOOT-india', 'TENN-india'] as const;
export type SportRegionVariant = (typeof SPORT_REGION_VARIANTS)[number];

/**
 * The key under which a sport's configuration is looked up for a region: `FOOT-india` for
 * football in India, the plain code when the sport has no variant for that region.
 */
export function sportVariantKey(code: string, region?: string | null): string {
  if (!region) return code;
  const key = `${code}-${region.toLowerCase()}`;
  return (SPORT_REGION_VARIANTS as readonly string[]).includes(key) ? key : code;
}

/** The sport code of a variant key (`FOOT-india` → FOOT); a plain code is returned as it is. */
export function baseSportCode(key: string): string {
  const dash = key.indexOf('-');
  return dash === -1 ? key : key.slice(0, dash);
}

/** spec betting-domain §2 / shell §2: a sport slug is `{id}-{CODE}`, e.g. 240-FOOT. */
export function sportSlug(sport: { readonly id: number; readonly code: string }): string {
  return `${sport.id}-${sport.code}`;
}

/** The id and code a slug names, without checking the catalogue; undefined when malformed. */
export function parseSportSlug(slug: string): { id: number; code: string } | undefined {
  const match = /^(\d{1,9})-([A-Z0-9]{2,12})$/.exec(slug);
  if (!match?.[1] || !match[2]) return undefined;
  return { id: Number(match[1]), code: match[2] };
}

/**
 * The sport or pseudo-category a route slug names: `240-FOOT`, `10000-FAVOURITES` or
 * `jackpotbet`. The id and code must agree; anything else is undefined (a 404 for the route).
 */
export function sportFromSlug(slug: string): Sport | PseudoSport | undefined {
  if (slug === PSEUDO_SPORTS.jackpot.slug) return PSEUDO_SPORTS.jackpot;
  const parsed = parseSportSlug(slug);
  if (!parsed) return undefined;
  const found = sportById(parsed.id) ?? pseudoSportById(parsed.id);
  return found?.code === parsed.code ? found : undefined;
}

// ---------------------------------------------------------------------------------------------
// Bots events and feed sources
// ---------------------------------------------------------------------------------------------

interface PathSlug {
  readonly slug: string;
}

function slugText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * spec betting-domain §2 / shell §3: a bots event is one whose second event path slug contains
 * the sport name followed by `---bots` (e.g. sport "E-Football", slug `e-football---bots-cup`).
 * The name is compared in slug form, case-insensitively.
 */
export function isBotsEvent(
  event: { readonly eventPaths: readonly PathSlug[] },
  sportName: string,
): boolean {
  const second = event.eventPaths[1];
  if (!second) return false;
  const name = slugText(sportName);
  if (name === '') return false;
  return second.slug.toLowerCase().includes(`${name}---bots`);
}

export interface LiveEventGroup<E> {
  /** `bots` for the bots group, otherwise the id of the event's last event path (its league). */
  readonly key: string;
  readonly bots: boolean;
  readonly events: readonly E[];
}

/**
 * spec betting-domain §2: bots events are grouped together. Other events are grouped by league
 * (their last event path). Groups keep the order in which their first event appears.
 */
export function groupEventsWithBots<
  E extends { readonly eventPaths: readonly (PathSlug & { readonly id: number })[] },
>(events: readonly E[], sportName: string): LiveEventGroup<E>[] {
  const groups = new Map<string, { bots: boolean; events: E[] }>();
  for (const event of events) {
    const bots = isBotsEvent(event, sportName);
    const key = bots ? 'bots' : `${event.eventPaths[event.eventPaths.length - 1]?.id ?? 'none'}`;
    const group = groups.get(key);
    if (group) group.events.push(event);
    else groups.set(key, { bots, events: [event] });
  }
  return [...groups].map(([key, group]) => ({ key, bots: group.bots, events: group.events }));
}

/** spec betting-domain §3: the feed source comes from the feed-code prefix, BU or RS. */
export const FEED_SOURCES = ['BU', 'RS'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

/** The data provider of an event from its feedCode prefix; undefined for any other prefix. */
export function feedSourceOf(feedCode: string | null | undefined): FeedSource | undefined {
  const prefix = feedCode?.trim().slice(0, 2).toUpperCase();
  return FEED_SOURCES.find((source) => source === prefix);
}
