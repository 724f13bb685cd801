import { describe, expect, it } from 'vitest';
import {
  INVALID_NONCE_MESSAGE,
  InvalidOriginError,
  contentSecurityPolicy,
  urlMatchesOrigins,
  type CspOrigins,
} from '../content-security-policy';

const NONE: CspOrigins = { script: [], frame: [], connect: [], img: [], frameAncestors: [] };

const SAMPLE_BRAND: CspOrigins = {
  script: ['https://www.googletagmanager.com', 'https://*.brand.example'],
  frame: ['https://games.partner.example'],
  connect: ['https://api.partner.example:8443'],
  img: ['https://cdn.brand.example', 'https://*.brand.example'],
  style: ['https://fonts.googleapis.com'],
  frameAncestors: ['https://host.operator.example'],
};

describe('contentSecurityPolicy', () => {
  it('builds the exact header of a sample brand', () => {
    expect(contentSecurityPolicy(SAMPLE_BRAND)).toBe(
      [
        "default-src 'self'",
        "script-src 'self' https://www.googletagmanager.com https://*.brand.example",
        "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
        "img-src 'self' data: https://cdn.brand.example https://*.brand.example",
        "connect-src 'self' https://api.partner.example:8443",
        'frame-src https://games.partner.example',
        "frame-ancestors 'self' https://host.operator.example",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    );
  });

  it('is strict for a brand that declares nothing', () => {
    expect(contentSecurityPolicy(NONE)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; connect-src 'self'; frame-src 'none'; frame-ancestors 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it('adds the nonce, and unsafe-eval only in dev', () => {
    const nonce = 'r4nd0mN0nceBase64+/==';
    expect(contentSecurityPolicy(NONE, { nonce })).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(contentSecurityPolicy(NONE, { nonce, dev: true })).toContain(
      `script-src 'self' 'nonce-${nonce}' 'unsafe-eval';`,
    );
    expect(contentSecurityPolicy(NONE)).not.toContain('unsafe-eval');
  });

  it('names the site’s own WebSocket origin when told it', () => {
    expect(contentSecurityPolicy(NONE, { self: 'https://touchline.example' })).toContain(
      "connect-src 'self' wss://touchline.example;",
    );
    expect(contentSecurityPolicy(NONE, { self: 'http://localhost:3000', dev: true })).toContain(
      "connect-src 'self' ws://localhost:3000;",
    );
  });

  it('writes origins in lower case once each, local development origins included', () => {
    const csp = contentSecurityPolicy({
      ...NONE,
      script: ['https://CDN.Brand.Example', 'https://cdn.brand.example', 'http://127.0.0.1:4000'],
    });
    expect(csp).toContain("script-src 'self' https://cdn.brand.example http://127.0.0.1:4000;");
  });

  it.each([
    ['a path', 'https://cdn.brand.example/js/'],
    ['a trailing slash', 'https://cdn.brand.example/'],
    ['a query', 'https://cdn.brand.example?x=1'],
    ['plain http', 'http://cdn.brand.example'],
    ['a scheme-only source', 'https:'],
    ['a bare wildcard', '*'],
    ['a wildcard scheme host', 'https://*'],
    ['a wildcard top-level domain', 'https://*.com'],
    ['a wildcard inside the host', 'https://cdn.*.example'],
    ['a wildcard port', 'https://cdn.brand.example:*'],
    ['a port out of range', 'https://cdn.brand.example:70000'],
    ['a keyword', "'unsafe-inline'"],
    ['a quote', "https://cdn.brand.example'"],
    ['a semicolon (another directive)', 'https://cdn.brand.example; script-src *'],
    ['whitespace', 'https://cdn.brand.example https://evil.example'],
    ['a newline', 'https://cdn.brand.example\nscript-src *'],
    ['credentials', 'https://user@cdn.brand.example'],
    ['a bare host', 'cdn.brand.example'],
    ['a data: source', 'data:'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an underscore host', 'https://cdn_brand.example'],
    ['a non-local http host', 'http://10.0.0.1'],
    ['an empty string', ''],
  ])('refuses %s, naming the origin and its list', (_what, origin) => {
    const build = () => contentSecurityPolicy({ ...NONE, frame: [origin] });
    expect(build).toThrow(InvalidOriginError);
    expect(build).toThrow(`Invalid origin ${JSON.stringify(origin)} in frame origins`);
  });

  it('names the list of the bad origin', () => {
    expect(() =>
      contentSecurityPolicy({ ...NONE, frameAncestors: ['https://a.example/x'] }),
    ).toThrow(/in frame_ancestors origins/);
    try {
      contentSecurityPolicy({ ...NONE, style: ['https://ok.example', 'https://bad.example/'] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidOriginError);
      expect(error).toMatchObject({ origin: 'https://bad.example/', directive: 'style' });
    }
  });

  it('refuses a malformed nonce and a wildcard self origin', () => {
    expect(() => contentSecurityPolicy(NONE, { nonce: "abc' 'unsafe-inline" })).toThrow(
      INVALID_NONCE_MESSAGE,
    );
    expect(() => contentSecurityPolicy(NONE, { nonce: 'short' })).toThrow(INVALID_NONCE_MESSAGE);
    expect(() => contentSecurityPolicy(NONE, { self: 'https://*.touchline.example' })).toThrow(
      InvalidOriginError,
    );
  });
});

describe('urlMatchesOrigins', () => {
  const declared = ['https://*.brand.example', 'https://tags.partner.example:8443'];
  const matches = (url: string) => urlMatchesOrigins(new URL(url), declared);

  it('matches subdomains of a wildcard and the declared port', () => {
    expect(matches('https://cdn.brand.example/a.js')).toBe(true);
    expect(matches('https://a.b.brand.example/a.js')).toBe(true);
    expect(matches('https://cdn.brand.example:443/a.js')).toBe(true);
    expect(matches('https://tags.partner.example:8443/t.js')).toBe(true);
  });

  it('does not match the apex, look-alikes, other schemes or ports', () => {
    expect(matches('https://brand.example/a.js')).toBe(false);
    expect(matches('https://evilbrand.example/a.js')).toBe(false);
    expect(matches('https://cdn.brand.example.evil.example/a.js')).toBe(false);
    expect(matches('http://cdn.brand.example/a.js')).toBe(false);
    expect(matches('https://cdn.brand.example:8443/a.js')).toBe(false);
    expect(matches('https://tags.partner.example/t.js')).toBe(false);
  });

  it('matches nothing for an origin that does not parse', () => {
    expect(urlMatchesOrigins(new URL('https://cdn.brand.example/x'), ['cdn.brand.example'])).toBe(
      false,
    );
  });
});
