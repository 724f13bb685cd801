import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { SPORTS } from '@touchline/betting';
import { loadServerFooter, requestHostName } from '../../../src/features/content';
import { getEventPathTree, sportPath } from '../../../src/features/events';
import { resolveLocale, type Locale } from '../../../src/shared/config/locales';
import { loadSite } from '../../../src/shared/site/load-site';
import { SessionShell } from '../_components/session-shell';
import { ShellFrame } from '../_components/shell-frame';

interface SiteLayoutProps {
  readonly children: ReactNode;
  readonly params: Promise<{ locale: string }>;
}

/**
 * The side menu's A–Z sports: the catalogue's sports that have pre-match events now (the event
 * path tree), in catalogue order; none while the tree cannot be read.
 */
async function menuSports(locale: Locale) {
  const tree = await getEventPathTree('prematch', locale);
  const withEvents = new Set(tree.ok ? tree.value.sports.map((s) => s.id) : []);
  return SPORTS.filter((sport) => withEvents.has(sport.id)).map((sport) => ({
    id: sport.id,
    code: sport.code,
    name: sport.name,
    href: sportPath(sport),
  }));
}

/**
 * Every normal page: the shell (header, sub-header, menus, page layout columns, footer bar) and
 * the session's effects around it (spec shell §2 Page shell). The status pages of `(minimal)`
 * have neither.
 */
export default async function SiteLayout({ children, params }: SiteLayoutProps) {
  const { locale } = await params;
  const pageLocale = resolveLocale(locale);
  const [site, sports, requestHeaders] = await Promise.all([
    loadSite(pageLocale),
    menuSports(pageLocale),
    headers(),
  ]);
  const serverFooter = await loadServerFooter(
    site.settings.web.footer_html_widget_id,
    requestHostName(requestHeaders.get('host')),
    pageLocale,
  );
  const t = (key: string) => site.messages[key] ?? key;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <ShellFrame
        locale={locale}
        tabs={site.tabs}
        subheader={site.subheader}
        quickLinks={site.quickLinks}
        sports={sports}
        serverFooter={serverFooter}
        headerExtras={site.headerExtras}
      >
        {children}
      </ShellFrame>
      <SessionShell />
    </>
  );
}
