import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from '../../src/shared/config/locales';
import { loadSite } from '../../src/shared/site/load-site';
import { SiteDocument } from '../../src/shared/site/site-document';
import '../globals.css';

// The brand is read from the platform per request (it may be down at build time).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const site = await loadSite(DEFAULT_LOCALE);
  return {
    title: `${site.messages['embedDemo.title'] ?? 'Embedding demo'} · ${site.brand.display_name}`,
    // A developer's page: not for search engines.
    robots: { index: false, follow: false },
  };
}

/**
 * The root layout of the embedding demo (spec shell §1, §7): a host page of its own, outside the
 * locale tree and the site's shell, that embeds the sportsbook in a frame. It is served from the
 * site's origin, which may always frame the site (`frame-ancestors 'self'`).
 */
export default async function EmbedDemoLayout({ children }: { readonly children: ReactNode }) {
  const site = await loadSite(DEFAULT_LOCALE);
  return <SiteDocument site={site}>{children}</SiteDocument>;
}
