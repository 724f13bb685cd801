'use client';

import { Advert } from '../../../../../src/features/content';
import { useT } from '../../../../../src/shared/site/site-context';

/**
 * The brand's jackpot adverts on the jackpot pages (spec betting-domain §7
 * /api/adverts/jackpot_banner and /api/adverts/jackpot_bets): shown when the site content has
 * one for this viewer, nothing otherwise (an advert never shows an error).
 */
export function JackpotBanner({
  id = 'jackpot_banner',
}: {
  readonly id?: 'jackpot_banner' | 'jackpot_bets';
}) {
  const t = useT();
  return <Advert id={id} t={t} placement="centre" />;
}
