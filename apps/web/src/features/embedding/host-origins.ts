import { storageKey } from '../../shared/storage/storage-key';

/**
 * Who the embedded site talks to (spec shell §7 Host messages). The host pages allowed to embed
 * the site are the brand's `origins.frame_ancestors`; the platform turns them into the brand's
 * Content-Security-Policy (`frame-ancestors 'self' <origins>`, checked at load), which the site
 * receives as `brand.content_security_policy`. The site reads that directive, so the pages the
 * browser lets frame the site are exactly the pages it will talk to, plus its own origin.
 */

interface OriginRule {
  readonly protocol: string;
  /** Lower-case host name, without the `*.` of a wildcard. */
  readonly host: string;
  /** `https://*.host`: any subdomain of host (not host itself, as in CSP). */
  readonly subdomains: boolean;
  /** The port as `URL` gives it ('' for the scheme's default). */
  readonly port: string;
}

export interface HostOrigins {
  readonly rules: readonly OriginRule[];
}

const WILDCARD_LABEL = 'wildcard-subdomain';

function ruleOf(source: string): OriginRule | null {
  const match = /^(https?):\/\/(\*\.)?([^/?#]+)$/i.exec(source);
  if (!match) return null;
  const [, scheme = '', wildcard, rest = ''] = match;
  try {
    const url = new URL(`${scheme}://${wildcard ? `${WILDCARD_LABEL}.` : ''}${rest}`);
    const host = wildcard ? url.hostname.slice(WILDCARD_LABEL.length + 1) : url.hostname;
    if (host === '' || url.username !== '' || url.password !== '') return null;
    return { protocol: url.protocol, host, subdomains: wildcard !== undefined, port: url.port };
  } catch {
    return null;
  }
}

/**
 * The sources of a policy's `frame-ancestors` directive. Keywords other than 'self' and any
 * source that is not `scheme://host[:port]` (a bare `*`, a scheme, a path) are dropped: they would
 * widen who hears the player's messages, so the site fails closed.
 */
export function frameAncestorSources(policy: string): readonly string[] {
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() === 'frame-ancestors') return sources;
  }
  return [];
}

/** The host origins: the policy's frame ancestors and the site's own origin. */
export function hostOrigins(policy: string, selfOrigin: string): HostOrigins {
  const rules: OriginRule[] = [];
  const self = ruleOf(selfOrigin);
  if (self) rules.push(self);
  for (const source of frameAncestorSources(policy)) {
    if (source === "'self'") continue;
    const rule = ruleOf(source);
    if (rule) rules.push(rule);
  }
  return { rules };
}

/** Whether a message origin (`event.origin`, `https://host[:port]`) is one of the hosts. */
export function isHostOrigin(origin: string, origins: HostOrigins): boolean {
  if (origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const host = url.hostname.toLowerCase();
  return origins.rules.some(
    (rule) =>
      rule.protocol === url.protocol &&
      rule.port === url.port &&
      (rule.subdomains ? host.endsWith(`.${rule.host}`) : host === rule.host),
  );
}

/**
 * The parent's origin, remembered for the tab: after a navigation inside the frame (a language
 * change) `document.referrer` is the site's previous page, no longer the host.
 */
export const PARENT_ORIGIN_STORAGE_KEY = storageKey('embed-parent-origin');

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin of the page that frames this one, as well as the browser lets the page know it:
 * `location.ancestorOrigins` (Chromium, Safari), else what this tab learned earlier, else the
 * referrer of the frame's first page. Null when there is no parent or it cannot be known — then
 * nothing is sent.
 */
export function detectParentOrigin(win: Window, storage: Storage | null): string | null {
  if (win.parent === win) return null;
  const ancestors = (win.location as { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  const fromAncestors = originOf(ancestors && ancestors.length > 0 ? ancestors[0] : undefined);
  if (fromAncestors) return fromAncestors;
  let remembered: string | null = null;
  try {
    remembered = originOf(storage?.getItem(PARENT_ORIGIN_STORAGE_KEY) ?? undefined);
  } catch {
    remembered = null;
  }
  return remembered ?? originOf(win.document.referrer);
}

export function rememberParentOrigin(storage: Storage | null, origin: string): void {
  try {
    storage?.setItem(PARENT_ORIGIN_STORAGE_KEY, origin);
  } catch {
    // Without storage the next page detects the parent again.
  }
}
