/**
 * spec shell §7 / betting-domain §7 request decoration, the two redirect rules of a response:
 * - "A response landing on /maintenance redirects the user to /maintenance";
 * - "Responses redirected to /blocked (or a 302 with a location containing it) reload the page".
 * Pure: the client reads the facts of a fetch Response and acts on the answer.
 */

export interface ResponseFacts {
  readonly status: number;
  /** The final URL after fetch followed any redirects ('' when unknown). */
  readonly url: string;
  /** fetch followed at least one redirect. */
  readonly redirected: boolean;
  /** The Location header of an unfollowed redirect, or null. */
  readonly location: string | null;
}

export type ResponseRedirect = 'maintenance' | 'reload';

const MAINTENANCE_PATH = /^(?:\/[A-Za-z]{2})?\/maintenance\/?$/;

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://site.invalid').pathname;
  } catch {
    return '';
  }
}

function isRedirectStatus(status: number): boolean {
  return status >= 300 && status < 400;
}

/** What a response asks of the page, or null for an ordinary answer. */
export function responseRedirect(facts: ResponseFacts): ResponseRedirect | null {
  const landed = facts.redirected ? pathOf(facts.url) : '';
  const target = isRedirectStatus(facts.status) && facts.location ? pathOf(facts.location) : '';
  if (MAINTENANCE_PATH.test(landed) || MAINTENANCE_PATH.test(target)) return 'maintenance';
  // spec: "redirected to /blocked": the final URL's path holds it.
  if (landed.includes('/blocked')) return 'reload';
  // spec: "a 302 whose location contains it" (a fetch that does not follow redirects sees it).
  if (facts.status === 302 && (facts.location ?? '').includes('blocked')) return 'reload';
  return null;
}

/** The maintenance page of a locale (spec shell §2 /maintenance). */
export function maintenancePagePath(locale: string): string {
  return `/${locale}/maintenance`;
}

/** True on the maintenance or blocked page itself, where the rules must not loop. */
export function isStatusPagePath(pathname: string): boolean {
  return /^(?:\/[A-Za-z]{2})?\/(?:maintenance|blocked|static\/flutter-maintenance)\/?$/.test(
    pathname,
  );
}
