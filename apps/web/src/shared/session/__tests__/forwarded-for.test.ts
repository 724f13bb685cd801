import { describe, expect, it } from 'vitest';
import { isTrustedPeer, rewriteForwardedHeaders } from '../forwarded-for';

const spoofed = () => ({
  host: 'touchline.example',
  'x-forwarded-for': '9.9.9.9, 8.8.8.8',
  'x-forwarded-host': 'localhost',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '443',
});

describe('the web server sets X-Forwarded-For from its own socket peer', () => {
  it('overwrites a client-made X-Forwarded-For with the peer, and drops its other X-Forwarded-*', () => {
    const headers: Record<string, string | string[] | undefined> = spoofed();
    expect(rewriteForwardedHeaders(headers, '203.0.113.7', 'never')).toBe('203.0.113.7');
    expect(headers).toEqual({ host: 'touchline.example', 'x-forwarded-for': '203.0.113.7' });
  });

  it('does the same for a loopback client when no proxy is trusted (the default)', () => {
    const headers: Record<string, string | string[] | undefined> = spoofed();
    rewriteForwardedHeaders(headers, '127.0.0.2', 'never');
    expect(headers['x-forwarded-for']).toBe('127.0.0.2');
  });

  it('sets it when the client sent none', () => {
    const headers: Record<string, string | string[] | undefined> = { host: 'h' };
    expect(rewriteForwardedHeaders(headers, '::1', 'never')).toBe('::1');
    expect(headers['x-forwarded-for']).toBe('::1');
  });

  it('behind a trusted reverse proxy keeps its headers: the last entry is the client it saw', () => {
    const headers: Record<string, string | string[] | undefined> = spoofed();
    expect(rewriteForwardedHeaders(headers, '127.0.0.1', 'loopback')).toBe('8.8.8.8');
    expect(headers).toEqual(spoofed());
  });

  it('a trusted proxy that sent no X-Forwarded-For is itself the client', () => {
    const headers: Record<string, string | string[] | undefined> = { host: 'h' };
    expect(rewriteForwardedHeaders(headers, '10.0.0.5', 'always')).toBe('10.0.0.5');
    expect(headers['x-forwarded-for']).toBe('10.0.0.5');
  });

  it('under loopback trust, a remote peer is still the client whatever it claims', () => {
    const headers: Record<string, string | string[] | undefined> = spoofed();
    expect(rewriteForwardedHeaders(headers, '198.51.100.4', 'loopback')).toBe('198.51.100.4');
    expect(headers['x-forwarded-for']).toBe('198.51.100.4');
    expect(headers['x-forwarded-proto']).toBeUndefined();
  });

  it('an unknown peer (a closed socket) is "unknown", never a header value', () => {
    const headers: Record<string, string | string[] | undefined> = spoofed();
    expect(rewriteForwardedHeaders(headers, undefined, 'always')).toBe('8.8.8.8');
    const untrusted: Record<string, string | string[] | undefined> = spoofed();
    expect(rewriteForwardedHeaders(untrusted, undefined, 'loopback')).toBe('unknown');
  });

  it.each([
    ['127.0.0.1', 'loopback', true],
    ['127.9.9.9', 'loopback', true],
    ['::1', 'loopback', true],
    ['::ffff:127.0.0.1', 'loopback', true],
    ['10.0.0.1', 'loopback', false],
    ['127.0.0.1', 'never', false],
    ['10.0.0.1', 'always', true],
  ] as const)('trusts %s under %s: %s', (peer, trust, expected) => {
    expect(isTrustedPeer(peer, trust)).toBe(expected);
  });
});
