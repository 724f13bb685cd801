/**
 * What identity needs to know about a request: the client's address (for per-address rate
 * limits), whether cookies must be Secure, and whether the web runs embedded.
 */
import type { FastifyRequest } from 'fastify';
import type { IdentityConfig } from '../../config';
import type { CookieMode } from './cookies';

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Is the peer a proxy whose X-Forwarded-* headers we believe (TRUST_PROXY)? */
function trustedPeer(request: FastifyRequest, trust: IdentityConfig['trustProxy']): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return trust === 'always' || (trust === 'loopback' && LOOPBACK.test(peer));
}

/**
 * The client address: the socket peer, or — behind a trusted proxy (by default only a loopback
 * peer, i.e. the embedded web app's proxy) — the last address that proxy appended to
 * X-Forwarded-For. Spoofed entries further left are ignored.
 */
export function clientIp(request: FastifyRequest, trust: IdentityConfig['trustProxy']): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (!trustedPeer(request, trust)) return peer;
  const forwarded = header(request, 'x-forwarded-for')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? peer;
}

/** Cookies are Secure unless the site is served from localhost (plain-HTTP development). */
export function cookieMode(
  request: FastifyRequest,
  trust: IdentityConfig['trustProxy'],
  embedded: boolean,
): CookieMode {
  const trusted = trustedPeer(request, trust);
  const forwardedHost = trusted ? header(request, 'x-forwarded-host')?.split(',')[0]?.trim() : '';
  const host = (forwardedHost || header(request, 'host') || '').toLowerCase();
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  const https = trusted && header(request, 'x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  return { secure: https || !LOCAL_HOSTS.has(hostname ?? ''), embedded };
}

/** The web says it runs embedded with `X-TL-Embedded: 1` (or the authenticate form's flag). */
export function embeddedHeader(request: FastifyRequest): boolean {
  const value = header(request, 'x-tl-embedded');
  return value === '1' || value === 'true';
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1] ?? null;
}
