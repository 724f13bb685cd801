/** Leagues and teams of the simulated football card; strength ~ 0.6 (weak) … 1.6 (strong). */
export interface LeagueDef {
  readonly key: string;
  readonly name: string;
  readonly country: string;
  readonly countryId: number;
  readonly leagueId: number;
  readonly teams: readonly (readonly [name: string, strength: number])[];
}

export const FOOTBALL_LEAGUES: readonly LeagueDef[] = [
  {
    key: 'premier-league',
    name: 'Premier League',
    country: 'England',
    countryId: 2401,
    leagueId: 24011,
    teams: [
      ['Northbridge United', 1.5],
      ['Kingsport City', 1.45],
      ['Ashford Rovers', 1.2],
      ['Millbrook Athletic', 1.1],
      ['Harrowgate Town', 1.0],
      ['Eastwick Wanderers', 0.95],
      ['Redcliffe Albion', 0.9],
      ['Stonehaven FC', 0.85],
      ['Glenmoor County', 0.8],
      ['Westholm Villa', 0.75],
    ],
  },
  {
    key: 'la-liga',
    name: 'La Liga',
    country: 'Spain',
    countryId: 2402,
    leagueId: 24021,
    teams: [
      ['Real Castellano', 1.55],
      ['Atlético Sierra', 1.35],
      ['CD Marisma', 1.1],
      ['Deportivo Olivar', 1.0],
      ['UD Costa Brava', 0.95],
      ['Racing Meseta', 0.9],
      ['CF Alborada', 0.85],
      ['SD Valle Verde', 0.8],
    ],
  },
  {
    key: 'bundesliga',
    name: 'Bundesliga',
    country: 'Germany',
    countryId: 2403,
    leagueId: 24031,
    teams: [
      ['FC Rheinstadt', 1.5],
      ['Borussia Waldberg', 1.3],
      ['SV Elbhafen', 1.1],
      ['TSV Bergdorf', 1.0],
      ['Eintracht Mühlental', 0.95],
      ['VfB Seeburg', 0.9],
      ['SC Heidekamp', 0.8],
      ['FSV Altmark', 0.75],
    ],
  },
  {
    key: 'serie-a',
    name: 'Serie A',
    country: 'Italy',
    countryId: 2404,
    leagueId: 24041,
    teams: [
      ['AC Montefiore', 1.4],
      ['Inter Lagunare', 1.35],
      ['US Collina', 1.05],
      ['SS Porto Vecchio', 1.0],
      ['AS Valdarno', 0.95],
      ['Calcio Pianura', 0.85],
      ['FC Dolomiti', 0.8],
      ['Torre Azzurra', 0.75],
    ],
  },
  {
    key: 'ligue-1',
    name: 'Ligue 1',
    country: 'France',
    countryId: 2405,
    leagueId: 24051,
    teams: [
      ['Olympique Garonne', 1.45],
      ['AS Belvédère', 1.2],
      ['Stade Armorique', 1.05],
      ['FC Vignoble', 1.0],
      ['RC Côte d’Opale', 0.9],
      ['US Massif', 0.85],
      ['Girondins du Lac', 0.8],
      ['SC Provence', 0.75],
    ],
  },
  {
    key: 'eredivisie',
    name: 'Eredivisie',
    country: 'Netherlands',
    countryId: 2406,
    leagueId: 24061,
    teams: [
      ['Ajax Polder', 1.4],
      ['PSV Kempen', 1.35],
      ['Feyenoord Haven', 1.2],
      ['FC Duinwijk', 0.95],
      ['Vitesse Veluwe', 0.9],
      ['SC Waddenzee', 0.8],
    ],
  },
  {
    key: 'serie-a-brazil',
    name: 'Brasileirão Série A',
    country: 'Brazil',
    countryId: 2407,
    leagueId: 24071,
    teams: [
      ['Clube Atlântico', 1.35],
      ['Sertão FC', 1.2],
      ['EC Cerrado', 1.05],
      ['Paraná Litoral', 1.0],
      ['Pampa Gaúcho', 0.9],
      ['Amazonas EC', 0.8],
    ],
  },
];
