import NextLink from 'next/link';
import type { ComponentProps } from 'react';

export type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The app's links: next/link without its viewport prefetch (docs/decisions.md "Links prefetch on
 * intent"). A list of events shows dozens of links; prefetching each one as it scrolled into view
 * cost the phone a server render's payload per link while the page was still starting (and the
 * server a render each). `IntentPrefetch` prefetches a page when the player reaches for its link
 * instead: a pointer over it, a touch, or keyboard focus. A caller may still pass `prefetch`.
 */
export default function Link({ prefetch = false, ...props }: LinkProps) {
  return <NextLink prefetch={prefetch} {...props} />;
}
