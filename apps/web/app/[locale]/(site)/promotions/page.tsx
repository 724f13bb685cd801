import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { localiseHref } from '@touchline/site';
import { PromotionsList } from '../../../../src/features/promotions';
import { resolveLocale } from '../../../../src/shared/config/locales';
import { pageTitle } from '../../../../src/shared/routing/page-title';
import { loadSite } from '../../../../src/shared/site/load-site';
import { PageHeading } from '../_components/not-available';

export const dynamic = 'force-dynamic';

interface PromotionsRouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PromotionsRouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'pages.promotions.title') };
}

/**
 * /promotions (spec shell §2): the brand's promotions; a configured promotions URL setting
 * overrides the page (a site path gets the page's locale, an https URL is left as it is).
 */
export default async function PromotionsRoute({ params }: PromotionsRouteProps) {
  const { locale } = await params;
  const site = await loadSite(resolveLocale(locale));
  const configured = site.settings.web.promotions_url?.trim();
  // A URL that names this page again would loop: the page's own list is shown instead.
  if (configured && localiseHref(configured, locale) !== `/${locale}/promotions`) {
    redirect(localiseHref(configured, locale));
  }
  return (
    <>
      <PageHeading title="pages.promotions.title" />
      <PromotionsList />
    </>
  );
}
