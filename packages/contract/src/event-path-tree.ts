import { z } from 'zod';
import { EventType, SportGroup } from './catalog';
import { BoolParam, enumListParam, enumParam, fromParams } from './query-params';
import { DecorationParams } from './request-decoration';

/**
 * GET /xapi/rest/eventpathtree (spec betting-domain §7; path named there, shell §7 says the
 * tree's path is not shown): the sport → country/category → league/tournament tree with event
 * counts, for the sports menu. Cached 3600 s.
 */
export const EventPathTreeQuery = fromParams(
  z.object({
    /** PRE_MATCH: events not started yet; ALL (default): also events in play. */
    periodType: enumParam(['PRE_MATCH', 'ALL']).optional(),
    /** true: count events whatever their markets; default: only events with an open market. */
    includeUnpricedMarkets: BoolParam.optional(),
    /** true: each sport lists the market types its counted events offer. */
    includeMarketTypes: BoolParam.optional(),
    lightWeightResponse: BoolParam.optional(),
    /** GAMEEVENT, RANKEVENT or both (comma-separated); default both. */
    eventTypeFilter: enumListParam(EventType.options).optional(),
    /** REGULAR, or REGULAR,ESPORTS; default both. */
    sportGroups: enumListParam(SportGroup.options).optional(),
    /** One sport of the catalogue, by its 4-letter code. */
    sportCode: z
      .string()
      .regex(/^[A-Za-z0-9]{4}$/, 'must be a 4-letter sport code')
      .transform((s) => s.toUpperCase())
      .optional(),
    ...DecorationParams,
  }),
);
export type EventPathTreeQuery = z.infer<typeof EventPathTreeQuery>;

/**
 * spec shell §3 / betting-domain §2 groupings: a country-grouped sport's second level is a
 * COUNTRY; a league- or tournament-grouped sport's is a CATEGORY (a tour, a series); below them
 * sit LEAGUEs, or TOURNAMENTs for tournament-grouped sports (golf).
 */
export const EventPathKind = z.enum(['SPORT', 'COUNTRY', 'CATEGORY', 'LEAGUE', 'TOURNAMENT']);

export const MarketTypeCount = z.object({
  marketTypeId: z.number().int(),
  description: z.string(),
  eventCount: z.number().int().min(1),
});

export interface EventPathTreeNode {
  id: number;
  kind: z.infer<typeof EventPathKind>;
  description: string;
  slug: string;
  eventCount: number;
  children: EventPathTreeNode[];
}

/** A node of the tree: children are countries/categories, then leagues/tournaments. */
export const EventPathTreeNode: z.ZodType<EventPathTreeNode> = z.object({
  id: z.number().int(),
  kind: EventPathKind,
  description: z.string(),
  slug: z.string(),
  eventCount: z.number().int().min(1),
  get children() {
    return z.array(EventPathTreeNode);
  },
});

export const EventPathTreeSport = z.object({
  id: z.number().int(),
  kind: z.literal('SPORT'),
  sportCode: z.string(),
  sportGroup: SportGroup,
  description: z.string(),
  slug: z.string(),
  eventCount: z.number().int().min(1),
  children: z.array(EventPathTreeNode),
  /** With includeMarketTypes=true. */
  marketTypes: z.array(MarketTypeCount).optional(),
});
export type EventPathTreeSport = z.infer<typeof EventPathTreeSport>;

export const EventPathTree = z.object({
  periodType: z.enum(['PRE_MATCH', 'ALL']),
  sports: z.array(EventPathTreeSport),
});
export type EventPathTree = z.infer<typeof EventPathTree>;

/** lightWeightResponse: nodes keep id, kind, description, count and children only. */
export interface EventPathTreeNodeLight {
  id: number;
  kind: z.infer<typeof EventPathKind>;
  description: string;
  eventCount: number;
  children: EventPathTreeNodeLight[];
}
export const EventPathTreeNodeLight: z.ZodType<EventPathTreeNodeLight> = z.strictObject({
  id: z.number().int(),
  kind: EventPathKind,
  description: z.string(),
  eventCount: z.number().int().min(1),
  get children() {
    return z.array(EventPathTreeNodeLight);
  },
});
export const EventPathTreeLight = z.object({
  periodType: z.enum(['PRE_MATCH', 'ALL']),
  sports: z.array(
    z.strictObject({
      id: z.number().int(),
      kind: z.literal('SPORT'),
      sportCode: z.string(),
      description: z.string(),
      eventCount: z.number().int().min(1),
      children: z.array(EventPathTreeNodeLight),
      marketTypes: z.array(MarketTypeCount).optional(),
    }),
  ),
});
export type EventPathTreeLight = z.infer<typeof EventPathTreeLight>;
