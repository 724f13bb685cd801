import type { ReactNode } from 'react';
import type { SiteData } from './load-site';
import { SiteProvider, type ClientSite } from './site-context';
import { themeBootScript, themeStylesheet } from './theme';

/** What the client side is handed: the site without what only the server uses. */
export function clientSite(site: SiteData): ClientSite {
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
 * The document every root layout renders (the locale tree, the embedding demo): the page
 * language, the brand's colour theme and the stored theme applied before the first paint (so
 * nothing flashes), and the site handed to the client.
 */
export function SiteDocument({
  site,
  children,
}: {
  readonly site: SiteData;
  readonly children: ReactNode;
}) {
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
        <SiteProvider site={clientSite(site)}>{children}</SiteProvider>
      </body>
    </html>
  );
}
