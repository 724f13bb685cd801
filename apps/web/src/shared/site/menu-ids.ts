/**
 * The sub-menu of the brand's menus document that configures the header's extra destinations
 * (VIP, services, store locator, chat, a promotions URL): decision, see features/navigation
 * `header-extras.ts`. Read with the page (load-site.ts) and, without it, by the browser.
 */
export const HEADER_EXTRAS_MENU_ID = 'header-extras';
