/**
 * A brand's site, built from its documents (files or operator publications): every document
 * parsed with its contract schema, the references between documents checked, the HTML sanitised
 * once, the per-channel and per-currency settings resolved once, and the Content-Security-Policy
 * derived from the brand's origins. A brand whose documents do not hold together is refused as a
 * whole, with every problem named by file and field; the caller keeps serving the last good one.
 */
import {
  BRAND_DOCUMENTS,
  BRAND_DOCUMENT_NAMES,
  CHANNELS,
  SITE_SETTINGS_DEFAULTS,
  type Advert,
  type BrandDocumentName,
  type BrandDocuments,
  type Channel,
  type ChannelSettings,
  type ContentId,
  type Coupon,
  type CouponGroup,
  type CurrencySettings,
  type ExternalHeader,
  type HtmlWidget,
  type Language,
  type SiteSettings,
  type Submenu,
} from '@touchline/contract';
import { SPORTS, findCurrencyEntry } from '@touchline/betting';
import type { z } from 'zod';
import { contentSecurityPolicy, urlMatchesOrigins } from './content-security-policy';
import { sanitiseExternalHeader, sanitiseHtml } from './html-sanitiser';
import { productRegistryIssues } from './products-registry';

/** One problem of a brand's configuration: the file (or publication) and the field it is in. */
export interface ConfigIssue {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

export class BrandConfigError extends Error {
  override readonly name = 'BrandConfigError';
  constructor(
    readonly brand: string,
    readonly issues: readonly ConfigIssue[],
  ) {
    super(
      `brand ${brand}: ${issues.length} configuration problem(s):\n${issues
        .map((i) => `  ${i.file}: ${i.path || '(root)'}: ${i.message}`)
        .join('\n')}`,
    );
  }
}

/** Where one document's served version comes from. */
export interface DocumentInput {
  readonly source: 'file' | 'operator';
  /** The file's path (relative to the repository) or `operator publication`. */
  readonly file: string;
  readonly body: unknown;
  /** Epoch ms: the file's modification time or the publication's. */
  readonly at: number;
  readonly by: string | null;
}

export type DocumentInputs = Readonly<Record<BrandDocumentName, DocumentInput>>;

/** Translation catalogues by locale (config/i18n/<locale>.json). */
export type Catalogues = ReadonlyMap<string, Readonly<Record<string, string>>>;

export interface BrandSite {
  readonly name: string;
  readonly documents: BrandDocuments;
  readonly inputs: DocumentInputs;
  /** last_publication_timestamp: the newest of the documents' times (epoch ms). */
  readonly publication: number;
  readonly contentSecurityPolicy: string;
  /** Settings per channel, and per channel and currency. */
  settings(channel: Channel, currency?: string | null): ChannelSettings;
  /** The brand's currency settings, or null when it does not list the currency. */
  currency(code: string): CurrencySettings | null;
  /** Content by id, keyed by the id's text (`String(id)`). */
  readonly submenus: ReadonlyMap<string, Submenu>;
  readonly coupons: ReadonlyMap<string, Coupon>;
  readonly couponGroups: ReadonlyMap<string, CouponGroup>;
  /** Sanitised. */
  readonly htmlWidgets: ReadonlyMap<string, HtmlWidget>;
  /** Sanitised descriptions. */
  readonly adverts: ReadonlyMap<string, Advert>;
  /** Sanitised; null when the brand has none. */
  readonly externalHeader: ExternalHeader | null;
  readonly languages: readonly Language[];
  readonly catalogues: Catalogues;
}

/** The text a content id is looked up by (a number and its digits are one id). */
export const idKey = (id: ContentId): string => String(id);

/** `tabs[1].submenu_items[4].submenu` from a zod path. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

function parseDocument<N extends BrandDocumentName>(
  name: N,
  input: DocumentInput,
  issues: ConfigIssue[],
): BrandDocuments[N] | null {
  const schema = BRAND_DOCUMENTS[name] as unknown as z.ZodType<BrandDocuments[N]>;
  const parsed = schema.safeParse(input.body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues.slice(0, 50)) {
    issues.push({ file: input.file, path: formatPath(issue.path), message: issue.message });
  }
  return null;
}

function byId<T extends { readonly id: ContentId }>(
  items: readonly T[],
  file: string,
  path: string,
  issues: ConfigIssue[],
): Map<string, T> {
  const map = new Map<string, T>();
  items.forEach((item, i) => {
    const key = idKey(item.id);
    if (map.has(key)) {
      issues.push({ file, path: `${path}[${i}].id`, message: `duplicate id ${key}` });
    }
    map.set(key, item);
  });
  return map;
}

const KNOWN_SPORT_IDS = new Set(SPORTS.map((s) => s.id));

/**
 * Builds the site of `brand` from its documents and the translation catalogues; throws
 * `BrandConfigError` naming every problem.
 */
export function buildBrandSite(
  brand: string,
  inputs: DocumentInputs,
  catalogues: Catalogues,
): BrandSite {
  const issues: ConfigIssue[] = [];
  const parsed: Partial<Record<BrandDocumentName, unknown>> = {};
  for (const name of BRAND_DOCUMENT_NAMES) {
    parsed[name] = parseDocument(name, inputs[name], issues);
  }
  if (issues.length > 0) throw new BrandConfigError(brand, issues);
  const documents = parsed as BrandDocuments;
  const file = (name: BrandDocumentName) => inputs[name].file;
  const { brand: brandFile, settings, currencies, menus, content, coupons, languages } = documents;

  if (brandFile.name !== brand) {
    issues.push({
      file: file('brand'),
      path: 'name',
      message: `must be the brand's folder name, ${brand}`,
    });
  }

  // Menus: sub-menus by id, items pointing at them.
  const submenus = byId(menus.submenus, file('menus'), 'submenus', issues);
  menus.tabs.forEach((tab, t) => {
    byId(tab.submenu_items, file('menus'), `tabs[${t}].submenu_items`, issues);
    tab.submenu_items.forEach((item, i) => {
      if (item.submenu !== null && !submenus.has(idKey(item.submenu))) {
        issues.push({
          file: file('menus'),
          path: `tabs[${t}].submenu_items[${i}].submenu`,
          message: `no sub-menu ${String(item.submenu)} in submenus`,
        });
      }
    });
  });
  const sections = menus.tabs.map((t) => t.section_name);
  sections.forEach((name, i) => {
    if (sections.indexOf(name) !== i) {
      issues.push({
        file: file('menus'),
        path: `tabs[${i}].section_name`,
        message: `duplicate section ${name}`,
      });
    }
  });
  const top = menus.tabs.find((t) => t.section_name === 'menu_top_icons');
  if (top && top.submenu_items.length > 5) {
    // spec shell §9: the mobile top menu shows at most 5 items.
    issues.push({
      file: file('menus'),
      path: `tabs[${menus.tabs.indexOf(top)}].submenu_items`,
      message: 'menu_top_icons holds at most 5 items (shell §9)',
    });
  }

  // Content: adverts and widgets by id, sanitised once.
  const rawAdverts = byId(content.adverts, file('content'), 'adverts', issues);
  const rawWidgets = byId(content.html_widgets, file('content'), 'html_widgets', issues);

  // Coupons: group members, groups, the default group, sports.
  const couponMap = byId(coupons.coupons, file('coupons'), 'coupons', issues);
  const groupMap = byId(coupons.coupon_groups, file('coupons'), 'coupon_groups', issues);
  coupons.coupons.forEach((c, i) => {
    if (!KNOWN_SPORT_IDS.has(c.sport_id)) {
      issues.push({
        file: file('coupons'),
        path: `coupons[${i}].sport_id`,
        message: `no sport ${c.sport_id} in the catalogue`,
      });
    }
    if (c.coupon_type === 'group' && c.coupons.length === 0) {
      issues.push({
        file: file('coupons'),
        path: `coupons[${i}].coupons`,
        message: 'a group coupon lists its coupons',
      });
    }
    if (c.dateFilter === 'hours' && c.hours === null) {
      issues.push({
        file: file('coupons'),
        path: `coupons[${i}].hours`,
        message: 'the hours filter needs hours',
      });
    }
    c.coupons.forEach((member, m) => {
      if (!couponMap.has(idKey(member)) || idKey(member) === idKey(c.id)) {
        issues.push({
          file: file('coupons'),
          path: `coupons[${i}].coupons[${m}]`,
          message: `no coupon ${String(member)}`,
        });
      }
    });
  });
  coupons.coupon_groups.forEach((g, i) => {
    g.coupons.forEach((member, m) => {
      if (!couponMap.has(idKey(member))) {
        issues.push({
          file: file('coupons'),
          path: `coupon_groups[${i}].coupons[${m}]`,
          message: `no coupon ${String(member)}`,
        });
      }
    });
  });
  if (coupons.default_coupon_group !== null && !groupMap.has(idKey(coupons.default_coupon_group))) {
    issues.push({
      file: file('coupons'),
      path: 'default_coupon_group',
      message: `no coupon group ${String(coupons.default_coupon_group)}`,
    });
  }
  coupons.top_sports.forEach((s, i) => {
    if (!KNOWN_SPORT_IDS.has(s.sport_id)) {
      issues.push({
        file: file('coupons'),
        path: `top_sports[${i}].sport_id`,
        message: `no sport ${s.sport_id} in the catalogue`,
      });
    }
  });

  // Currencies: known to the ledger, with the ledger's precision.
  for (const [code, c] of Object.entries(currencies.currencies)) {
    const entry = findCurrencyEntry(code);
    if (!entry) {
      issues.push({
        file: file('currencies'),
        path: `currencies.${code}`,
        message: `unknown currency ${code}`,
      });
    } else if (entry.precision !== c.currency_precision) {
      issues.push({
        file: file('currencies'),
        path: `currencies.${code}.currency_precision`,
        message: `must be ${entry.precision}, the precision ${code} is kept in`,
      });
    }
  }

  // Languages: unique, each with a translation catalogue.
  const segments = new Set<string>();
  languages.languages.forEach((l, i) => {
    if (segments.has(l.external_locale)) {
      issues.push({
        file: file('languages'),
        path: `languages[${i}].external_locale`,
        message: `duplicate language ${l.external_locale}`,
      });
    }
    segments.add(l.external_locale);
    if (catalogues.size > 0 && !catalogues.has(l.locale)) {
      issues.push({
        file: file('languages'),
        path: `languages[${i}].locale`,
        message: `no translation catalogue config/i18n/${l.locale}.json`,
      });
    }
  });

  // Settings: every layout component and widget reference resolves; quick bets are JSON.
  const resolved = new Map<Channel, SiteSettings>();
  for (const channel of CHANNELS) {
    const s: SiteSettings = { ...SITE_SETTINGS_DEFAULTS, ...settings.common, ...settings[channel] };
    resolved.set(channel, s);
    const where = (path: string) =>
      settings[channel][keyOf(path)] !== undefined ? `${channel}.${path}` : `common.${path}`;
    s.page_layouts.forEach((layout, l) => {
      for (const column of ['left_column', 'right_column', 'centre_column_bottom'] as const) {
        layout[column].forEach((component, c) => {
          const path = where(`page_layouts`) + `[${l}].${column}[${c}].id`;
          if (
            component.name === 'advert' &&
            (component.id === null || !rawAdverts.has(idKey(component.id)))
          ) {
            issues.push({
              file: file('settings'),
              path,
              message: `no advert ${String(component.id)} in content`,
            });
          }
          if (
            component.name === 'html_widget' &&
            (component.id === null || !rawWidgets.has(idKey(component.id)))
          ) {
            issues.push({
              file: file('settings'),
              path,
              message: `no html widget ${String(component.id)} in content`,
            });
          }
        });
      }
    });
    if (!s.page_layouts.some((l) => l.url === '/*')) {
      issues.push({
        file: file('settings'),
        path: where('page_layouts'),
        message: 'needs the /* fallback layout (shell §2)',
      });
    }
    const widget = s.home_page_configuration.html_widget_id;
    if (widget !== null && !rawWidgets.has(widget)) {
      issues.push({
        file: file('settings'),
        path: `${where('home_page_configuration')}.html_widget_id`,
        message: `no html widget ${widget} in content`,
      });
    }
    for (const key of ['footer_html_widget_id', 'terms_of_use_html_widget_id'] as const) {
      const footerWidget = s[key];
      if (footerWidget !== null && !rawWidgets.has(footerWidget)) {
        issues.push({
          file: file('settings'),
          path: where(key),
          message: `no html widget ${footerWidget} in content`,
        });
      }
    }
    if (quickBetJson(s.quick_bet_values) === null) {
      issues.push({
        file: file('settings'),
        path: where('quick_bet_values'),
        message: 'must be JSON text of four amounts per currency',
      });
    }
    if (!languages.languages.some((l) => l.external_locale === s.locale || l.locale === s.locale)) {
      issues.push({
        file: file('settings'),
        path: where('locale'),
        message: `no language ${s.locale} in languages`,
      });
    }
    s.third_party_scripts.forEach((script, i) => {
      const problem = thirdPartyScriptProblem(script, brandFile.origins.script);
      if (problem) {
        issues.push({
          file: file('settings'),
          path: `${where('third_party_scripts')}[${i}]`,
          message: problem,
        });
      }
    });
    if (s.bet_stake_min_amount > s.bet_stake_max_amount) {
      issues.push({
        file: file('settings'),
        path: where('bet_stake_min_amount'),
        message: 'must not be above bet_stake_max_amount',
      });
    }
  }

  // Products: menu items name products of the registry (products-registry.ts).
  issues.push(
    ...productRegistryIssues(documents, { menus: file('menus'), products: file('products') }),
  );

  let csp = '';
  try {
    const o = brandFile.origins;
    csp = contentSecurityPolicy({
      script: o.script,
      frame: o.frame,
      connect: o.connect,
      img: o.img,
      style: o.style,
      frameAncestors: o.frame_ancestors,
    });
  } catch (error) {
    issues.push({
      file: file('brand'),
      path: 'origins',
      message: error instanceof Error ? error.message : String(error),
    });
  }

  if (issues.length > 0) throw new BrandConfigError(brand, issues);

  const adverts = new Map<string, Advert>();
  for (const [key, advert] of rawAdverts) {
    adverts.set(key, { ...advert, description: sanitiseHtml(advert.description) });
  }
  const htmlWidgets = new Map<string, HtmlWidget>();
  for (const [key, widget] of rawWidgets) {
    htmlWidgets.set(key, { ...widget, content: sanitiseHtml(widget.content) });
  }
  const externalHeader = content.external_header
    ? sanitiseExternalHeader(content.external_header, { scriptOrigins: brandFile.origins.script })
    : null;

  const publication = Math.max(...BRAND_DOCUMENT_NAMES.map((n) => Math.floor(inputs[n].at)));
  const currencyQuickBets = Object.fromEntries(
    Object.entries(currencies.currencies).map(([code, c]) => [code, c.quick_bet_values]),
  );
  const served = new Map<string, ChannelSettings>();
  for (const channel of CHANNELS) {
    const s = resolved.get(channel) ?? SITE_SETTINGS_DEFAULTS;
    const quick = { ...currencyQuickBets, ...(quickBetJson(s.quick_bet_values) ?? {}) };
    const base: ChannelSettings = {
      ...s,
      quick_bet_values: JSON.stringify(quick),
      channel,
      last_publication_timestamp: publication,
    };
    served.set(channel, base);
    for (const [code, c] of Object.entries(currencies.currencies)) {
      served.set(`${channel}:${code}`, {
        ...base,
        bet_stake_min_amount: c.bet_stake_min_amount,
        bet_stake_max_amount: c.bet_stake_max_amount,
        currency_precision: c.currency_precision,
        quick_bet_values: JSON.stringify({ [code]: c.quick_bet_values }),
        currency: code,
      });
    }
  }
  const currencyByUpper = new Map(
    Object.entries(currencies.currencies).map(([code, c]) => [code.toUpperCase(), { code, c }]),
  );

  return {
    name: brand,
    documents,
    inputs,
    publication,
    contentSecurityPolicy: csp,
    settings(channel, currency) {
      const found = currency ? currencyByUpper.get(currency.toUpperCase()) : undefined;
      const key = found ? `${channel}:${found.code}` : channel;
      const s = served.get(key) ?? served.get(channel);
      if (!s) throw new Error(`no settings for ${channel}`);
      return s;
    },
    currency(code) {
      return currencyByUpper.get(code.toUpperCase())?.c ?? null;
    },
    submenus,
    coupons: couponMap,
    couponGroups: groupMap,
    htmlWidgets,
    adverts,
    externalHeader,
    languages: languages.languages,
    catalogues,
  };
}

function keyOf(path: string): keyof SiteSettings {
  return path as keyof SiteSettings;
}

/** quick_bet_values text as an object of amounts per currency, or null when it is not that. */
function quickBetJson(text: string): Record<string, number[]> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  for (const amounts of Object.values(value as Record<string, unknown>)) {
    if (!Array.isArray(amounts) || amounts.length !== 4) return null;
    if (!amounts.every((a) => typeof a === 'number' && Number.isFinite(a) && a > 0)) return null;
  }
  return value as Record<string, number[]>;
}

/**
 * A third-party script is a `<script src="…"></script>` tag loading from one of the brand's
 * declared script origins (the CSP allows nothing else); inline code is refused.
 */
function thirdPartyScriptProblem(html: string, origins: readonly string[]): string | null {
  const match =
    /^\s*<script\s+(?:[a-z-]+(?:="[^"<>]*")?\s+)*src="([^"<>]+)"(?:\s+[a-z-]+(?:="[^"<>]*")?)*\s*>\s*<\/script>\s*$/i.exec(
      html,
    );
  if (!match?.[1]) return 'must be one <script src="https://…"></script> tag, no inline code';
  let url: URL;
  try {
    url = new URL(match[1]);
  } catch {
    return `src ${match[1]} is not an absolute URL`;
  }
  return urlMatchesOrigins(url, origins)
    ? null
    : `src ${url.origin} is not one of the brand's script origins (brand.json origins.script)`;
}
