import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { resolvePageAttributes } from '@touchline/site';
import { LOCALE_SEGMENT, resolveLocale } from '../../src/shared/config/locales';
import { pagePath } from '../../src/shared/routing/page-path-server';
import { loadSite, type SiteData } from '../../src/shared/site/load-site';
import { SiteProvider } from '../../src/shared/site/site-context';
import { themeBootScript, themeStylesheet } from '../../src/shared/site/theme';
import { Providers } from './_components/providers';
import '../globals.css';

interface LocaleLayoutProps {
  readonly children: ReactNode;
  readonly params: Promise<{ locale: string }>;
}

/**
 * spec shell §2/§3: the page's title and meta tags from the brand's page_attributes (matched by
 * URL pattern, rendered on the server), the brand's name and favicon.
 */
export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  const site = await loadSite(resolveLocale(locale));
  const name = site.brand.display_name;
  const attributes = resolvePageAttributes(
    await pagePath(),
    site.settings.web.page_attributes.map((a) => ({
      url: a.url,
      title: a.title ?? null,
      meta_tags: a.meta_tags ?? null,
      last: a.last ?? null,
    })),
  );
  const { description, ...other } = attributes.metaTags;
  const favicon = site.brand.branding.favicons[0];
  return {
    title: attributes.title ?? { default: name, template: `%s · ${name}` },
    ...(description ? { description } : {}),
    ...(Object.keys(other).length > 0 ? { other } : {}),
    ...(favicon ? { icons: { icon: favicon.favicon_url } } : {}),
    applicationName: name,
  };
}

export async function generateViewport({ params }: LocaleLayoutProps): Promise<Viewport> {
  const { locale } = await params;
  const site = await loadSite(resolveLocale(locale));
  const theme = site.settings.web.color_theme;
  return {
    themeColor: [
      { media: '(prefers-color-scheme: light)', color: theme.light['c-header'] ?? '#0b1d33' },
      { media: '(prefers-color-scheme: dark)', color: theme.dark['c-header'] ?? '#08121f' },
    ],
  };
}

/** What the client side of the shell is handed: the site without anything it does not use. */
function clientSite(site: SiteData) {
  return {
    brand: site.brand,
    settings: site.settings,
    languages: site.languages,
    defaultLanguage: site.defaultLanguage,
    messages: site.messages,
    messagesLocale: site.messagesLocale,
    missingMessages: site.missingMessages,
  };
}

/**
 * The root layout: every page sits under a locale segment (spec shell §2). It holds what every
 * page has — the document, the brand's favicon and colour theme, the site and the query client —
 * and nothing more: the shell (header, menus, footer, session) is the `(site)` group's layout, so
 * the `(minimal)` pages (maintenance, blocked) show the favicon and colour theme only.
 */
export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  // Anything that is not a two-letter segment is not a page (the proxy redirects most of them).
  if (!LOCALE_SEGMENT.test(locale)) notFound();
  const site = await loadSite(resolveLocale(locale));
  return (
    <html lang={site.messagesLocale} suppressHydrationWarning>
      <head>
        {/* Before the first paint: the brand's colours and the stored theme, so nothing flashes. */}
        <style
          // The tokens are checked names and plain colour values (site/theme.ts).
          dangerouslySetInnerHTML={{ __html: themeStylesheet(site.settings.web.color_theme) }}
        />
        <script dangerouslySetInnerHTML={{ __html: themeBootScript(site.brand.default_theme) }} />
      </head>
      <body>
        <SiteProvider site={clientSite(site)}>
          <Providers>{children}</Providers>
        </SiteProvider>
      </body>
    </html>
  );
}
