import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { PSEUDO_SPORTS } from '@touchline/betting';
import { pseudoCategoryFromSlug, sportFromSlug } from '../../../../../src/features/events';
import { ProductPage, productSectionFromSlug } from '../../../../../src/features/products';
import { resolveLocale } from '../../../../../src/shared/config/locales';
import { pageTitle, pageTitleText } from '../../../../../src/shared/routing/page-title';
import { Favourites } from '../../_components/favourites';
import { SportView } from '../../_components/sport-view';

export const dynamic = 'force-dynamic';

interface SportRouteProps {
  readonly params: Promise<{ locale: string; sportSlug: string }>;
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A sport's name in the page's language (the catalogue's when the language has none). */
async function sportTitle(locale: string, sport: { code: string; name: string }) {
  const key = `sports.name.${sport.code}`;
  const title = await pageTitle(locale, key);
  return title === key ? pageTitleText(locale, sport.name) : title;
}

export async function generateMetadata({ params }: SportRouteProps): Promise<Metadata> {
  const { locale, sportSlug } = await params;
  const sport = sportFromSlug(sportSlug);
  if (sport) return { title: await sportTitle(locale, sport) };
  const section = productSectionFromSlug(sportSlug);
  if (section) return { title: await pageTitle(locale, section.title) };
  if (pseudoCategoryFromSlug(sportSlug)?.id === PSEUDO_SPORTS.favourites.id) {
    return { title: await pageTitle(locale, 'sports.favourites.title') };
  }
  return { title: await pageTitle(locale, 'pages.notFound.title') };
}

/**
 * /sports/{slug} (spec shell §2): a catalogue sport (sportId-CODE, optional active-coupon), a
 * pseudo-category (Favourites; Homepage → home; jackpotbet → the jackpots) or a product section
 * (kiron, esportsbull …). Anything else is the not-found page.
 */
export default async function SportRoute({ params, searchParams }: SportRouteProps) {
  const { locale, sportSlug } = await params;
  const sport = sportFromSlug(sportSlug);
  if (sport) {
    const coupon = (await searchParams)['active-coupon'];
    return (
      <SportView
        sport={sport}
        locale={resolveLocale(locale)}
        couponId={typeof coupon === 'string' && coupon !== '' ? coupon : null}
      />
    );
  }
  const pseudo = pseudoCategoryFromSlug(sportSlug);
  if (pseudo?.id === PSEUDO_SPORTS.homepage.id) redirect(`/${locale}`);
  if (pseudo?.id === PSEUDO_SPORTS.jackpot.id) redirect(`/${locale}/jackpot`);
  if (pseudo?.id === PSEUDO_SPORTS.favourites.id) return <Favourites />;
  const section = productSectionFromSlug(sportSlug);
  if (section) return <ProductPage section={section} />;
  notFound();
}
