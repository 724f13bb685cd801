/**
 * The navigation feature: the shell's menus (spec shell §2 Side navigation menu, Sub-header bar,
 * Mobile footer bar). Presentational: the layout passes the served menus, the login state, the
 * shell store's open/expanded state and the text function.
 */
export {
  SideMenu,
  type SideMenuProps,
  type SideMenuDrawerProps,
  type SideMenuSidebarProps,
  type SideMenuContentProps,
  type SideMenuSport,
  type SideMenuQuickLinks,
} from './components/side-menu';
export {
  SubHeader,
  SUB_HEADER_DEFAULT_VISIBLE_COUNT,
  type SubHeaderProps,
} from './components/sub-header';
export { FooterBar, type FooterBarProps } from './components/footer-bar';
export {
  footerBarContent,
  type FooterBarContentInput,
  type FooterBarItem,
  type FloatingBetslip,
} from './components/footer-bar-content';
export { MenuIcon, MENU_ICON_NAMES, menuIconSvg } from './components/menu-icon';
export {
  MenuDrawerHeader,
  menuDrawerBrand,
  type MenuDrawerBrand,
  type MenuDrawerHeaderProps,
} from './components/menu-drawer-header';
export { SportsTree, sportSectionId, type SportsTreeSport } from './components/sports-tree';
export { getSportTree, sportTreeQueryOptions, useSportTree } from './api/get-sport-tree';
export type { Translate } from './components/translate';
export { getProducts, productsQueryOptions, useProducts } from './api/get-products';
export { ExternalHeader, type ExternalHeaderProps } from './components/external-header';
export {
  headerExtraItems,
  HEADER_EXTRA_KINDS,
  LIVE_CHAT_EXCLUDED_VARIANTS,
  type HeaderExtraItem,
  type HeaderExtraKind,
} from './components/header-extras';
export { useHeaderExtras, HEADER_EXTRAS_SUBMENU_ID } from './api/get-header-extras';
