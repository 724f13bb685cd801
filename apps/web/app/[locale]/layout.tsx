import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { LOCALE_SEGMENT, resolveLocale } from '../../src/shared/config/locales';
import { brandPageAttributes } from '../../src/shared/routing/page-title';
import { loadSite } from '../../src/shared/site/load-site';
import { SiteDocument } from '../../src/shared/site/site-document';
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
  const attributes = await brandPageAttributes(site);
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
    <SiteDocument site={site}>
      <Providers>{children}</Providers>
    </SiteDocument>
  );
}
