/**
 * The web's cookies: `tl_session` holds the JWE
 * (HttpOnly), `tl_fp` a non-secret fingerprint of it the web compares to notice a token change
 * (spec shell §4 Auth synchronisation), `tl_pending` the pending second login step. Written by
 * hand: a handful of attributes do not need a dependency.
 */

export const COOKIES = {
  session: 'tl_session',
  fingerprint: 'tl_fp',
  pending: 'tl_pending',
  /** spec shell §7: checkplayer reads its bearer from an extToken cookie. */
  extToken: 'extToken',
} as const;

/** Cookie header → name/value map; malformed pairs are skipped, the first of a name wins. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    if (!name || out.has(name)) continue;
    try {
      out.set(name, decodeURIComponent(value));
    } catch {
      // A value that is not valid percent-encoding is not ours.
    }
  }
  return out;
}

/** How cookies are set for a request: Secure outside localhost; embedded mode is cross-site. */
export interface CookieMode {
  readonly secure: boolean;
  readonly embedded: boolean;
}

export interface CookieOptions {
  readonly maxAgeSeconds: number;
  readonly httpOnly: boolean;
  readonly path?: string;
}

/**
 * One Set-Cookie value. Normal mode: `SameSite=Lax`, `Secure` unless on localhost. Embedded
 * mode (the site inside a host page's iframe): `SameSite=None; Secure; Partitioned` (CHIPS), as
 * browsers send only partitioned cookies to third-party frames.
 */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions,
  mode: CookieMode,
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
  ];
  if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (mode.embedded) {
    parts.push('Secure', 'SameSite=None', 'Partitioned');
  } else {
    if (mode.secure) parts.push('Secure');
    parts.push('SameSite=Lax');
  }
  return parts.join('; ');
}

/** Set-Cookie values that remove a cookie (same name, path and mode, expired). */
export function clearCookie(name: string, mode: CookieMode, path = '/'): string {
  return serializeCookie(
    name,
    '',
    { maxAgeSeconds: 0, httpOnly: name !== COOKIES.fingerprint, path },
    mode,
  );
}
