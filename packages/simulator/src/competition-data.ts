import { FOOTBALL_LEAGUES } from './football-data';

/**
 * The simulated competitions of every sport: where they sit in the event path tree, who plays
 * in them (fictional teams and players with strength ratings ~0.6 weak … 1.6 strong) and when
 * (UTC kick-off slots chosen so that time zones around the world fill the day and the night).
 */

export type Team = readonly [name: string, rating: number];

/** Matches on some weekdays (UTC, 0 = Sunday) at these kick-off slots, `perDay` of them. */
export interface DayRule {
  readonly weekdays: readonly number[];
  readonly slots: readonly string[];
  readonly perDay: number;
}

export type FixtureSchedule =
  /** The first simulator's football rounds (weekend + midweek), kept for stable ids. */
  | { readonly kind: 'football-rounds' }
  /** Round-robin pairs of a team league. */
  | { readonly kind: 'league'; readonly days: readonly DayRule[] }
  /** Pairs drawn each day from a pool (tennis draws, e-sports tournaments). */
  | { readonly kind: 'draw'; readonly days: readonly DayRule[] }
  /** A race meeting: `races` races from `firstRace`, `intervalMinutes` apart. */
  | {
      readonly kind: 'meeting';
      readonly weekdays: readonly number[];
      readonly firstRace: string;
      readonly intervalMinutes: number;
      readonly races: number;
    }
  /**
   * Always-on stream (bots, online e-sports leagues, ITF tennis): a kick-off every
   * `spacingMinutes` of simulated time, announced `ahead` kick-offs in advance.
   */
  | {
      readonly kind: 'rolling';
      readonly streamIndex: number;
      readonly spacingMinutes: number;
      readonly ahead: number;
    };

export interface CompetitionDef {
  /** Competition index (< 100) in scheduled event ids; football keeps 0…6. */
  readonly index: number;
  readonly key: string;
  readonly sportCode: string;
  /** Country (country-grouped sports) or category (league-grouped sports). */
  readonly region: string;
  /** 1…9: the region's path id is sportId × 10 + regionN. */
  readonly regionN: number;
  /** An explicit region slug (bots categories: `e-football---bots`). */
  readonly regionSlug?: string;
  readonly name: string;
  /** 1…9: the league's path id is regionPathId × 10 + leagueN. */
  readonly leagueN: number;
  readonly teams: readonly Team[];
  readonly schedule: FixtureSchedule;
  /** An outright ("… Winner") market on the league, settled after this month (0 = January). */
  readonly outright?: { readonly seasonEndMonth: number };
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

const football: CompetitionDef[] = FOOTBALL_LEAGUES.map((league, index) => ({
  index,
  key: league.key,
  sportCode: 'FOOT',
  region: league.country,
  regionN: index + 1,
  name: league.name,
  leagueN: 1,
  teams: league.teams,
  schedule: { kind: 'football-rounds' },
  ...(index < 3 && { outright: { seasonEndMonth: 4 } }),
}));

const basketball: CompetitionDef[] = [
  {
    index: 10,
    key: 'continental-basketball-league',
    sportCode: 'BASK',
    region: 'USA',
    regionN: 1,
    name: 'Continental Basketball League',
    leagueN: 1,
    teams: [
      ['Harbor City Hawks', 1.5],
      ['Lakeshore Lynx', 1.4],
      ['Desert Vipers', 1.25],
      ['Bayside Mariners', 1.15],
      ['Capital Stallions', 1.05],
      ['Prairie Wolves', 1.0],
      ['Midtown Monarchs', 0.95],
      ['Redwood Rangers', 0.9],
      ['Gulf Coast Pelicans', 0.85],
      ['Summit Peaks', 0.8],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: EVERY_DAY, slots: ['00:00', '00:30', '01:30', '02:30'], perDay: 4 }],
    },
    outright: { seasonEndMonth: 5 },
  },
  {
    index: 11,
    key: 'liga-peninsular',
    sportCode: 'BASK',
    region: 'Spain',
    regionN: 2,
    name: 'Liga Peninsular',
    leagueN: 1,
    teams: [
      ['Real Castellano Baloncesto', 1.45],
      ['Club Joventut Marina', 1.25],
      ['Valle Verde Basket', 1.1],
      ['Baskonia Norte', 1.05],
      ['Unicaja Costa', 0.95],
      ['Obradoiro Atlántico', 0.85],
      ['Gran Canaria Sol', 0.85],
      ['Murcia Huerta', 0.75],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: [0, 3, 6], slots: ['17:00', '18:30', '19:45', '20:30'], perDay: 3 }],
    },
  },
  {
    index: 12,
    key: 'southern-cross-league',
    sportCode: 'BASK',
    region: 'Australia',
    regionN: 3,
    name: 'Southern Cross League',
    leagueN: 1,
    teams: [
      ['Harbourside Kings', 1.35],
      ['Outback Bullets', 1.2],
      ['Coral Coast Taipans', 1.05],
      ['Bayside United', 1.0],
      ['Tasman Breakers', 0.95],
      ['Goldfields Wildcats', 0.85],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: EVERY_DAY, slots: ['08:00', '09:30'], perDay: 2 }],
    },
  },
  {
    index: 13,
    key: 'dragon-basketball-league',
    sportCode: 'BASK',
    region: 'China',
    regionN: 4,
    name: 'Dragon Basketball League',
    leagueN: 1,
    teams: [
      ['Jade River Tigers', 1.35],
      ['Golden Coast Sharks', 1.25],
      ['Northern Flying Leopards', 1.05],
      ['Pearl Delta Dragons', 1.0],
      ['Silk Road Camels', 0.9],
      ['Mountain Mist Eagles', 0.8],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: EVERY_DAY, slots: ['11:35', '12:05'], perDay: 2 }],
    },
  },
];

const iceHockey: CompetitionDef[] = [
  {
    index: 14,
    key: 'northern-hockey-league',
    sportCode: 'ICEH',
    region: 'USA',
    regionN: 1,
    name: 'Northern Hockey League',
    leagueN: 1,
    teams: [
      ['Frostburg Blizzard', 1.45],
      ['Lake Erie Lancers', 1.3],
      ['Timberline Bears', 1.15],
      ['Iron Range Miners', 1.05],
      ['Harbor City Admirals', 1.0],
      ['Glacier Bay Grizzlies', 0.95],
      ['Twin Rivers Otters', 0.85],
      ['Pinecrest Moose', 0.8],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: EVERY_DAY, slots: ['23:00', '23:30', '00:00', '01:00'], perDay: 3 }],
    },
    outright: { seasonEndMonth: 5 },
  },
  {
    index: 15,
    key: 'nordic-elite-league',
    sportCode: 'ICEH',
    region: 'Sweden',
    regionN: 2,
    name: 'Nordic Elite League',
    leagueN: 1,
    teams: [
      ['Fjällby IK', 1.35],
      ['Norrsjö HC', 1.2],
      ['Skärgården IF', 1.05],
      ['Vättern Hockey', 1.0],
      ['Dalarna BK', 0.9],
      ['Östkusten HF', 0.85],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: [2, 4, 6], slots: ['17:00', '18:00', '18:00'], perDay: 3 }],
    },
  },
  {
    index: 16,
    key: 'suomi-hockey-league',
    sportCode: 'ICEH',
    region: 'Finland',
    regionN: 3,
    name: 'Suomi Hockey League',
    leagueN: 1,
    teams: [
      ['Järvi Kiekko', 1.3],
      ['Metsä HT', 1.15],
      ['Revontulet HC', 1.05],
      ['Saimaa Pelicans', 0.95],
      ['Lappi Karhut', 0.9],
      ['Rannikko Ässät', 0.8],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: [3, 5, 6], slots: ['16:30', '17:30'], perDay: 2 }],
    },
  },
];

const cricket: CompetitionDef[] = [
  {
    index: 17,
    key: 'premier-t20-league',
    sportCode: 'CRIC',
    region: 'India',
    regionN: 1,
    name: 'Premier T20 League',
    leagueN: 1,
    teams: [
      ['Coromandel Kings', 1.35],
      ['Deccan Chargers XI', 1.25],
      ['Malabar Tuskers', 1.1],
      ['Rajputana Royals', 1.05],
      ['Ganga Knights', 0.95],
      ['Himalayan Strikers', 0.85],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: EVERY_DAY, slots: ['14:00'], perDay: 1 }],
    },
  },
  {
    index: 18,
    key: 'southern-t20-cup',
    sportCode: 'CRIC',
    region: 'Australia',
    regionN: 2,
    name: 'Southern T20 Cup',
    leagueN: 1,
    teams: [
      ['Harbourside Sixers', 1.3],
      ['Swan River Scorchers', 1.2],
      ['Bayside Stars', 1.05],
      ['Outback Thunder', 1.0],
      ['Tasman Hurricanes', 0.9],
      ['Gulf Strikers', 0.85],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: EVERY_DAY, slots: ['08:15'], perDay: 1 }],
    },
  },
  {
    index: 19,
    key: 'county-t20-blast',
    sportCode: 'CRIC',
    region: 'England',
    regionN: 3,
    name: 'County T20 Blast',
    leagueN: 1,
    teams: [
      ['Wessex Wyverns', 1.25],
      ['Pennine Vikings', 1.15],
      ['Fenland Eagles', 1.05],
      ['Marches Rapids', 1.0],
      ['Downs Sharks', 0.95],
      ['Wolds Foxes', 0.85],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: [0, 4, 5, 6], slots: ['13:30', '17:30'], perDay: 2 }],
    },
  },
];

const americanFootball: CompetitionDef[] = [
  {
    index: 20,
    key: 'national-gridiron-league',
    sportCode: 'AMFB',
    region: 'USA',
    regionN: 1,
    name: 'National Gridiron League',
    leagueN: 1,
    teams: [
      ['Steel City Forge', 1.45],
      ['Bayou Gators', 1.3],
      ['Mile High Mustangs', 1.2],
      ['Great Lakes Freighters', 1.1],
      ['Sunbelt Scorpions', 1.0],
      ['Atlantic Privateers', 0.95],
      ['Heartland Harvesters', 0.9],
      ['Cascade Lumberjacks', 0.85],
      ['Motor City Pistons', 0.8],
      ['Canyon Coyotes', 0.75],
    ],
    schedule: {
      kind: 'league',
      days: [
        { weekdays: [0], slots: ['17:00', '17:00', '20:05', '20:25'], perDay: 4 },
        { weekdays: [1, 2, 5], slots: ['00:20'], perDay: 1 },
      ],
    },
    outright: { seasonEndMonth: 1 },
  },
  {
    index: 21,
    key: 'collegiate-gridiron-conference',
    sportCode: 'AMFB',
    region: 'USA',
    regionN: 1,
    name: 'Collegiate Gridiron Conference',
    leagueN: 2,
    teams: [
      ['Ridgeview State', 1.35],
      ['Coastal Tech', 1.2],
      ['Pine Valley University', 1.05],
      ['Old Dominion College', 1.0],
      ['Lakeland A&M', 0.9],
      ['Bluegrass State', 0.85],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: [6], slots: ['16:00', '19:30', '23:30'], perDay: 3 }],
    },
  },
];

const baseball: CompetitionDef[] = [
  {
    index: 22,
    key: 'major-diamond-league',
    sportCode: 'BASE',
    region: 'USA',
    regionN: 1,
    name: 'Major Diamond League',
    leagueN: 1,
    teams: [
      ['Bay City Clippers', 1.35],
      ['Empire Knights', 1.3],
      ['River City Barons', 1.15],
      ['Sunshine Flamingos', 1.05],
      ['Prairie Pioneers', 1.0],
      ['Mountain Rockies', 0.95],
      ['Harbor Seals', 0.9],
      ['Desert Rattlers', 0.85],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: EVERY_DAY, slots: ['17:05', '23:05', '00:10', '02:10'], perDay: 4 }],
    },
  },
  {
    index: 23,
    key: 'pacific-baseball-league',
    sportCode: 'BASE',
    region: 'Japan',
    regionN: 2,
    name: 'Pacific Baseball League',
    leagueN: 1,
    teams: [
      ['Kanto Swallows', 1.3],
      ['Kansai Buffaloes', 1.15],
      ['Hokkaido Fighters', 1.05],
      ['Kyushu Hawks', 1.0],
      ['Chubu Dragons', 0.9],
      ['Tohoku Eagles', 0.85],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: [0, 2, 3, 4, 5, 6], slots: ['09:00', '10:00'], perDay: 2 }],
    },
  },
];

const volleyball: CompetitionDef[] = [
  {
    index: 24,
    key: 'lega-volley-italia',
    sportCode: 'VOLL',
    region: 'Italy',
    regionN: 1,
    name: 'Lega Volley Italia',
    leagueN: 1,
    teams: [
      ['Volley Lagunare', 1.35],
      ['Pallavolo Collina', 1.2],
      ['Sir Valdarno', 1.05],
      ['Dolomiti Volley', 1.0],
      ['Itas Pianura', 0.9],
      ['Cucine Adriatico', 0.85],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: [0, 3, 6], slots: ['17:00', '18:00', '19:30'], perDay: 3 }],
    },
  },
  {
    index: 25,
    key: 'polska-liga-siatkowki',
    sportCode: 'VOLL',
    region: 'Poland',
    regionN: 2,
    name: 'Polska Liga Siatkówki',
    leagueN: 1,
    teams: [
      ['Wisła Rzeszów', 1.3],
      ['Odra Kędzierzyn', 1.25],
      ['Warta Zawiercie', 1.05],
      ['Bałtyk Gdańsk', 0.95],
      ['Mazury Olsztyn', 0.9],
      ['Tatry Nowy Targ', 0.8],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: [0, 1, 5, 6], slots: ['16:30', '19:00'], perDay: 2 }],
    },
  },
  {
    index: 26,
    key: 'superliga-brasileira',
    sportCode: 'VOLL',
    region: 'Brazil',
    regionN: 3,
    name: 'Superliga Brasileira',
    leagueN: 1,
    teams: [
      ['Minas Cerrado Vôlei', 1.3],
      ['Sada Litoral', 1.2],
      ['Praia Grande Clube', 1.05],
      ['Serra Gaúcha Vôlei', 0.95],
      ['Amazonas Vôlei', 0.85],
      ['Sertão Vôlei', 0.8],
    ],
    schedule: {
      kind: 'league',
      days: [{ weekdays: [2, 4, 6], slots: ['22:00', '23:30'], perDay: 2 }],
    },
  },
];

const MEN: readonly Team[] = [
  ['Luca Marchetti', 1.55],
  ['Anders Holmqvist', 1.45],
  ['Rafael Duarte', 1.4],
  ['Tomasz Wierzba', 1.3],
  ['Kenji Arakawa', 1.25],
  ['Pierre-Louis Marchand', 1.2],
  ['Diego Santamaría', 1.15],
  ['Jonah Whitfield', 1.1],
  ['Mikhail Orlov', 1.05],
  ['Stefan Kraljević', 1.0],
  ['Ethan Calloway', 0.95],
  ['Matteo Ricci', 0.9],
  ['Aarav Menon', 0.9],
  ['Bastian Vogt', 0.85],
  ['Oliver Brennan', 0.8],
  ['Nikolai Petrenko', 0.75],
];

const WOMEN: readonly Team[] = [
  ['Sofia Lindqvist', 1.55],
  ['Amélie Fournier', 1.45],
  ['Valentina Rossi', 1.35],
  ['Hana Kobayashi', 1.3],
  ['Zoe Whitaker', 1.2],
  ['Katarzyna Nowak', 1.15],
  ['Isabela Moreira', 1.1],
  ['Elena Vasquez', 1.05],
  ['Greta Hoffmann', 1.0],
  ['Mia Thornton', 0.95],
  ['Anastasia Volkova', 0.9],
  ['Chloé Bernard', 0.85],
  ['Ayla Demir', 0.8],
  ['Freya Sørensen', 0.75],
];

const CHALLENGERS: readonly Team[] = [
  ['Jakub Hrubý', 1.2],
  ['Lorenzo Bassi', 1.15],
  ['Felix Ostrander', 1.1],
  ['Marcos Ibarra', 1.05],
  ['Yuto Nakamura', 1.0],
  ['Alexei Morozov', 1.0],
  ['Henri Laurent', 0.95],
  ['Tiago Ferraz', 0.9],
  ['Callum Reid', 0.9],
  ['Emil Kowalczyk', 0.85],
  ['Sven Dahlberg', 0.8],
  ['Nicolás Paredes', 0.8],
];

const tennis: CompetitionDef[] = [
  {
    index: 27,
    key: 'coral-bay-open',
    sportCode: 'TENN',
    region: "Men's Tour",
    regionN: 1,
    name: 'Coral Bay Open',
    leagueN: 1,
    teams: MEN,
    schedule: {
      kind: 'draw',
      days: [
        {
          weekdays: EVERY_DAY,
          slots: ['10:00', '11:30', '13:00', '14:30', '16:00', '17:30'],
          perDay: 6,
        },
      ],
    },
  },
  {
    index: 28,
    key: 'harbourview-masters',
    sportCode: 'TENN',
    region: "Men's Tour",
    regionN: 1,
    name: 'Harbourview Masters',
    leagueN: 2,
    teams: MEN,
    schedule: {
      kind: 'draw',
      days: [{ weekdays: EVERY_DAY, slots: ['01:00', '02:30', '04:00', '05:30'], perDay: 4 }],
    },
  },
  {
    index: 29,
    key: 'alpine-ladies-open',
    sportCode: 'TENN',
    region: "Women's Tour",
    regionN: 2,
    name: 'Alpine Ladies Open',
    leagueN: 1,
    teams: WOMEN,
    schedule: {
      kind: 'draw',
      days: [{ weekdays: EVERY_DAY, slots: ['09:30', '11:00', '12:30', '14:00'], perDay: 4 }],
    },
  },
  {
    index: 30,
    key: 'sunset-coast-classic',
    sportCode: 'TENN',
    region: "Women's Tour",
    regionN: 2,
    name: 'Sunset Coast Classic',
    leagueN: 2,
    teams: WOMEN,
    schedule: {
      kind: 'draw',
      days: [{ weekdays: EVERY_DAY, slots: ['18:00', '19:30', '21:00', '22:30'], perDay: 4 }],
    },
  },
  {
    index: 31,
    key: 'riverside-challenger',
    sportCode: 'TENN',
    region: 'Challenger Tour',
    regionN: 3,
    name: 'Riverside Challenger',
    leagueN: 1,
    teams: CHALLENGERS,
    schedule: {
      kind: 'draw',
      days: [
        { weekdays: EVERY_DAY, slots: ['08:00', '09:30', '11:00', '12:30', '14:00'], perDay: 5 },
      ],
    },
  },
  {
    index: 50,
    key: 'itf-futures-series',
    sportCode: 'TENN',
    region: 'ITF World Tour',
    regionN: 4,
    name: 'ITF Futures Series',
    leagueN: 1,
    teams: CHALLENGERS,
    schedule: { kind: 'rolling', streamIndex: 5, spacingMinutes: 30, ahead: 6 },
  },
];

const CS_TEAMS: readonly Team[] = [
  ['Nordic Wolves', 1.45],
  ['Crimson Vanguard', 1.35],
  ['Zero Latency', 1.25],
  ['Iron Sights', 1.15],
  ['Polar Storm', 1.05],
  ['Silent Aim', 1.0],
  ['Eclipse Five', 0.95],
  ['Headshot Heroes', 0.85],
];

const LOL_TEAMS: readonly Team[] = [
  ['Azure Drakes', 1.45],
  ['Baron Slayers', 1.3],
  ['Mystic Lanes', 1.2],
  ['Jungle Kings', 1.1],
  ['Nexus Titans', 1.0],
  ['Rift Walkers', 0.95],
  ['Inhibitor Squad', 0.85],
  ['Minion Masters', 0.8],
];

const DOTA_TEAMS: readonly Team[] = [
  ['Ancient Guardians', 1.45],
  ['Roshan Hunters', 1.3],
  ['Radiant Phoenix', 1.2],
  ['Dire Legion', 1.1],
  ['Tango Tribe', 1.0],
  ['Mana Burn', 0.95],
  ['Blink Daggers', 0.9],
  ['Courier Express', 0.8],
];

function esports(
  code: string,
  scheduledIndex: number,
  rollingIndex: number,
  streamIndex: number,
  names: { category: string; league: string; online: string },
  teams: readonly Team[],
  spacingMinutes: number,
  slots: readonly string[],
): CompetitionDef[] {
  return [
    {
      index: scheduledIndex,
      key: `${code.toLowerCase()}-${names.league.toLowerCase().replace(/\s+/g, '-')}`,
      sportCode: code,
      region: names.category,
      regionN: 1,
      name: names.league,
      leagueN: 1,
      teams,
      schedule: { kind: 'draw', days: [{ weekdays: EVERY_DAY, slots, perDay: slots.length }] },
    },
    {
      index: rollingIndex,
      key: `${code.toLowerCase()}-${names.online.toLowerCase().replace(/\s+/g, '-')}`,
      sportCode: code,
      region: 'Online Series',
      regionN: 2,
      name: names.online,
      leagueN: 1,
      teams,
      schedule: { kind: 'rolling', streamIndex, spacingMinutes, ahead: 4 },
    },
  ];
}

const esportsCompetitions: CompetitionDef[] = [
  ...esports(
    'CSGO',
    32,
    51,
    2,
    { category: 'Pro Circuit', league: 'Global Masters', online: 'Frag Arena League' },
    CS_TEAMS,
    40,
    ['12:00', '15:00', '18:00'],
  ),
  ...esports(
    'LOLS',
    33,
    52,
    3,
    { category: 'Summoner Series', league: 'Rift Champions League', online: 'Nexus Online Cup' },
    LOL_TEAMS,
    30,
    ['10:00', '13:00', '16:00'],
  ),
  ...esports(
    'DOTA',
    34,
    53,
    4,
    { category: 'Ancient Circuit', league: 'Radiant Masters', online: 'Dire Online League' },
    DOTA_TEAMS,
    35,
    ['11:00', '14:00', '17:00'],
  ),
];

/**
 * spec betting-domain §2: bots events are those whose second event path slug contains the
 * sport name followed by `---bots`; the bots categories carry that slug.
 */
const bots: CompetitionDef[] = [
  {
    index: 54,
    key: 'bots-premier-cup',
    sportCode: 'EFOT',
    region: 'E-Football Bots',
    regionN: 1,
    regionSlug: 'e-football---bots',
    name: 'Bots Premier Cup',
    leagueN: 1,
    teams: [
      ['Northbridge (Bot Arrow)', 1.4],
      ['Real Castellano (Bot Blaze)', 1.35],
      ['FC Rheinstadt (Bot Comet)', 1.25],
      ['AC Montefiore (Bot Dash)', 1.15],
      ['Olympique Garonne (Bot Echo)', 1.05],
      ['Ajax Polder (Bot Flux)', 1.0],
      ['Clube Atlântico (Bot Glide)', 0.9],
      ['Kingsport City (Bot Halo)', 0.85],
    ],
    schedule: { kind: 'rolling', streamIndex: 0, spacingMinutes: 5, ahead: 6 },
  },
  {
    index: 55,
    key: 'bots-hoops-league',
    sportCode: 'EBSK',
    region: 'E-Basketball Bots',
    regionN: 1,
    regionSlug: 'e-basketball---bots',
    name: 'Bots Hoops League',
    leagueN: 1,
    teams: [
      ['Harbor City (Bot Atlas)', 1.35],
      ['Lakeshore (Bot Bolt)', 1.25],
      ['Desert (Bot Cipher)', 1.1],
      ['Bayside (Bot Drift)', 1.0],
      ['Capital (Bot Ember)', 0.95],
      ['Prairie (Bot Frost)', 0.85],
    ],
    schedule: { kind: 'rolling', streamIndex: 1, spacingMinutes: 8, ahead: 6 },
  },
];

const horseRacing: CompetitionDef[] = [
  meeting(35, 'ascotbury', 'United Kingdom', 1, 'Ascotbury', 1, [3, 5, 6], '12:45', 35, 7),
  meeting(36, 'newmarsh', 'United Kingdom', 1, 'Newmarsh', 2, [0, 2, 4, 6], '13:10', 30, 7),
  meeting(37, 'curragh-downs', 'Ireland', 2, 'Curragh Downs', 1, [0, 1, 5], '13:30', 30, 7),
  meeting(
    38,
    'longchamp-sur-seine',
    'France',
    3,
    'Longchamp-sur-Seine',
    1,
    [0, 3, 6],
    '11:40',
    30,
    8,
  ),
  meeting(39, 'churchfield-park', 'USA', 4, 'Churchfield Park', 1, [0, 4, 5, 6], '17:30', 30, 9),
  meeting(40, 'flemwood', 'Australia', 5, 'Flemwood', 1, [3, 6], '01:30', 35, 9),
  meeting(
    41,
    'randwick-heath',
    'Australia',
    5,
    'Randwick Heath',
    2,
    [0, 1, 2, 4, 5],
    '02:00',
    35,
    8,
  ),
];

function meeting(
  index: number,
  key: string,
  region: string,
  regionN: number,
  name: string,
  leagueN: number,
  weekdays: readonly number[],
  firstRace: string,
  intervalMinutes: number,
  races: number,
): CompetitionDef {
  return {
    index,
    key,
    sportCode: 'HORS',
    region,
    regionN,
    name,
    leagueN,
    teams: [],
    schedule: { kind: 'meeting', weekdays, firstRace, intervalMinutes, races },
  };
}

export const COMPETITIONS: readonly CompetitionDef[] = [
  ...football,
  ...basketball,
  ...iceHockey,
  ...cricket,
  ...americanFootball,
  ...baseball,
  ...volleyball,
  ...tennis,
  ...esportsCompetitions,
  ...bots,
  ...horseRacing,
];
