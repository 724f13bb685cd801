'use client';

import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  localeOf,
  type Instant,
} from '@touchline/site';
import { useMemo } from 'react';
import { useHydrated } from '../hydration/use-hydrated';
import { useTranslator } from '../site/site-context';
import {
  formatLocaleMoney,
  formatLocaleWireMoney,
  formatSignedLocaleWireMoney,
} from './wire-money';

export interface LocaleFormat {
  /** The BCP-47 locale the page formats in (en → en-GB, pt-BR, de-DE …). */
  readonly locale: string;
  readonly number: (value: number) => string;
  /** Integer minor units: `€1,234.50` / `1.234,50 €`. */
  readonly money: (minor: number, currency: string) => string;
  /** Major-unit wire amounts (wallet, statement, open bets). */
  readonly wireMoney: (major: number, currency: string) => string;
  readonly signedWireMoney: (major: number, currency: string) => string;
  /** `05/03/2025` / `05.03.2025`; an unreadable instant shows as an em dash. */
  readonly date: (instant: Instant) => string;
  /** `14:05` on the 24-hour clock. */
  readonly time: (instant: Instant) => string;
  /** `05/03/2025, 14:05` / `05.03.2025, 14:05`. */
  readonly dateTime: (instant: Instant) => string;
}

function safely(format: (instant: Instant) => string): (instant: Instant) => string {
  return (instant) => {
    try {
      return format(instant);
    } catch {
      return '—';
    }
  };
}

/**
 * Numbers, money, dates and times in the page language (issue 11; packages/site i18n formats).
 * Times are the player's own zone once hydrated; the server, which cannot know the zone, renders
 * UTC and says so, and the browser re-renders (as `LocalDateTime` does).
 */
export function useLocaleFormat(): LocaleFormat {
  const locale = localeOf(useTranslator().locale);
  const hydrated = useHydrated();
  return useMemo(() => {
    const zone = hydrated ? undefined : 'UTC';
    const suffix = hydrated ? '' : ' UTC';
    return {
      locale,
      number: (value) => formatNumber(value, locale),
      money: (minor, currency) => formatLocaleMoney(minor, currency, locale),
      wireMoney: (major, currency) => formatLocaleWireMoney(major, currency, locale),
      signedWireMoney: (major, currency) => formatSignedLocaleWireMoney(major, currency, locale),
      date: safely((instant) => formatDate(instant, locale, zone)),
      time: safely((instant) => `${formatTime(instant, locale, zone)}${suffix}`),
      dateTime: safely((instant) => `${formatDateTime(instant, locale, zone)}${suffix}`),
    };
  }, [locale, hydrated]);
}
