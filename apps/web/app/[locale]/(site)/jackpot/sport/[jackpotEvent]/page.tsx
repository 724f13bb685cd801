import type { Metadata } from 'next';
import {
  getActiveJackpots,
  JackpotDetail,
  jackpotIdFromSlug,
} from '../../../../../../src/features/jackpot';
import { resolveLocale } from '../../../../../../src/shared/config/locales';
import { pageTitle, pageTitleText } from '../../../../../../src/shared/routing/page-title';
import { LoadFailed, NotAvailable } from '../../../_components/not-available';
import { JackpotBanner } from '../../_components/jackpot-banner';

export const dynamic = 'force-dynamic';

interface JackpotEventRouteProps {
  readonly params: Promise<{ locale: string; jackpotEvent: string }>;
}

async function findJackpot(locale: string, slug: string) {
  const id = jackpotIdFromSlug(slug);
  if (id === null) return { ok: true, value: null } as const;
  const jackpots = await getActiveJackpots(resolveLocale(locale));
  if (!jackpots.ok) return jackpots;
  return { ok: true, value: jackpots.value.find((j) => j.jackpotId === id) ?? null } as const;
}

export async function generateMetadata({ params }: JackpotEventRouteProps): Promise<Metadata> {
  const { locale, jackpotEvent } = await params;
  const found = await findJackpot(locale, jackpotEvent);
  return {
    title:
      found.ok && found.value
        ? await pageTitleText(locale, found.value.name)
        : await pageTitle(locale, 'jackpot.title'),
  };
}

/**
 * /jackpot/sport/[jackpotEvent] (spec shell §2): one open jackpot — its matches to pick, closing
 * time, prize tiers and the player's jackpot bets; the shell shows the jackpot betslip beside it.
 * A jackpot that is not open (closed, settled, never existed) says so.
 */
export default async function JackpotEventRoute({ params }: JackpotEventRouteProps) {
  const { locale, jackpotEvent } = await params;
  const found = await findJackpot(locale, jackpotEvent);
  if (!found.ok) return <LoadFailed level={1} />;
  if (!found.value) {
    return (
      <NotAvailable
        title="jackpot.notFound.title"
        hint="jackpot.notFound.hint"
        back={{ href: '/jackpot', label: 'jackpot.allJackpots' }}
      />
    );
  }
  return (
    <>
      <JackpotDetail jackpot={found.value} />
      <JackpotBanner />
    </>
  );
}
