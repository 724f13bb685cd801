'use client';

import { useHydrated } from '../hydration/use-hydrated';

const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};

interface LocalDateTimeProps {
  /** A UTC instant as sent on the wire (ISO 8601). */
  readonly iso: string;
  readonly className?: string;
}

/**
 * A time in the player's own locale and time zone (ARCHITECTURE "Money, odds, time"). The
 * server cannot know the zone, so it renders UTC and the browser re-renders after hydration.
 */
export function LocalDateTime({ iso, className }: LocalDateTimeProps) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span className={className}>—</span>;
  const text = hydrated
    ? new Intl.DateTimeFormat(undefined, OPTIONS).format(date)
    : `${new Intl.DateTimeFormat('en-GB', { ...OPTIONS, timeZone: 'UTC' }).format(date)} UTC`;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
