import type { Metadata } from 'next';
import {
  STATUS_PAGE_BRAND_NAME,
  StatusPage,
  statusPageText,
} from '../../../../src/features/content';
import { resolveLocale } from '../../../../src/shared/config/locales';

// Swap for the page language's translator (one line here and in generateMetadata).
const t = statusPageText;

export function generateMetadata(): Metadata {
  return { title: t('pages.maintenance.title'), robots: { index: false, follow: false } };
}

interface MaintenanceRouteProps {
  readonly params: Promise<{ locale: string }>;
}

/** spec shell §2 /maintenance: the site is down for maintenance; try again from the home page. */
export default async function MaintenanceRoute({ params }: MaintenanceRouteProps) {
  const { locale } = await params;
  return (
    <StatusPage
      brandName={STATUS_PAGE_BRAND_NAME}
      title={t('pages.maintenance.title')}
      body={t('pages.maintenance.body')}
      action={{ href: `/${resolveLocale(locale)}`, label: t('common.tryAgain') }}
    />
  );
}
