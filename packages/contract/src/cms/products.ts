import { z } from 'zod';
import { THIRD_PARTY_PRODUCTS } from '@touchline/site';
import { THIRD_PARTY_KINDS } from '../auth';

/**
 * The third-party products registry (spec shell §2 product sections and third-party tiers, §3
 * thirdPartyTokens by provider kind, §6 gates, §7 game-launch-url): `config/brands/<brand>/
 * products.json` names, per product, its provider and how it is launched. The gates themselves
 * (settings flag, currency list, the exchange token, the golden race demo id) are the rules of
 * packages/site (`THIRD_PARTY_PRODUCT_RULES`); this file adds what a brand must configure: the
 * provider, its launch URL template (null: the provider is not configured, and the product is
 * never shown), whether a launch carries a player token, and the games it may launch.
 */

/** The placeholders a launch URL template may use; each value is URL-encoded when filled. */
export const LAUNCH_URL_PLACEHOLDERS = [
  'token',
  'gameCode',
  'locale',
  'currency',
  'brand',
  'channel',
] as const;
export type LaunchUrlPlaceholder = (typeof LAUNCH_URL_PLACEHOLDERS)[number];

/**
 * A product that needs no player token is opened by a link built for every caller (the products
 * call serves it), so its template may only use what every caller has.
 */
export const LINK_PLACEHOLDERS: readonly LaunchUrlPlaceholder[] = [
  'locale',
  'currency',
  'brand',
  'channel',
];

const PLACEHOLDER = /\{([^{}]*)\}/g;

const isPlaceholder = (name: string): name is LaunchUrlPlaceholder =>
  (LAUNCH_URL_PLACEHOLDERS as readonly string[]).includes(name);

const listed = (names: readonly string[]): string => names.map((n) => `{${n}}`).join(', ');

/**
 * What is wrong with a launch URL template (empty: nothing): https only, no credentials, only
 * the allowed placeholders and never in the host (the token must only ever reach the provider's
 * own origin), `{token}` present exactly when the product requires a token.
 */
export function launchTemplateProblems(template: string, requiresToken: boolean): string[] {
  const problems: string[] = [];
  if (/[\s"'<>\\]/.test(template)) problems.push('must not contain spaces, quotes, < > or \\');
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  const unknown = names.filter((n) => !isPlaceholder(n));
  if (unknown.length > 0) {
    problems.push(
      `unknown placeholder ${listed(unknown)}; allowed: ${listed(LAUNCH_URL_PLACEHOLDERS)}`,
    );
  }
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) problems.push('has an unmatched { or }');
  const sample = (value: string) => template.replace(PLACEHOLDER, value);
  let first: URL;
  let second: URL;
  try {
    first = new URL(sample('a'));
    second = new URL(sample('b'));
  } catch {
    problems.push('must be an absolute https:// URL');
    return problems;
  }
  if (first.protocol !== 'https:') problems.push('must be an https:// URL');
  if (first.username !== '' || first.password !== '') problems.push('must not carry credentials');
  if (first.origin !== second.origin) {
    problems.push('placeholders may not stand in the scheme, host or port');
  }
  if (requiresToken && !names.includes('token')) {
    problems.push('a product that requires a token carries {token}');
  }
  const notForLinks = names.filter((n) => isPlaceholder(n) && !LINK_PLACEHOLDERS.includes(n));
  if (!requiresToken && notForLinks.length > 0) {
    problems.push(
      `a product without a token is a link for every visitor: ${listed(notForLinks)} not allowed, only ${listed(LINK_PLACEHOLDERS)}`,
    );
  }
  return problems;
}

/**
 * The launch URL: every placeholder replaced by its value, URL-encoded. A placeholder without a
 * value is a broken invariant (templates are validated against what each launch supplies).
 */
export function fillLaunchTemplate(
  template: string,
  values: Readonly<Partial<Record<LaunchUrlPlaceholder, string>>>,
): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = isPlaceholder(name) ? values[name] : undefined;
    if (value === undefined) throw new Error(`launch template: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/** A provider's game code: what the launch call's gameCode names. */
export const GameCode = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'must be a game code such as kiron-football');

const Label = z.string().min(1).max(80);
/** An icon name of the web's icon set, or an https URL of an image (as menu items). */
const Icon = z
  .string()
  .max(300)
  .regex(/^([A-Za-z0-9-]{1,40}|https:\/\/[^\s"'<>]+)$/, 'must be an icon name or an https:// URL');

export const ProductEntry = z
  .object({
    /** The provider kind (spec shell §3 thirdPartyTokens): the launch token's audience. */
    provider: z.enum(THIRD_PARTY_KINDS),
    provider_name: z.string().min(1).max(80),
    label: Label,
    icon: Icon,
    /** null: the provider is not configured (the product is never shown nor launched). */
    launch_url_template: z.string().min(1).max(1000).nullable(),
    /** A launch carries a short-lived player token; only a signed-in player holding one launches. */
    requires_token: z.boolean(),
    /** The games the launch call may name (an allow-list). */
    game_codes: z.array(GameCode).max(200).default([]),
    /** spec shell §6: golden race virtuals need a demo id configured. */
    demo_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a demo id such as gr-demo-1')
      .nullable()
      .default(null),
  })
  .strict()
  .superRefine((entry, ctx) => {
    const template = entry.launch_url_template;
    if (template === null) return;
    for (const message of launchTemplateProblems(template, entry.requires_token)) {
      ctx.addIssue({ code: 'custom', path: ['launch_url_template'], message });
    }
    if (entry.requires_token && entry.game_codes.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['game_codes'],
        message: 'a product launched with a token lists the games it may launch',
      });
    }
    entry.game_codes.forEach((code, i) => {
      if (entry.game_codes.indexOf(code) !== i) {
        ctx.addIssue({
          code: 'custom',
          path: ['game_codes', i],
          message: `duplicate game ${code}`,
        });
      }
    });
  });
export type ProductEntry = z.infer<typeof ProductEntry>;

/** `config/brands/<brand>/products.json`: the products the brand knows, by product id. */
export const ProductsFile = z
  .object({ products: z.partialRecord(z.enum(THIRD_PARTY_PRODUCTS), ProductEntry) })
  .strict();
export type ProductsFile = z.infer<typeof ProductsFile>;

// ---------------------------------------------------------------------------------------------
// The calls' answers

/** How the web opens a product it lists. */
export const ProductLaunch = z.discriminatedUnion('mode', [
  /** POST {accounts-base}/accounts/me/game-launch-url with one of game_codes. */
  z.object({ mode: z.literal('game_launch_url') }),
  /** The product needs a signed-in player: the web opens the login first. */
  z.object({ mode: z.literal('login') }),
  /** No token: the link, built for this caller. */
  z.object({ mode: z.literal('link'), url: z.string() }),
]);
export type ProductLaunch = z.infer<typeof ProductLaunch>;

export const ServedProduct = z.object({
  id: z.enum(THIRD_PARTY_PRODUCTS),
  label: z.string(),
  icon: z.string(),
  provider: z.enum(THIRD_PARTY_KINDS),
  provider_name: z.string(),
  game_codes: z.array(z.string()),
  launch: ProductLaunch,
});
export type ServedProduct = z.infer<typeof ServedProduct>;

/**
 * GET /api/products: the products this caller is shown, in the catalogue's order. A product
 * that is hidden (flag off, currency, token, provider not configured) is absent: the web never
 * shows a product it cannot open.
 */
export const ProductsAnswer = z.object({
  /** The currency the gates were applied for (the player's, or the brand's default). */
  currency: z.string(),
  products: z.array(ServedProduct),
});
export type ProductsAnswer = z.infer<typeof ProductsAnswer>;

/**
 * spec shell §7 POST {accounts-base}/accounts/me/game-launch-url: flashClient, gameCode,
 * integrationChannelCode (decision: the product id, e.g. kironVirtuals).
 */
export const GameLaunchRequest = z.object({
  /** Accepted for the spec's payload; no Flash client exists, so it changes nothing. */
  flashClient: z.boolean().optional(),
  gameCode: GameCode,
  integrationChannelCode: z.enum(THIRD_PARTY_PRODUCTS, {
    error: `must be a product id: ${THIRD_PARTY_PRODUCTS.join(', ')}`,
  }),
});
export type GameLaunchRequest = z.infer<typeof GameLaunchRequest>;

export const GameLaunchAnswer = z.object({
  /** The short-lived third-party token (also in launchUrl where the template puts {token}). */
  tokenSession: z.string(),
  launchUrl: z.string(),
  /** When the token stops being accepted (ISO instant). */
  expiresAt: z.string(),
});
export type GameLaunchAnswer = z.infer<typeof GameLaunchAnswer>;
