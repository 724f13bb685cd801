import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE } from '../../src/shared/config/locales';
import { loadSite } from '../../src/shared/site/load-site';
import { SiteProvider } from '../../src/shared/site/site-context';
import { themeBootScript, themeStylesheet } from '../../src/shared/site/theme';
import '../globals.css';

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
  return (
    <html lang={site.messagesLocale} suppressHydrationWarning>
      <head>
        <style
          // The tokens are checked names and plain colour values (site/theme.ts).
          dangerouslySetInnerHTML={{ __html: themeStylesheet(site.settings.web.color_theme) }}
        />
        <script dangerouslySetInnerHTML={{ __html: themeBootScript(site.brand.default_theme) }} />
      </head>
      <body>
        <SiteProvider
          site={{
            brand: site.brand,
            settings: site.settings,
            languages: site.languages,
            defaultLanguage: site.defaultLanguage,
            messages: site.messages,
            messagesLocale: site.messagesLocale,
            missingMessages: site.missingMessages,
          }}
        >
          {children}
        </SiteProvider>
      </body>
    </html>
  );
}
