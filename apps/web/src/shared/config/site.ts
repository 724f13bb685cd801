import { publicEnv } from '../../public-env';

/** Brand-neutral site constants until brand configs (src/brands/) arrive. */
export const SITE_NAME = 'Touchline';

/** Used for stake maths before a player's own currency is known (logged out). */
export const DEFAULT_CURRENCY = 'EUR';

/** spec shell §3 / betting-domain §9: user_wallet_poll_time default. */
export const WALLET_POLL_MS = 10_000;

/** spec shell §9: default query cache retention 60 seconds. */
export const QUERY_GC_MS = 60_000;

/**
 * spec betting-domain §3 betcount_polling_interval: the spec gives no default. Decision: 30 s.
 * The count only changes when the player places a bet (which refreshes it at once) or a bet
 * settles, so a slower poll than the wallet's is enough.
 */
export const BETCOUNT_POLL_MS = 30_000;

/**
 * spec shell §7: the auth paths use a configurable base, default /auth. Set at build time with
 * NEXT_PUBLIC_AUTH_BASE, to the platform's AUTH_BASE (README "Configuration").
 */
export const AUTH_BASE = publicEnv.authBase;

/**
 * spec shell §6 self-exclusion icon: "local-account variants, or one other variant when
 * enable_self_exclusion is on". Touchline is that other variant and, until the cms settings
 * exist, has enable_self_exclusion on: its players can always reach the responsible-gambling page.
 */
export const SELF_EXCLUSION_ICON_SETTINGS = {
  localAccountVariant: false,
  selfExclusionSettingVariant: true,
  enableSelfExclusion: true,
} as const;

/**
 * spec shell §6: the logout button on desktop follows display_logout_button (absent until the
 * cms settings exist: then it shows unless the site runs in a native app).
 */
export const DISPLAY_LOGOUT_BUTTON: boolean | null = null;

/**
 * spec shell §7 request decoration: the brand, origin and portal the X-SB-* headers name. The
 * brand must be one the platform is configured with (its BRAND, default touchline). Decision:
 * the origin follows the channel (`mc`), WEB for this site; the portal id names the web app.
 */
export const SB_HEADERS = {
  brand: 'touchline',
  origin: 'WEB',
  portalId: 'touchline-web',
} as const;

/** spec shell §7 `mc`: Touchline is served as one responsive web site. */
export const CHANNEL = 'web' as const;
