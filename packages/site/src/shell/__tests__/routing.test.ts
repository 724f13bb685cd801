import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SITE_LOCALE,
  eventHref,
  FALLBACK_LANGUAGE_HEADER,
  languageHeader,
  isMyBetsPath,
  isUnlocalisedPath,
  localeOfPath,
  localeRedirectPath,
  localiseHref,
  pathHasNumberAbove400,
  pathWithoutQuery,
  rebaseWidgetImages,
  stripLocaleSegment,
} from '../routing';

const en = { external_locale: 'en' };
const languages = [en, { external_locale: 'pt-BR' }, { external_locale: 'es' }];

/** Page path segments: never a locale (three characters or more), never a platform base. */
const segment = fc.stringMatching(/^[a-z0-9_-]{3,12}$/).filter((s) => !isUnlocalisedPath(`/${s}`));
/** Two-letter locales; ws is the platform's WebSocket path, not a language. */
const locale = fc.stringMatching(/^[a-z]{2}$/).filter((l) => l !== 'ws');

describe('localiseHref (spec shell §2)', () => {
  it('prefixes the current locale to a link without one', () => {
    expect(localiseHref('/sports/240-FOOT', 'en')).toBe('/en/sports/240-FOOT');
    expect(localiseHref('/live/sport/', 'de')).toBe('/de/live/sport/');
    expect(localiseHref('/', 'en')).toBe('/en');
    expect(localiseHref('', 'en')).toBe('/en');
  });

  it('replaces the locale of a link that already starts with one', () => {
    expect(localiseHref('/fr/sports', 'en')).toBe('/en/sports');
    expect(localiseHref('/FR/open_bets', 'es')).toBe('/es/open_bets');
    expect(localiseHref('/fr', 'en')).toBe('/en');
  });

  it('treats a CMS link without a leading slash as site-rooted', () => {
    expect(localiseHref('live/sport', 'en')).toBe('/en/live/sport');
    expect(localiseHref('sports', 'en')).toBe('/en/sports');
  });

  it('keeps the query string and hash', () => {
    expect(localiseHref('/sports/240-FOOT?active-coupon=7#top', 'en')).toBe(
      '/en/sports/240-FOOT?active-coupon=7#top',
    );
    expect(localiseHref('/de?theme=dark', 'en')).toBe('/en?theme=dark');
  });

  it('leaves absolute URLs, anchors and platform paths alone', () => {
    expect(localiseHref('https://example.com/sports', 'en')).toBe('https://example.com/sports');
    expect(localiseHref('//cdn.example.com/a', 'en')).toBe('//cdn.example.com/a');
    expect(localiseHref('mailto:help@example.com', 'en')).toBe('mailto:help@example.com');
    expect(localiseHref('#faq', 'en')).toBe('#faq');
    expect(localiseHref('/api/session', 'en')).toBe('/api/session');
    expect(localiseHref('/next/svgs/sports/foot.svg', 'en')).toBe('/next/svgs/sports/foot.svg');
  });

  it('rejects a current locale that is not a two-letter segment', () => {
    expect(() => localiseHref('/sports', 'eng')).toThrow();
  });

  it('is idempotent and yields exactly one leading locale segment (property)', () => {
    fc.assert(
      fc.property(
        fc.option(locale, { nil: undefined }),
        fc.array(segment, { maxLength: 4 }),
        locale,
        (existing, rest, current) => {
          const href = `/${[existing, ...rest].filter(Boolean).join('/')}`;
          const once = localiseHref(href, current);
          expect(localiseHref(once, current)).toBe(once);
          expect(localeOfPath(once)).toBe(current);
          const after = stripLocaleSegment(once);
          expect(localeOfPath(after)).toBeNull();
          expect(after).toBe(`/${rest.join('/')}`);
        },
      ),
    );
  });
});

describe('localeRedirectPath (spec shell §2)', () => {
  const options = { languages };

  it('lets a configured locale through', () => {
    expect(localeRedirectPath('/en', options)).toBeNull();
    expect(localeRedirectPath('/en/sports/240-FOOT', options)).toBeNull();
    expect(localeRedirectPath('/es/open_bets', options)).toBeNull();
  });

  it('matches the URL locale against the external locale of the languages', () => {
    // pt-BR answers to the pt segment; de is not configured.
    expect(localeRedirectPath('/pt/sports', options)).toBeNull();
    expect(localeRedirectPath('/de/sports', options)).toBe('/en/sports');
    expect(localeRedirectPath('/fr/sports', { languages: [{ external_locale: 'FR' }] })).toBeNull();
  });

  it('sends an unconfigured locale to the default one, keeping the rest of the path', () => {
    expect(localeRedirectPath('/fr', options)).toBe('/en');
    expect(localeRedirectPath('/de/open_bets', options)).toBe('/en/open_bets');
    expect(localeRedirectPath('/de/sports?active-coupon=3', options)).toBe(
      '/en/sports?active-coupon=3',
    );
  });

  it('redirects to a configured default locale other than en', () => {
    expect(localeRedirectPath('/fr/sports', { languages, defaultLocale: 'es' })).toBe('/es/sports');
    expect(DEFAULT_SITE_LOCALE).toBe('en');
    expect(FALLBACK_LANGUAGE_HEADER).toBe('en-GB');
  });

  it('sends the page’s language as the language header, en-GB when there is none to send', () => {
    expect(languageHeader('es')).toBe('es');
    expect(languageHeader('pt-BR')).toBe('pt-BR');
    expect(languageHeader('')).toBe('en-GB');
    expect(languageHeader(null)).toBe('en-GB');
    expect(languageHeader(undefined)).toBe('en-GB');
    expect(languageHeader('en;q=1\r\nX-Evil: 1')).toBe('en-GB');
  });

  it('never redirects the default locale to itself, even when it is not listed', () => {
    expect(localeRedirectPath('/en/sports', { languages: [] })).toBeNull();
  });

  it('lower-cases an upper-case spelling of a configured locale', () => {
    expect(localeRedirectPath('/EN/sports/240-FOOT', options)).toBe('/en/sports/240-FOOT');
    expect(localeRedirectPath('/Es', options)).toBe('/es');
  });

  it('skips the redirect when the path holds a number above 400', () => {
    expect(localeRedirectPath('/fr/events/1234-a-v-b', options)).toBeNull();
    expect(localeRedirectPath('/fr/401', options)).toBeNull();
    expect(localeRedirectPath('/fr/sports/240-FOOT', options)).toBe('/en/sports/240-FOOT');
    expect(localeRedirectPath('/fr/400', options)).toBe('/en/400');
    expect(pathHasNumberAbove400('/x/0401')).toBe(true);
    expect(pathHasNumberAbove400('/x/400/399')).toBe(false);
    // A number in the query string is not part of the path.
    expect(pathHasNumberAbove400('/x?id=9999')).toBe(false);
  });

  it('prefixes the default locale when there is no locale segment', () => {
    expect(localeRedirectPath('/', options)).toBe('/en');
    expect(localeRedirectPath('/sports/240-FOOT', options)).toBe('/en/sports/240-FOOT');
    expect(localeRedirectPath('/live/1234-a-v-b', options)).toBe('/en/live/1234-a-v-b');
  });

  it('leaves the platform paths alone', () => {
    for (const path of [
      '/xapi/rest/events',
      '/api/session',
      '/auth/x',
      '/accounts/1',
      '/ws',
      '/abp/x',
      '/nextapi/xapi/rest/events',
    ]) {
      expect(isUnlocalisedPath(path)).toBe(true);
      expect(localeRedirectPath(path, options)).toBeNull();
    }
    expect(isUnlocalisedPath('/apis')).toBe(false);
  });

  it('always lands on a configured (or default) locale in one step (property)', () => {
    fc.assert(
      fc.property(locale, fc.array(segment, { maxLength: 3 }), (first, rest) => {
        const path = `/${[first, ...rest].join('/')}`;
        const target = localeRedirectPath(path, options);
        if (target === null) return;
        expect(localeRedirectPath(target, options)).toBeNull();
      }),
    );
  });
});

describe('path helpers (spec shell §2)', () => {
  it('counts a path containing mybets or open_bets as the My Bets screen', () => {
    expect(isMyBetsPath('/en/open_bets')).toBe(true);
    expect(isMyBetsPath('/en/account/mybets')).toBe(true);
    expect(isMyBetsPath('/en/sports?tab=open_bets')).toBe(false);
    expect(isMyBetsPath('/en/account/bets')).toBe(false);
  });

  it('removes query string and hash', () => {
    expect(pathWithoutQuery('/en/sports?active-coupon=7')).toBe('/en/sports');
    expect(pathWithoutQuery('/en/sports#top')).toBe('/en/sports');
  });

  it('strips only a leading locale segment', () => {
    expect(stripLocaleSegment('/en/sports')).toBe('/sports');
    expect(stripLocaleSegment('/en')).toBe('/');
    expect(stripLocaleSegment('/sports/en')).toBe('/sports/en');
    expect(stripLocaleSegment('/en/sports?x=1')).toBe('/sports?x=1');
  });
});

describe('event links (spec betting-domain §2)', () => {
  it('live events link to /live/{slug}, other events to /events/{slug}', () => {
    expect(eventHref({ slug: 'arsenal-v-chelsea-123', live: true })).toBe(
      '/live/arsenal-v-chelsea-123',
    );
    expect(eventHref({ slug: 'arsenal-v-chelsea-123', live: false })).toBe(
      '/events/arsenal-v-chelsea-123',
    );
    // Localised like any other link.
    expect(localiseHref(eventHref({ slug: 'x-1', live: true }), 'th')).toBe('/th/live/x-1');
  });

  it('keeps the slug one path segment and refuses an empty one', () => {
    expect(eventHref({ slug: 'a/b c', live: false })).toBe('/events/a%2Fb%20c');
    expect(() => eventHref({ slug: ' ', live: true })).toThrow();
  });

  it('always has exactly two segments, the first chosen by live', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.boolean(),
        (slug, live) => {
          const href = eventHref({ slug, live });
          const [, first, second, ...rest] = href.split('/');
          expect(first).toBe(live ? 'live' : 'events');
          expect(decodeURIComponent(second ?? '')).toBe(slug.trim());
          expect(rest).toEqual([]);
        },
      ),
    );
  });
});

describe('widget images from the widgets origin (spec shell §1 external_widgets_subdomain*)', () => {
  const html =
    '<p><img src="/media/banner.png" alt="Banner"><img alt="x" src=\'/media/b.png\'>' +
    '<img src="https://cdn.example/c.png"><img src="data:image/png;base64,AA">' +
    '<img src="//other.example/d.png"><a href="/promotions">Promotions</a></p>';

  it('reads root-relative images from the origin and leaves everything else alone', () => {
    expect(rebaseWidgetImages(html, 'https://widgets.example/')).toBe(
      '<p><img src="https://widgets.example/media/banner.png" alt="Banner">' +
        '<img alt="x" src=\'https://widgets.example/media/b.png\'>' +
        '<img src="https://cdn.example/c.png"><img src="data:image/png;base64,AA">' +
        '<img src="//other.example/d.png"><a href="/promotions">Promotions</a></p>',
    );
  });

  it('changes nothing without an https origin', () => {
    for (const origin of [
      null,
      undefined,
      '',
      'widgets',
      'http://widgets.example',
      'javascript:x',
    ]) {
      expect(rebaseWidgetImages(html, origin)).toBe(html);
    }
  });
});
