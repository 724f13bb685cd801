import type { LiveEvent } from '@touchline/contract';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { eventIdFromSlug, eventPath, getEvent } from '../../../../src/features/events';
import { resolveLocale } from '../../../../src/shared/config/locales';
import { pageTitle, pageTitleText } from '../../../../src/shared/routing/page-title';
import { PricedEventView } from '../../_components/priced-event-view';
import { LoadFailed, NotAvailable } from './not-available';

export interface EventRouteProps {
  readonly params: Promise<{ locale: string; eventSlug: string }>;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The event a route names: its page title (generateMetadata of /events and /live). */
export async function eventTitle({ params }: EventRouteProps) {
  const { locale, eventSlug } = await params;
  const id = eventIdFromSlug(eventSlug);
  const event = id === null ? null : await getEvent(id, resolveLocale(locale));
  return {
    title: event?.ok
      ? await pageTitleText(locale, event.value.description)
      : await pageTitle(locale, 'events.unavailable.title'),
  };
}

/**
 * /events/{id}-{slug} and /live/{id}-{slug} (spec shell §2, betting-domain §2): one event with
 * its markets. A live event lives under /live and another under /events, with its own slug: a
 * link to the other form is redirected. A non-numeric or unknown id says the event is not
 * available.
 */
export async function EventRoute({
  params,
  kind,
  tracker,
}: EventRouteProps & {
  readonly kind: 'events' | 'live';
  /** The live page's match tracker for the event (none on /events). */
  readonly tracker?: (event: LiveEvent) => ReactNode;
}) {
  const { locale, eventSlug } = await params;
  const id = eventIdFromSlug(eventSlug);
  const result = id === null ? null : await getEvent(id, resolveLocale(locale));
  if (result === null || (!result.ok && result.error === 'notFound')) {
    return (
      <NotAvailable
        title="events.unavailable.title"
        hint="events.unavailable.hint"
        back={{ href: '/sports', label: 'events.unavailable.back' }}
      />
    );
  }
  if (!result.ok) return <LoadFailed level={1} />;
  const canonical = eventPath(result.value);
  if (canonical !== `/${kind}/${encodeURIComponent(safeDecode(eventSlug))}`) {
    redirect(`/${locale}${canonical}`);
  }
  return <PricedEventView event={result.value} tracker={tracker?.(result.value)} />;
}
