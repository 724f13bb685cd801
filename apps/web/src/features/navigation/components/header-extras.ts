import type { Submenu } from '@touchline/contract';
import { isLiveChatAvailable } from '@touchline/site';

/**
 * The header's extra destinations (spec shell §2 sub-header right-hand items: Promotions, VIP,
 * Services, Store Locator, Chat, Live Chat; the header's live chat entry).
 *
 * Decision: Promotions follows its setting (display_promotions_link) and Live Chat the
 * live_chat_url setting through the live-chat availability rule (spec shell §5). VIP, Services,
 * Store Locator and Chat have no setting, so they come from the brand's menus document — a
 * sub-menu with the id `header-extras` whose links are named by their id (`vip`, `services`,
 * `store-locator`, `chat`, and `promotions` for a promotions URL that overrides /promotions,
 * spec shell §2 routes) and carry their own url. An item the brand does not configure is not
 * shown: the site never links to a destination nobody set.
 */
export const HEADER_EXTRA_KINDS = [
  'promotions',
  'vip',
  'services',
  'store-locator',
  'chat',
  'live-chat',
] as const;
export type HeaderExtraKind = (typeof HEADER_EXTRA_KINDS)[number];

/**
 * spec shell §5: live chat is not offered on three variants the spec does not name. None of the
 * brands shipped is one of them; a brand that must never offer it leaves live_chat_url unset.
 */
export const LIVE_CHAT_EXCLUDED_VARIANTS: readonly string[] = [];

export interface HeaderExtraItem {
  readonly kind: HeaderExtraKind;
  /** A site path (localised when shown) or an https URL. */
  readonly href: string;
  /** An icon of the menu set (or an https image) from the brand, or the item's own. */
  readonly icon: string;
  /** spec shell §2: live chat opens in a new window; so does a link leaving the site. */
  readonly newWindow: boolean;
}

/** The catalogue key of each item's label (shell.subheader.*). */
export const HEADER_EXTRA_LABEL_KEYS: Readonly<Record<HeaderExtraKind, string>> = {
  promotions: 'shell.subheader.promotions',
  vip: 'shell.subheader.vip',
  services: 'shell.subheader.services',
  'store-locator': 'shell.subheader.storeLocator',
  chat: 'shell.subheader.chat',
  'live-chat': 'shell.subheader.liveChat',
};

const DEFAULT_ICONS: Readonly<Record<HeaderExtraKind, string>> = {
  promotions: 'gift',
  vip: 'trophy',
  services: 'help',
  'store-locator': 'search',
  chat: 'chat',
  'live-chat': 'chat',
};

type ExtrasMenu = Pick<Submenu, 'submenu_links'> | null | undefined;

function linkOf(extras: ExtrasMenu, kind: HeaderExtraKind) {
  const link = extras?.submenu_links.find((l) => String(l.id) === kind);
  return link?.url.trim() ? link : undefined;
}

const leavesSite = (href: string): boolean => /^https?:\/\//.test(href);

/**
 * spec shell §5: the live chat URL (live_chat_url) when live chat is offered — a URL configured
 * and the variant not excluded — else null. An Avaya chat is the header's own entry
 * (features/live-chat), so the sub-header's Live Chat item is a plain live_chat_url.
 */
export function liveChatHref(
  liveChatUrl: string | null | undefined,
  variant: string,
): string | null {
  const available = isLiveChatAvailable({
    liveChatUrl,
    avayaChatUrl: null,
    variant,
    excludedVariants: LIVE_CHAT_EXCLUDED_VARIANTS,
  });
  return available && liveChatUrl ? liveChatUrl : null;
}

/**
 * spec shell §2: the sub-header's right-hand items, in the spec's order, each only when
 * configured: Promotions by display_promotions_link (to /promotions or the configured URL), the
 * others by the extras sub-menu, Live Chat by live_chat_url and the live-chat availability rule.
 */
export function headerExtraItems(input: {
  readonly displayPromotionsLink: boolean;
  /** The live_chat_url setting. */
  readonly liveChatUrl: string | null | undefined;
  readonly extras: ExtrasMenu;
  readonly variant: string;
}): HeaderExtraItem[] {
  const items: HeaderExtraItem[] = [];
  for (const kind of HEADER_EXTRA_KINDS) {
    const link = linkOf(input.extras, kind);
    let href: string | null;
    switch (kind) {
      case 'promotions':
        href = input.displayPromotionsLink ? (link?.url ?? '/promotions') : null;
        break;
      case 'live-chat':
        href = liveChatHref(input.liveChatUrl, input.variant);
        break;
      default:
        href = link?.url ?? null;
    }
    if (href === null) continue;
    items.push({
      kind,
      href,
      icon: link?.icon ?? DEFAULT_ICONS[kind],
      newWindow: kind === 'live-chat' || leavesSite(href),
    });
  }
  return items;
}
