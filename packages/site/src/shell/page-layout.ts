/**
 * Page layouts and page attributes chosen by URL pattern (spec shell-and-session §2, §3).
 * Patterns use `*` as a wildcard; paths are matched without query string, hash or locale segment.
 */
import { pathWithoutQuery, stripLocaleSegment } from './routing';

/** spec shell §2: the column layout types of the desktop shell. */
export const COLUMN_LAYOUT_TYPES = [
  'single',
  'side_left',
  'side_right',
  'triple',
  'triple_side_right',
] as const;
export type ColumnLayoutType = (typeof COLUMN_LAYOUT_TYPES)[number];

export function isColumnLayoutType(value: string): value is ColumnLayoutType {
  return (COLUMN_LAYOUT_TYPES as readonly string[]).includes(value);
}

/** spec shell §2: the `/*` entry is the fallback layout. */
export const FALLBACK_URL_PATTERN = '/*';

/** spec shell §3: a component placed in a column (component name plus id). */
export interface LayoutComponentRef {
  readonly name: string;
  readonly id: number | string | null;
}

/** spec shell §3 page layout setting. */
export interface PageLayoutSetting {
  readonly url: string;
  readonly column_type: ColumnLayoutType;
  readonly left_column: readonly LayoutComponentRef[];
  readonly right_column: readonly LayoutComponentRef[];
  readonly centre_column_bottom: readonly LayoutComponentRef[];
}

/** spec shell §3 page_attributes entry. */
export interface PageAttributeEntry {
  readonly url: string;
  readonly title?: string | null;
  readonly meta_tags?: Readonly<Record<string, string>> | null;
  readonly last?: boolean | null;
}

export interface PageAttributes {
  readonly title: string | null;
  readonly metaTags: Readonly<Record<string, string>>;
}

/** Leading slash added, trailing slashes dropped (the root stays `/`). */
function normalisePath(path: string): string {
  const rooted = path.startsWith('/') ? path : `/${path}`;
  const trimmed = rooted.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The path a pattern is matched against: query, hash and locale removed, slashes normalised. */
export function layoutMatchPath(href: string): string {
  return normalisePath(stripLocaleSegment(pathWithoutQuery(href)));
}

const patternCache = new Map<string, RegExp>();

function patternRegExp(pattern: string): RegExp {
  const cached = patternCache.get(pattern);
  if (cached) return cached;
  let source = normalisePath(pathWithoutQuery(pattern.trim()))
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  // `/sports/*` also matches `/sports` itself (the part before the wildcard is the section).
  if (source.endsWith('/.*')) source = `${source.slice(0, -3)}(?:/.*)?`;
  const regExp = new RegExp(`^${source}$`);
  patternCache.set(pattern, regExp);
  return regExp;
}

/**
 * spec shell §2: does a configured URL pattern match the path? `*` matches any run of
 * characters, `/` included; the query string is removed first. Case-sensitive, like URLs.
 */
export function matchesUrlPattern(pattern: string, href: string): boolean {
  return patternRegExp(pattern).test(layoutMatchPath(href));
}

function isFallbackPattern(pattern: string): boolean {
  const trimmed = pattern.trim();
  return trimmed === FALLBACK_URL_PATTERN || trimmed === '*';
}

/**
 * spec shell §2: the page layout for a path. The first matching entry in configured order wins;
 * the `/*` entry is only the fallback, used when nothing else matches, wherever it sits in the
 * list. Null when nothing matches and no fallback is configured.
 */
export function matchPageLayout<T extends { readonly url: string }>(
  href: string,
  layouts: readonly T[],
): T | null {
  const specific = layouts.find(
    (layout) => !isFallbackPattern(layout.url) && matchesUrlPattern(layout.url, href),
  );
  return specific ?? layouts.find((layout) => isFallbackPattern(layout.url)) ?? null;
}

/**
 * spec shell §2: page title and meta tags per URL pattern. Matching entries apply in configured
 * order, each overriding what came before (a non-empty title replaces the title; meta tags merge
 * by name); the first matching entry flagged `last` is the final one applied. So a general entry
 * (`/*`) listed first gives defaults and later, more specific entries refine them.
 */
export function resolvePageAttributes(
  href: string,
  entries: readonly PageAttributeEntry[],
): PageAttributes {
  let title: string | null = null;
  const metaTags: Record<string, string> = {};
  for (const entry of entries) {
    if (!matchesUrlPattern(entry.url, href)) continue;
    if (entry.title) title = entry.title;
    for (const [name, content] of Object.entries(entry.meta_tags ?? {})) {
      // A CMS-supplied key must not reach the prototype.
      if (name !== '__proto__') metaTags[name] = content;
    }
    if (entry.last) break;
  }
  return { title, metaTags };
}
