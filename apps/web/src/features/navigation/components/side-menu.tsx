'use client';

import type { Coupon, MenuItem, MenuSection, Submenu } from '@touchline/contract';
import { PSEUDO_SPORTS, sportById } from '@touchline/betting';
import {
  formatLastLogin,
  formatSessionClock,
  initialShellState,
  quickLinkHref,
  shellReducer,
  shownMenuItems,
  shownTopMenuItems,
  sportsAToZ,
  type MenuViewer,
  type ShownMenuItem,
} from '@touchline/site';
import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useFavouritesCount } from '../../../shared/favourites';
import { cx } from '../../../shared/ui/cx';
import { keepFocusInside } from '../../../shared/ui/focus-trap';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import { SportsTree } from './sports-tree';
import type { Translate } from './translate';
import styles from './side-menu.module.css';

/** A sport of the A–Z list; `href` is a site path (localised by the menu). */
export interface SideMenuSport {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly href: string;
}

/** A coupon group (GET /api/coupon_groups/{id}); only what a quick link needs is read. */
export interface SideMenuQuickLinks {
  readonly coupons: readonly Pick<Coupon, 'id' | 'name' | 'sport_id'>[];
}

export interface SideMenuContentProps {
  readonly t: Translate;
  /** The page's locale segment: every site link is localised with it (spec shell §2). */
  readonly locale: string;
  readonly loggedIn: boolean;
  /** GET /api/tabs `tabs`; undefined while loading (the served tiers are left out). */
  readonly tabs: readonly MenuSection[] | undefined;
  /**
   * GET /api/products `products` (only the ids are read); undefined while loading, when no
   * product item shows (spec shell §2: third-party tiers only when their check passes).
   */
  readonly products: readonly { readonly id: string }[] | undefined;
  /** The quick-links coupon group (the brand's default group, `quick-links`). */
  readonly quickLinks?: SideMenuQuickLinks | null;
  /** The A–Z sports list (sorted here by name in the page's language). */
  readonly sports?: readonly SideMenuSport[];
  /** Sub-menus by id (GET /api/submenus/{id}) for items that open one. */
  readonly submenus?: Readonly<Record<string, Submenu>>;
  /**
   * The open sub-menu (the shell store's `openSubmenuSection`) and its toggle (dispatch
   * `submenuSectionToggled`). Without them the menu keeps its own, by the same reducer.
   */
  readonly openSubmenu?: string | null;
  readonly onSubmenuToggle?: (itemId: string) => void;
  /** The current path: the link to it is marked as the current page. */
  readonly pathname?: string;
  /** Log out (shown to a logged-in player when given; gate it with `isLogoutVisible`). */
  readonly onLogout?: () => void;
  readonly logoutPending?: boolean;
  /** spec shell §2, §4: the session clock (epoch ms of the login), for brands that show it. */
  readonly sessionClock?: { readonly startedAt: number };
  /** spec shell §2: the player's last login (a UTC instant), for brands that show it. */
  readonly lastLoginAt?: string | null;
  /** The zone the last login is shown in (an IANA name); the browser's when absent. */
  readonly timeZone?: string;
  /**
   * spec shell §2, §5: the live-chat URL when live chat is available (isLiveChatAvailable); the
   * Live chat item opens it in a new window.
   */
  readonly liveChatUrl?: string | null;
  /**
   * spec shell §4 Live chat token: an Avaya chat is opened by the caller (it needs the player's
   * chat token first) instead of following the link.
   */
  readonly onOpenLiveChat?: () => void;
  /** spec shell §2: the Sports App item's configured link; no item without one. */
  readonly sportsAppLink?: string | null;
  /**
   * The Favourites entry (spec betting-domain §2 pseudo-category 10000) with the player's count:
   * shown unless false (the brand's enable_favorites).
   */
  readonly showFavourites?: boolean;
}

export interface SideMenuDrawerProps extends SideMenuContentProps {
  readonly variant: 'drawer';
  readonly open: boolean;
  /** Escape, the close button, the backdrop and choosing a link call it. */
  readonly onClose: () => void;
  /** The drawer's header content beside the close button (logo, account link, languages). */
  readonly header?: ReactNode;
  /**
   * A second header row for controls the page header has no room for on narrow phones (search,
   * settings); the caller decides by width which of them show.
   */
  readonly tools?: ReactNode;
  /**
   * The edge it slides in from: the side the brand's layout puts the menu on, as the footer
   * bar's Menu item does (default left).
   */
  readonly side?: 'left' | 'right';
}

export interface SideMenuSidebarProps extends SideMenuContentProps {
  readonly variant: 'sidebar';
  /** The shell store's `desktopMenuExpanded` (open by default on desktop, spec shell §2). */
  readonly expanded: boolean;
  readonly onToggleExpanded: () => void;
  /** Which side of the page it sits on (the collapsed menu opens over the content). */
  readonly side?: 'left' | 'right';
  /**
   * spec shell §2 "Settings dialog in the menu (desktop)": a Settings row at the end of the
   * bottom tier opens the settings panel from it (the drawer leaves it to the header's gear and
   * the drawer's tools); no row without it.
   */
  readonly onOpenSettings?: (opener: HTMLButtonElement) => void;
  /** Whether the panel it opens is open (the row's aria-expanded). */
  readonly settingsOpen?: boolean;
}

export type SideMenuProps = SideMenuDrawerProps | SideMenuSidebarProps;

/**
 * The side navigation menu (spec shell §2): a modal drawer on mobile, a collapsible sidebar on
 * desktop. Tiers in order: top icons (at most 5), main tier, quick links, sports A–Z,
 * third-party products, bottom tier, then the player's session items and Log out.
 */
export function SideMenu(props: SideMenuProps) {
  if (props.variant === 'drawer') return props.open ? <MenuDrawer {...props} /> : null;
  return <MenuSidebar {...props} />;
}

// ---------------------------------------------------------------------------------------------
// Drawer

function MenuDrawer({ onClose, header, tools, side = 'left', t, ...content }: SideMenuDrawerProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // spec shell §4: the open mobile menu locks body scrolling.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) =>
    keepFocusInside(event, dialogRef.current);

  // Choosing a link navigates within the app: the drawer must not stay over the new page.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return createPortal(
    <div
      className={styles.overlay}
      data-testid="menu-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={styles.drawer}
        data-side={side}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={trapFocus}
        onClick={closeOnLink}
      >
        <div className={styles.drawerHeader}>
          <h2 id={titleId} className="visually-hidden">
            {t('shell.header.menu')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.iconButton}
            aria-label={t('shell.menu.close')}
            onClick={onClose}
          >
            <MenuIcon name="close" />
          </button>
          {header ? <div className={styles.drawerHeaderContent}>{header}</div> : null}
          {tools ? <div className={styles.drawerTools}>{tools}</div> : null}
        </div>
        <MenuTiers {...content} t={t} variant="drawer" />
      </div>
    </div>,
    document.body,
  );
}

// ---------------------------------------------------------------------------------------------
// Sidebar

function MenuSidebar({
  expanded,
  onToggleExpanded,
  side = 'left',
  t,
  onOpenSettings,
  settingsOpen = false,
  ...content
}: SideMenuSidebarProps) {
  const panelId = useId();
  return (
    <nav
      className={styles.sidebar}
      aria-label={t('shell.header.mainNav')}
      data-collapsed={expanded ? 'false' : 'true'}
      data-side={side}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggleExpanded}
      >
        <MenuIcon name={(side === 'left') === expanded ? 'collapse' : 'expand'} />
        <span className={styles.label}>
          {t(expanded ? 'shell.menu.collapse' : 'shell.menu.expand')}
        </span>
      </button>
      <div id={panelId} className={styles.panel}>
        <div className={styles.panelInner}>
          <MenuTiers
            {...content}
            t={t}
            variant="sidebar"
            settings={onOpenSettings ? { onOpen: onOpenSettings, open: settingsOpen } : undefined}
          />
        </div>
      </div>
    </nav>
  );
}

// ---------------------------------------------------------------------------------------------
// The tiers

interface MenuTiersProps extends SideMenuContentProps {
  readonly variant: 'drawer' | 'sidebar';
  /** The Settings row (desktop sidebar): opens the settings panel from the row. */
  readonly settings?: {
    readonly onOpen: (opener: HTMLButtonElement) => void;
    readonly open: boolean;
  };
}

type Shown = ShownMenuItem<MenuItem>;

function itemsOf(tabs: readonly MenuSection[] | undefined, name: MenuSection['section_name']) {
  return tabs?.find((section) => section.section_name === name)?.submenu_items ?? [];
}

function MenuTiers(props: MenuTiersProps) {
  const { t, locale, loggedIn, tabs, products, quickLinks, sports, variant } = props;
  const [ownState, dispatch] = useReducer(shellReducer, initialShellState);
  const openSubmenu =
    props.openSubmenu !== undefined ? props.openSubmenu : ownState.openSubmenuSection;
  const toggleSubmenu =
    props.onSubmenuToggle ??
    ((sectionId: string) => dispatch({ type: 'submenuSectionToggled', sectionId }));

  const viewer: MenuViewer = {
    loggedIn,
    visibleProducts: products ? products.map((p) => p.id) : null,
  };
  const top = shownTopMenuItems(itemsOf(tabs, 'menu_top_icons'), viewer);
  const main = shownMenuItems(itemsOf(tabs, 'menu_icons'), viewer);
  const thirdParties = shownMenuItems(itemsOf(tabs, 'third_parties'), viewer);
  const bottom = shownMenuItems(itemsOf(tabs, 'menu_bottom_icons'), viewer);
  const quick = (quickLinks?.coupons ?? []).flatMap((coupon) => {
    const href = quickLinkHref(coupon);
    const icon = sportById(coupon.sport_id)?.code ?? null;
    return href === null ? [] : [{ id: String(coupon.id), name: coupon.name, href, icon }];
  });
  const sportsList = sportsAToZ(sports ?? [], locale);
  const liveChatUrl = props.liveChatUrl?.trim() ? props.liveChatUrl : null;
  const sportsAppLink = props.sportsAppLink?.trim() ? props.sportsAppLink : null;
  const settings = props.settings;
  const bottomCount =
    bottom.length + (liveChatUrl ? 1 : 0) + (sportsAppLink ? 1 : 0) + (settings ? 1 : 0);
  const Heading = variant === 'drawer' ? 'h3' : 'h2';

  const entry = (shown: Shown) => (
    <ServedEntry
      key={String(shown.item.id)}
      shown={shown}
      menu={props}
      open={openSubmenu === String(shown.item.id)}
      onToggle={toggleSubmenu}
    />
  );

  const tier = (key: string, headingKey: string | null, children: ReactNode, count: number) =>
    count === 0 ? null : (
      <Tier key={key} heading={headingKey ? t(headingKey) : null} as={Heading}>
        {children}
      </Tier>
    );

  // spec shell §2: day/month/year hours:minutes:seconds (the package's rule); unreadable: left out.
  const lastLogin = props.lastLoginAt ? formatLastLogin(props.lastLoginAt, props.timeZone) : null;
  const showSessionItems = loggedIn && (props.sessionClock || lastLogin);
  const showLogout = loggedIn && props.onLogout;

  return (
    <div className={styles.tiers} data-variant={variant}>
      {top.length > 0 ? (
        <ul className={variant === 'drawer' ? styles.topRow : styles.list}>{top.map(entry)}</ul>
      ) : null}
      {tier(
        'main',
        'shell.menu.section.main',
        <>
          {props.showFavourites === false ? null : (
            <FavouritesEntry t={t} locale={locale} pathname={props.pathname} />
          )}
          {main.map(entry)}
        </>,
        main.length + (props.showFavourites === false ? 0 : 1),
      )}
      {tier(
        'quick',
        'shell.menu.section.quickLinks',
        quick.map((link) => (
          <li key={link.id}>
            <MenuLink
              href={link.href}
              locale={locale}
              pathname={props.pathname}
              className={styles.row}
            >
              <MenuIcon name={link.icon} className={styles.icon} />
              <span className={styles.label}>{link.name}</span>
            </MenuLink>
          </li>
        )),
        quick.length,
      )}
      {tier(
        'sports',
        'shell.menu.section.sportsAZ',
        <SportsTree
          t={t}
          locale={locale}
          pathname={props.pathname}
          sports={sportsList}
          openSection={openSubmenu}
          onToggleSection={toggleSubmenu}
        />,
        sportsList.length,
      )}
      {tier(
        'products',
        'shell.menu.section.products',
        thirdParties.map(entry),
        thirdParties.length,
      )}
      {tier(
        'bottom',
        'shell.menu.section.help',
        <>
          {bottom.map(entry)}
          {sportsAppLink ? (
            <li>
              <MenuLink
                href={sportsAppLink}
                locale={locale}
                pathname={props.pathname}
                className={styles.row}
              >
                <MenuIcon name="app" className={styles.icon} />
                <span className={styles.label}>{t('shell.menu.sportsApp')}</span>
              </MenuLink>
            </li>
          ) : null}
          {liveChatUrl ? (
            <li>
              {/* spec shell §2: live chat opens in a new window. */}
              <a
                href={liveChatUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.row}
                onClick={(event) => {
                  if (!props.onOpenLiveChat) return;
                  event.preventDefault();
                  props.onOpenLiveChat();
                }}
              >
                <MenuIcon name="chat" className={styles.icon} />
                <span className={styles.label}>
                  {t('shell.header.liveChat')}{' '}
                  <span className="visually-hidden">{t('shell.menu.opensInNewWindow')}</span>
                </span>
              </a>
            </li>
          ) : null}
          {settings ? (
            <li>
              <button
                type="button"
                className={styles.row}
                aria-haspopup="dialog"
                aria-expanded={settings.open}
                onClick={(event) => settings.onOpen(event.currentTarget)}
              >
                <MenuIcon name="settings" className={styles.icon} />
                <span className={styles.label}>{t('shell.menu.settings')}</span>
              </button>
            </li>
          ) : null}
        </>,
        bottomCount,
      )}
      {showSessionItems || showLogout ? (
        <div className={styles.sessionArea}>
          {loggedIn && props.sessionClock ? (
            <SessionClock startedAt={props.sessionClock.startedAt} t={t} />
          ) : null}
          {loggedIn && lastLogin ? (
            <p className={styles.meta}>
              <MenuIcon name="account" className={styles.icon} />
              <span className={styles.label}>{t('shell.menu.lastLogin', { date: lastLogin })}</span>
            </p>
          ) : null}
          {showLogout ? (
            <button
              type="button"
              className={cx(styles.row, styles.logout)}
              onClick={props.onLogout}
              disabled={props.logoutPending === true}
            >
              <MenuIcon name="logout" className={styles.icon} />
              <span className={styles.label}>
                {props.logoutPending ? t('logout.inProgress') : t('shell.header.logout')}
              </span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Tier({
  heading,
  as: Heading,
  children,
}: {
  readonly heading: string | null;
  readonly as: 'h2' | 'h3';
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.tier} aria-labelledby={heading ? headingId : undefined}>
      {heading ? (
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
      ) : null}
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

/** The Favourites pseudo-category (spec betting-domain §2) with how many favourites it holds. */
function FavouritesEntry({
  t,
  locale,
  pathname,
}: {
  readonly t: Translate;
  readonly locale: string;
  readonly pathname: string | undefined;
}) {
  const count = useFavouritesCount();
  return (
    <li>
      <MenuLink
        href={`/sports/${PSEUDO_SPORTS.favourites.slug}`}
        locale={locale}
        pathname={pathname}
        className={styles.row}
      >
        <MenuIcon name="star" className={styles.icon} />
        <span className={styles.label}>{t('shell.menu.favourites')}</span>
        {count > 0 ? ' ' : null}
        {count > 0 ? (
          <span className={styles.count}>
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{t('favourites.menu.count', { count })}</span>
          </span>
        ) : null}
      </MenuLink>
    </li>
  );
}

function Tag({ text }: { readonly text: string | null }) {
  return text ? <span className={styles.tag}>{text}</span> : null;
}

/** A served item: a link, or (with a sub-menu) a toggle opening the item's link and sub-links. */
function ServedEntry({
  shown,
  menu,
  open,
  onToggle,
}: {
  readonly shown: Shown;
  readonly menu: MenuTiersProps;
  readonly open: boolean;
  readonly onToggle: (itemId: string) => void;
}) {
  const listId = useId();
  const { item, href } = shown;
  const submenu = item.submenu === null ? undefined : menu.submenus?.[String(item.submenu)];
  const body = (
    <>
      <MenuIcon name={item.icon} className={styles.icon} />
      <span className={styles.label}>{item.label}</span>
      {/* The space keeps the tag a word of the link's name ("Jackpots NEW"). */}
      {item.tag ? ' ' : null}
      <Tag text={item.tag} />
    </>
  );
  if (submenu) {
    return (
      <li>
        <button
          type="button"
          className={styles.row}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => onToggle(String(item.id))}
        >
          {body}
          <MenuIcon name="chevron" className={styles.chevron} />
        </button>
        {open ? (
          <ul id={listId} className={styles.subList}>
            {href ? (
              <li>
                <MenuLink
                  href={href}
                  locale={menu.locale}
                  parentFrame={item.open_in_parent_frame}
                  pathname={menu.pathname}
                  className={styles.subRow}
                >
                  {item.label}
                </MenuLink>
              </li>
            ) : null}
            {submenu.submenu_links.map((link) => (
              <li key={String(link.id)}>
                <MenuLink
                  href={link.url}
                  locale={menu.locale}
                  pathname={menu.pathname}
                  className={styles.subRow}
                >
                  {link.name}
                </MenuLink>
              </li>
            ))}
          </ul>
        ) : null}
      </li>
    );
  }
  if (href === null) return null;
  return (
    <li>
      <MenuLink
        href={href}
        locale={menu.locale}
        parentFrame={item.open_in_parent_frame}
        pathname={menu.pathname}
        className={styles.row}
      >
        {body}
      </MenuLink>
    </li>
  );
}

/** spec shell §4: the session clock counts hh:mm:ss from the login time, ticking each second. */
function SessionClock({ startedAt, t }: { readonly startedAt: number; readonly t: Translate }) {
  // Null until mounted: the server's clock and the browser's would not agree (hydration).
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (now === null) return null;
  return (
    <p className={styles.meta} role="timer">
      <MenuIcon name="clock" className={styles.icon} />
      <span className={styles.label}>
        {t('shell.menu.sessionClock', { time: formatSessionClock(startedAt, now) })}
      </span>
    </p>
  );
}
