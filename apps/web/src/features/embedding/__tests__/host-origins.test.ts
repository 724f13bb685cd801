import { describe, expect, it } from 'vitest';
import { frameAncestorSources, hostOrigins, isHostOrigin } from '../host-origins';

const POLICY =
  "default-src 'self'; script-src 'self'; frame-ancestors 'self' https://host.example " +
  'https://*.partner.example http://localhost:4500; object-src ' +
  "'none'";

describe('the host origins (the brand’s frame_ancestors, from its policy, and the site)', () => {
  const origins = hostOrigins(POLICY, 'https://sports.example');

  it('reads the frame-ancestors directive', () => {
    expect(frameAncestorSources(POLICY)).toEqual([
      "'self'",
      'https://host.example',
      'https://*.partner.example',
      'http://localhost:4500',
    ]);
    expect(frameAncestorSources("default-src 'self'")).toEqual([]);
  });

  it('allows the site itself and the declared hosts, exactly', () => {
    expect(isHostOrigin('https://sports.example', origins)).toBe(true);
    expect(isHostOrigin('https://host.example', origins)).toBe(true);
    expect(isHostOrigin('http://localhost:4500', origins)).toBe(true);
    expect(isHostOrigin('https://shop.partner.example', origins)).toBe(true);
  });

  it('refuses other schemes, ports, hosts, look-alikes and the opaque origin', () => {
    for (const origin of [
      'http://host.example',
      'https://host.example:8443',
      'https://evil.example',
      'https://host.example.evil.example',
      'https://evilhost.example',
      'https://partner.example',
      'https://xpartner.example',
      'http://localhost:4501',
      'null',
      '',
      'not a url',
      'https://host.example/path',
    ]) {
      expect(isHostOrigin(origin, origins), origin).toBe(false);
    }
  });

  it('never widens to everyone: a bare *, a scheme or a keyword is dropped', () => {
    const wide = hostOrigins("frame-ancestors * https: 'unsafe-inline' data:", 'https://a.example');
    expect(isHostOrigin('https://evil.example', wide)).toBe(false);
    expect(isHostOrigin('https://a.example', wide)).toBe(true);
  });
});
