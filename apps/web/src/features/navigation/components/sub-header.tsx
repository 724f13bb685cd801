'use client';

import type { Submenu } from '@touchline/contract';
import { localiseHref, subHeaderVisibleLinkCount } from '@touchline/site';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useDisclosure } from '../../../shared/ui/use-disclosure';
import { HEADER_EXTRA_LABEL_KEYS, type HeaderExtraItem } from './header-extras';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import type { Translate } from './translate';
import styles from './sub-header.module.css';

/** At most this many links sit in the bar; the rest go under More. */
export const SUB_HEADER_DEFAULT_VISIBLE_COUNT = 7;

export interface SubHeaderProps {
  readonly t: Translate;
  readonly locale: string;
  /** The sub-menu fetched by id (GET /api/submenus/header); null or empty: no bar (spec shell §2). */
  readonly submenu: Pick<Submenu, 'submenu_links'> | null | undefined;
  /**
   * At most this many links in the bar (default 7). Where the bar is narrower, fewer: the
   * package's overflow rule measures them (each link + 24 px, spec shell §2).
   */
  readonly visibleCount?: number;
  /** The current path: the link to it is marked as the current page. */
  readonly pathname?: string;
  /**
   * spec shell §2: the home target at the bar's start (live/sport or sports by
   * root_page_configuration, `rootPageHomePath`); none when absent.
   */
  readonly homeHref?: string;
  /** spec shell §2: the right-hand items (Promotions, VIP, Services, Store Locator, Chat, Live
   * Chat), each already decided by `headerExtraItems`. */
  readonly endItems?: readonly HeaderExtraItem[];
  /** Further right-hand content, after the items. */
  readonly end?: ReactNode;
}

/** The More button's room in the overflow calculation when it cannot be measured yet. */
const MORE_BUTTON_FALLBACK_PX = 90;

/**
 * The desktop sub-header bar (spec shell §2): the sub-menu's links in a row, those that do not
 * fit under a More button (a disclosure: Escape, a click outside or leaving it closes it).
 */
export function SubHeader({
  t,
  locale,
  submenu,
  visibleCount = SUB_HEADER_DEFAULT_VISIBLE_COUNT,
  pathname,
  homeHref,
  endItems = [],
  end,
}: SubHeaderProps) {
  const links = submenu?.submenu_links ?? [];
  const fitting = useFittingCount(links.length);
  if (links.length === 0) return null;
  const count = Math.min(visibleCount, fitting.count ?? links.length);
  const shown = links.slice(0, count);
  const more = links.slice(count);

  return (
    <nav className={styles.root} aria-label={t('shell.subheader.label')}>
      {homeHref ? (
        <MenuLink href={homeHref} locale={locale} pathname={pathname} className={styles.home}>
          <MenuIcon name="home" size={18} className={styles.icon} />
          {t('shell.header.home')}
        </MenuLink>
      ) : null}
      <div ref={fitting.barRef} className={styles.bar}>
        <ul className={styles.links}>
          {shown.map((link) => (
            <li key={String(link.id)}>
              <MenuLink href={link.url} locale={locale} pathname={pathname} className={styles.link}>
                <MenuIcon name={link.icon} size={18} className={styles.icon} />
                {link.name}
              </MenuLink>
            </li>
          ))}
        </ul>
        {more.length > 0 ? (
          <MoreMenu t={t} buttonRef={fitting.moreRef}>
            {more.map((link) => (
              <li key={String(link.id)}>
                <MenuLink
                  href={link.url}
                  locale={locale}
                  pathname={pathname}
                  className={styles.moreLink}
                >
                  <MenuIcon name={link.icon} size={18} className={styles.icon} />
                  {link.name}
                </MenuLink>
              </li>
            ))}
          </MoreMenu>
        ) : null}
        {/* Every link's own width, measured off-screen for the overflow rule. */}
        <ul ref={fitting.measureRef} className={styles.measure} aria-hidden="true">
          {links.map((link) => (
            <li key={String(link.id)} className={styles.measureItem}>
              <MenuIcon name={link.icon} size={18} className={styles.icon} />
              {link.name}
            </li>
          ))}
        </ul>
      </div>
      {endItems.length > 0 || end ? (
        <div className={styles.end}>
          {endItems.length > 0 ? (
            <ul className={styles.endItems}>
              {endItems.map((item) => (
                <li key={item.kind}>
                  <EndItem t={t} locale={locale} pathname={pathname} item={item} />
                </li>
              ))}
            </ul>
          ) : null}
          {end}
        </div>
      ) : null}
    </nav>
  );
}

/** One right-hand item: a site link, or a new window (live chat, a page off the site). */
function EndItem({
  t,
  locale,
  pathname,
  item,
}: {
  readonly t: Translate;
  readonly locale: string;
  readonly pathname: string | undefined;
  readonly item: HeaderExtraItem;
}) {
  const content = (
    <>
      <MenuIcon name={item.icon} size={18} className={styles.icon} />
      {t(HEADER_EXTRA_LABEL_KEYS[item.kind])}
    </>
  );
  if (item.newWindow) {
    return (
      <a
        href={localiseHref(item.href, locale)}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.link}
      >
        {content} <span className="visually-hidden">{t('shell.menu.opensInNewWindow')}</span>
      </a>
    );
  }
  return (
    <MenuLink href={item.href} locale={locale} pathname={pathname} className={styles.link}>
      {content}
    </MenuLink>
  );
}

/**
 * How many links fit the bar (the package's rule on measured widths), re-measured when the bar
 * resizes; null where nothing is laid out (server, tests): the visible count alone decides.
 */
function useFittingCount(linkCount: number) {
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure || linkCount === 0) return;
    const update = () => {
      const available = bar.clientWidth;
      if (available <= 0) {
        setCount(null);
        return;
      }
      const widths = Array.from(measure.children, (child) => (child as HTMLElement).offsetWidth);
      const moreWidth = moreRef.current?.offsetWidth || MORE_BUTTON_FALLBACK_PX;
      setCount(subHeaderVisibleLinkCount(widths, available, moreWidth));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [linkCount]);

  return { barRef, measureRef, moreRef, count };
}

function MoreMenu({
  t,
  buttonRef,
  children,
}: {
  readonly t: Translate;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly children: ReactNode;
}) {
  const { open, setOpen, panelId, rootProps } = useDisclosure(buttonRef);

  return (
    <div {...rootProps} className={styles.more}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.moreButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('shell.subheader.more')}
        <MenuIcon name="chevron" size={16} className={styles.chevron} />
      </button>
      {open ? (
        <ul
          id={panelId}
          className={styles.panel}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          {children}
        </ul>
      ) : null}
    </div>
  );
}
