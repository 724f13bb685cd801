import { sortMarkets } from '@touchline/betting';
import type { Market } from '@touchline/contract';
import { periodKeyOf } from './period-tabs';

/**
 * spec betting-domain §3 player-market tables: player markets are grouped into goals, shots,
 * assists, bookings and other.
 */
export const PLAYER_MARKET_CATEGORIES = ['goals', 'shots', 'assists', 'bookings', 'other'] as const;
export type PlayerMarketCategory = (typeof PLAYER_MARKET_CATEGORIES)[number];

/** A player market: the provider names the player it is about (spec §3 Market playerName). */
export function isPlayerMarket(market: Pick<Market, 'playerName'>): boolean {
  return market.playerName !== null && market.playerName.trim() !== '';
}

/**
 * Decision: the spec's player-stat id tables are not shown, so a player market's category is read
 * from its description, in the spec's order of precedence: shots before goals ("shots on target"
 * is a shots market, "first goalscorer" a goals one), then assists, then bookings (booked, card).
 */
export function playerMarketCategory(market: Pick<Market, 'description'>): PlayerMarketCategory {
  const text = market.description.toLowerCase();
  if (/\bshots?\b/.test(text)) return 'shots';
  if (/goal|scorer|\bscore\b/.test(text)) return 'goals';
  if (/assist/.test(text)) return 'assists';
  if (/book|card/.test(text)) return 'bookings';
  return 'other';
}

export type MarketGroup =
  | {
      readonly kind: 'market';
      readonly key: string;
      readonly title: string;
      /** One market, or the lines of one market type and period (Total Goals 0.5, 1.5 …). */
      readonly markets: readonly Market[];
      /** Per market, what tells it apart inside the group ("2.5"); '' for a lone market. */
      readonly labels: readonly string[];
    }
  | {
      readonly kind: 'player';
      readonly key: string;
      readonly category: PlayerMarketCategory;
      readonly markets: readonly Market[];
      readonly labels: readonly string[];
    };

/** The shared leading words of descriptions ("Total Goals Over/Under 2.5" … → "Total Goals Over/Under"). */
function commonWords(descriptions: readonly string[]): string {
  const split = descriptions.map((d) => d.split(/\s+/));
  const first = split[0] ?? [];
  let n = 0;
  while (n < first.length && split.every((words) => words[n] === first[n])) n += 1;
  // A description never becomes its own group title minus nothing: keep at least one word apart.
  const shortest = Math.min(...split.map((w) => w.length));
  n = Math.min(n, shortest - 1);
  let title = first.slice(0, n).join(' ');
  // "Next Goal (Goal 1)", "Next Goal (Goal 2)": the title stops before an unclosed bracket.
  const open = title.lastIndexOf('(');
  if (open > title.lastIndexOf(')')) title = title.slice(0, open);
  return title.replace(/[\s(:–-]+$/u, '');
}

interface Draft {
  key: string;
  markets: Market[];
  player: PlayerMarketCategory | null;
}

/** The line a market is priced at: its first selection's spread (null: not a line market). */
function lineOf(market: Market): number | null {
  const first = [...market.outcomes].sort((a, b) => a.ordinalPosition - b.ordinalPosition)[0];
  return first?.consolidatedPrice.currentPrice.spread ?? null;
}

/**
 * Decision: a group's lines read in the order of their line (-1.5, -0.5, +0.5), as books list
 * them; §9's tie-break on description would put "+0.5" before "-0.5". Without lines on every
 * market the §9 order stays.
 */
function byLine(markets: readonly Market[]): Market[] {
  const lines = markets.map(lineOf);
  if (lines.some((line) => line === null)) return [...markets];
  return markets
    .map((market, i) => ({ market, line: lines[i] ?? 0, i }))
    .sort((a, b) => a.line - b.line || a.i - b.i)
    .map(({ market }) => market);
}

/** A market type's markets in a period: one group of lines, or each market alone. */
function typeGroups(draft: Draft): MarketGroup[] {
  const title =
    draft.markets.length > 1 ? commonWords(draft.markets.map((m) => m.description)) : '';
  if (title === '') {
    // Markets of one type that share no title (1st Quarter Winner, 2nd Quarter Winner) stand alone.
    return draft.markets.map((market) => ({
      kind: 'market',
      key: `market:${String(market.id)}`,
      title: market.description,
      markets: [market],
      labels: [''],
    }));
  }
  const markets = byLine(draft.markets);
  return [
    {
      kind: 'market',
      key: draft.key,
      title,
      markets,
      labels: markets.map((m) =>
        m.description
          .slice(title.length)
          .replace(/^[\s(:]+|\)$/gu, '')
          .trim(),
      ),
    },
  ];
}

/**
 * An event page's markets in groups (spec betting-domain §9 market sorting, §3 player markets):
 * the markets are sorted by the §9 order (the sport's default market type prioritised); the
 * lines of one market type and period share a group when their descriptions share a title
 * (Asian Handicap -0.5, +0.5 …), every other market is a group of its own, and player markets
 * gather into goals, shots, assists, bookings and other (in that order, as one block where the
 * first player market sorts). A group sits where its first market sorts.
 */
export function groupMarkets(
  markets: readonly Market[],
  prioritisedMarketTypeId: number | null = null,
): MarketGroup[] {
  const sorted = sortMarkets(markets, { prioritisedMarketTypeId });
  const drafts = new Map<string, Draft>();
  for (const market of sorted) {
    const player = isPlayerMarket(market) ? playerMarketCategory(market) : null;
    const key =
      player !== null
        ? `player:${player}`
        : `type:${String(market.marketTypeId)}:${periodKeyOf(market)}`;
    const draft = drafts.get(key);
    if (draft) draft.markets.push(market);
    else drafts.set(key, { key, markets: [market], player });
  }
  const groups: MarketGroup[] = [];
  // The player groups go together, in the spec's order, where the first player market sorts.
  let playersAt: number | null = null;
  for (const draft of drafts.values()) {
    if (draft.player !== null) {
      playersAt ??= groups.length;
      continue;
    }
    groups.push(...typeGroups(draft));
  }
  if (playersAt !== null) {
    const players = PLAYER_MARKET_CATEGORIES.flatMap((category): MarketGroup[] => {
      const draft = drafts.get(`player:${category}`);
      if (!draft) return [];
      return [
        {
          kind: 'player',
          key: draft.key,
          category,
          markets: draft.markets,
          labels: draft.markets.map((m) => `${m.playerName ?? ''} – ${m.description}`),
        },
      ];
    });
    groups.splice(playersAt, 0, ...players);
  }
  return groups;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function marketMatches(market: Market, q: string): boolean {
  return (
    fold(market.description).includes(q) ||
    fold(market.playerName ?? '').includes(q) ||
    market.outcomes.some((o) => !o.hidden && fold(o.description).includes(q))
  );
}

/**
 * Search within markets: in each group, the markets whose description, player or any selection
 * contains the query (case and accents ignored); a group whose title matches keeps all of its
 * markets. Groups keep their titles and lines their labels; empty groups go. An empty query
 * keeps everything.
 */
export function searchGroups(
  groups: readonly MarketGroup[],
  query: string,
  titleOf: (group: MarketGroup) => string,
): MarketGroup[] {
  const q = fold(query.trim());
  if (q === '') return [...groups];
  const found: MarketGroup[] = [];
  for (const group of groups) {
    if (fold(titleOf(group)).includes(q)) {
      found.push(group);
      continue;
    }
    const keep = group.markets.map((m) => marketMatches(m, q));
    if (!keep.some(Boolean)) continue;
    found.push({
      ...group,
      markets: group.markets.filter((_, i) => keep[i]),
      labels: group.labels.filter((_, i) => keep[i]),
    });
  }
  return found;
}
