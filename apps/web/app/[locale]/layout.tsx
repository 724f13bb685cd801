import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Betslip } from '../../src/features/betslip';
import { LOCALE_SEGMENT, resolveLocale } from '../../src/shared/config/locales';
import { SITE_NAME } from '../../src/shared/config/site';
import { Providers } from './_components/providers';
import { SessionShell } from './_components/session-shell';
import { SiteHeader } from './_components/site-header';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: `${SITE_NAME} · Sports betting`, template: `%s · ${SITE_NAME}` },
  description: 'Pre-match football odds and a betslip, on an open self-hostable sportsbook.',
};

export const viewport: Viewport = {
  themeColor: '#0b1d33',
};

interface LocaleLayoutProps {
  readonly children: ReactNode;
  readonly params: Promise<{ locale: string }>;
}

/** The root layout: every page sits under a locale segment (spec shell §2). */
export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  // Anything that is not a two-letter segment is not a page (the proxy redirects most of them).
  if (!LOCALE_SEGMENT.test(locale)) notFound();
  return (
    <html lang={resolveLocale(locale)}>
      <body>
        <Providers>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <SiteHeader locale={locale} />
          <div className="page-grid">
            <main id="main" className="page-main" tabIndex={-1}>
              {children}
            </main>
            <Betslip />
          </div>
          <SessionShell />
        </Providers>
      </body>
    </html>
  );
}
