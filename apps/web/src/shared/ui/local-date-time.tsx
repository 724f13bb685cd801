'use client';

import { localeOf } from '@touchline/site';
import { useLocaleFormat } from '../format/use-locale-format';
import { useHydrated } from '../hydration/use-hydrated';
import { useTranslator } from '../site/site-context';

/** A kick-off as a fixture list shows it: "Wed 1 Jan, 14:00" (in the page's language). */
const KICK_OFF: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

// A fixture list formats a kick-off per row; building an Intl formatter costs far more than using one.
const kickOffFormats = new Map<string, Intl.DateTimeFormat>();
function kickOffFormat(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = kickOffFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...KICK_OFF, timeZone });
    kickOffFormats.set(key, format);
  }
  return format;
}

/** `dateTime` and `date` are the package's formats (05/03/2025, 14:05); `kickOff` a fixture's. */
export type LocalDateTimeFormat = 'dateTime' | 'date' | 'kickOff';

interface LocalDateTimeProps {
  /** A UTC instant as sent on the wire (ISO 8601). */
  readonly iso: string;
  readonly format?: LocalDateTimeFormat;
  readonly className?: string;
}

/**
 * A time in the page's language and the player's own time zone (ARCHITECTURE "Money, odds,
 * time"). The server cannot know the zone, so it renders UTC and the browser re-renders after
 * hydration.
 */
export function LocalDateTime({ iso, format = 'dateTime', className }: LocalDateTimeProps) {
  const hydrated = useHydrated();
  const formats = useLocaleFormat();
  const locale = localeOf(useTranslator().locale);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span className={className}>—</span>;
  let text: string;
  if (format === 'kickOff') {
    text = hydrated
      ? kickOffFormat(locale, undefined).format(date)
      : `${kickOffFormat(locale, 'UTC').format(date)} UTC`;
  } else {
    text = format === 'date' ? formats.date(date) : formats.dateTime(date);
  }
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
