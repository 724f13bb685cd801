/**
 * Who is the client? The platform limits password checks per client address
 * and believes the X-Forwarded-For of its loopback peer — the web app — taking the LAST entry.
 * So the web app must never pass on an X-Forwarded-For its own peer made up: it overwrites the
 * header with the address it saw on its socket, unless that peer is a reverse proxy it was told
 * to trust (WEB_TRUST_PROXY), whose last X-Forwarded-For entry is then the client's.
 *
 * Next's own handling is not enough: it fills X-Forwarded-For only when it is missing, and the
 * proxy (middleware) never sees the socket, so this runs in the web server before Next does
 * (apps/web/server.ts).
 */

/** Whose X-Forwarded-* headers the web app believes: none (default), a loopback peer, any. */
export type WebTrustProxy = 'never' | 'loopback' | 'always';

export const WEB_TRUST_PROXY_VALUES: readonly WebTrustProxy[] = ['never', 'loopback', 'always'];

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The headers that describe the client and the original request, as proxies set them. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'];

export function isTrustedPeer(peer: string, trust: WebTrustProxy): boolean {
  switch (trust) {
    case 'never':
      return false;
    case 'loopback':
      return LOOPBACK.test(peer);
    case 'always':
      return true;
    default: {
      const unknown: never = trust;
      throw new Error(`unknown WEB_TRUST_PROXY ${String(unknown)}`);
    }
  }
}

type Headers = Record<string, string | string[] | undefined>;

const last = (value: string | string[] | undefined): string | undefined => {
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
};

/**
 * Rewrites the request's X-Forwarded-* headers in place before Next (and through its proxy, the
 * platform) sees them:
 * - an untrusted peer is the client: X-Forwarded-For becomes exactly its address, and the other
 *   X-Forwarded-* headers it sent are dropped (Next fills them from what it saw itself);
 * - a trusted reverse proxy keeps its headers; its last X-Forwarded-For entry is the client it
 *   saw (spoofed entries further left are ignored by the platform). A trusted peer that sent no
 *   X-Forwarded-For is itself the client.
 * Returns the client address the platform will now see.
 */
export function rewriteForwardedHeaders(
  headers: Headers,
  peer: string | undefined,
  trust: WebTrustProxy,
): string {
  const address = peer ?? 'unknown';
  if (isTrustedPeer(address, trust)) {
    const client = last(headers['x-forwarded-for']);
    if (client !== undefined) return client;
    headers['x-forwarded-for'] = address;
    return address;
  }
  for (const name of FORWARDED) delete headers[name];
  headers['x-forwarded-for'] = address;
  return address;
}
