/**
 * A brand's Content-Security-Policy, derived from the origins its brand file declares (issue 10
 * item 6). Pure: the cms calls it when it loads a brand, so a bad origin refuses the brand at
 * start (the loader turns the thrown `InvalidOriginError` into a validation error naming the
 * field), and serves the header value to the web for its responses.
 *
 * An origin is `https://host[:port]` (a leading `*.` may stand for any subdomain) or, for local
 * development, `http://localhost[:port]` / `http://127.0.0.1[:port]`. Anything else — a path,
 * another wildcard, a scheme-only source, a keyword, quotes, semicolons, whitespace — is refused:
 * each of those either widens the policy silently or injects another directive.
 */

export type CspOrigins = {
  readonly script: readonly string[];
  readonly frame: readonly string[];
  readonly connect: readonly string[];
  readonly img: readonly string[];
  readonly style?: readonly string[];
  /** Host pages allowed to embed the site; the site itself always may. */
  readonly frameAncestors: readonly string[];
};

export type CspOptions = {
  /** A per-response nonce for the inline scripts Next.js emits (base64 or base64url, ≥ 16). */
  readonly nonce?: string;
  /** Next's dev server evaluates modules for fast refresh: 'unsafe-eval', never in production. */
  readonly dev?: boolean;
  /**
   * The site's own public origin. When given, connect-src names its WebSocket origin
   * (`wss://host`) explicitly; without it the policy relies on CSP3 `'self'` matching ws/wss.
   */
  readonly self?: string;
};

export const INVALID_ORIGIN_HINT =
  'expected https://host[:port] (a leading "*." subdomain wildcard allowed) or ' +
  'http://localhost[:port] / http://127.0.0.1[:port], without a path';
export const INVALID_NONCE_MESSAGE = 'CSP nonce must be at least 16 base64 or base64url characters';

/** Thrown at config load; `directive` names the brand file's list that held the bad origin. */
export class InvalidOriginError extends Error {
  override readonly name = 'InvalidOriginError';
  constructor(
    readonly origin: string,
    readonly directive: string,
  ) {
    super(
      `Invalid origin ${JSON.stringify(origin)} in ${directive} origins: ${INVALID_ORIGIN_HINT}`,
    );
  }
}

/** A validated origin: scheme, lower-case host (without the wildcard), optional port. */
export type DeclaredOrigin = {
  readonly scheme: 'https' | 'http';
  readonly host: string;
  readonly subdomains: boolean;
  readonly port: number | null;
};

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HTTPS_ORIGIN = new RegExp(`^https://(\\*\\.)?(${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?$`);
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(?::(\d{1,5}))?$/;

function parsePort(text: string | undefined): number | null | undefined {
  if (text === undefined) return null;
  const port = Number(text);
  return port >= 1 && port <= 65_535 ? port : undefined;
}

/** Parses a declared origin; `null` when it is not one of the accepted shapes. */
export function parseDeclaredOrigin(text: string): DeclaredOrigin | null {
  // Case-insensitive like the hosts it names; anything outside the patterns (quotes, `;`,
  // whitespace, paths, `*` elsewhere, userinfo) fails the anchored match.
  const lower = text.toLowerCase();
  const https = HTTPS_ORIGIN.exec(lower);
  if (https) {
    const host = https[2] ?? '';
    const subdomains = https[1] !== undefined;
    if (host.length > 253) return null;
    // `*.com` would trust a whole top-level domain.
    if (subdomains && !host.includes('.')) return null;
    const port = parsePort(https[3]);
    return port === undefined ? null : { scheme: 'https', host, subdomains, port };
  }
  const local = LOCAL_ORIGIN.exec(lower);
  if (local) {
    const port = parsePort(local[2]);
    return port === undefined
      ? null
      : { scheme: 'http', host: local[1] ?? '', subdomains: false, port };
  }
  return null;
}

function formatOrigin(origin: DeclaredOrigin): string {
  const host = origin.subdomains ? `*.${origin.host}` : origin.host;
  return `${origin.scheme}://${host}${origin.port === null ? '' : `:${origin.port}`}`;
}

function validated(origins: readonly string[], directive: string): string[] {
  return origins.map((text) => {
    const origin = parseDeclaredOrigin(text);
    if (!origin) throw new InvalidOriginError(text, directive);
    return formatOrigin(origin);
  });
}

const DEFAULT_PORT = { https: 443, http: 80 } as const;

/**
 * Whether a URL is served from one of the declared origins, by CSP's own matching: the scheme
 * and host agree (`*.` matches any subdomain, not the domain itself), and the port is the declared
 * one or, when none is declared, the scheme's default. Declared origins that do not parse match
 * nothing.
 */
export function urlMatchesOrigins(url: URL, declared: readonly string[]): boolean {
  if (url.username !== '' || url.password !== '') return false;
  const scheme = url.protocol.slice(0, -1);
  if (scheme !== 'https' && scheme !== 'http') return false;
  const host = url.hostname.toLowerCase();
  const port = url.port === '' ? DEFAULT_PORT[scheme] : Number(url.port);
  return declared.some((text) => {
    const origin = parseDeclaredOrigin(text);
    if (!origin || origin.scheme !== scheme) return false;
    const hostMatches = origin.subdomains ? host.endsWith(`.${origin.host}`) : host === origin.host;
    return hostMatches && port === (origin.port ?? DEFAULT_PORT[origin.scheme]);
  });
}

const NONCE = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

function sources(...lists: readonly (readonly string[])[]): string {
  return [...new Set(lists.flat())].join(' ');
}

/**
 * The header value. Every directive that loads something starts from `'self'`; a brand adds
 * origins to it, never keywords. Directives, in order:
 * - script-src: declared script origins, the nonce when given, 'unsafe-eval' only in dev;
 * - style-src: 'unsafe-inline' because Next.js inlines critical styles and style attributes
 *   (styles cannot run script; the sanitiser keeps operator CSS free of url()/expression tricks);
 * - img-src: `data:` for inline images the sanitiser lets through (png/jpeg/gif/webp only);
 * - connect-src: the platform's `/ws` is proxied on the same origin, so 'self' (+ its ws origin);
 * - frame-src 'none' unless frame origins are declared; frame-ancestors 'self' + host pages;
 * - object-src 'none', base-uri 'self', form-action 'self' close the classic injection sinks.
 */
export function contentSecurityPolicy(origins: CspOrigins, options: CspOptions = {}): string {
  const script = validated(origins.script, 'script');
  const frame = validated(origins.frame, 'frame');
  const connect = validated(origins.connect, 'connect');
  const img = validated(origins.img, 'img');
  const style = validated(origins.style ?? [], 'style');
  const frameAncestors = validated(origins.frameAncestors, 'frame_ancestors');

  if (options.nonce !== undefined && !NONCE.test(options.nonce)) {
    throw new Error(INVALID_NONCE_MESSAGE);
  }
  const nonce = options.nonce === undefined ? [] : [`'nonce-${options.nonce}'`];
  const unsafeEval = options.dev === true ? ["'unsafe-eval'"] : [];

  let socket: string[] = [];
  if (options.self !== undefined) {
    const self = parseDeclaredOrigin(options.self);
    if (!self || self.subdomains) throw new InvalidOriginError(options.self, 'self');
    const ws = self.scheme === 'https' ? 'wss' : 'ws';
    socket = [formatOrigin(self).replace(/^https?/, ws)];
  }

  const directives: readonly (readonly [string, string])[] = [
    ['default-src', "'self'"],
    ['script-src', sources(["'self'"], script, nonce, unsafeEval)],
    ['style-src', sources(["'self'", "'unsafe-inline'"], style)],
    ['img-src', sources(["'self'", 'data:'], img)],
    ['connect-src', sources(["'self'"], socket, connect)],
    ['frame-src', frame.length === 0 ? "'none'" : sources(frame)],
    ['frame-ancestors', sources(["'self'"], frameAncestors)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
