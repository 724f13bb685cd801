'use client';

import { footerCountBadge, SHELL_LIMITS } from '@touchline/site';
import { cx } from '../../../shared/ui/cx';
import type { FloatingBetslip, FooterBarItem } from './footer-bar-content';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import type { Translate } from './translate';
import styles from './footer-bar.module.css';

export interface FooterBarProps {
  readonly t: Translate;
  readonly locale: string;
  /** The items in order (see `footerBarContent`); more than 5 are cut (spec shell §9). */
  readonly items: readonly FooterBarItem[];
  /** spec shell §2: the floating betslip button, when the brand enables it. */
  readonly floatingBetslip?: FloatingBetslip | null;
}

/** spec shell §2: a count badge shows above 0 and is wider above 99. */
function CountBadge({
  count,
  className,
}: {
  readonly count: number;
  readonly className: string | undefined;
}) {
  const badge = footerCountBadge(count);
  if (badge.kind === 'none') return null;
  // The space keeps the count a word of the item's name ("Betslip 3").
  return (
    <>
      {' '}
      <span className={cx(className, badge.kind === 'wide' && styles.wide)} data-badge={badge.kind}>
        {badge.text}
      </span>
    </>
  );
}

/**
 * The mobile footer bar (spec shell §2, §9): at most 5 items, 50 px high, fixed to the bottom of
 * the screen; each item an icon over its label, the selected one highlighted.
 */
export function FooterBar({ t, locale, items, floatingBetslip }: FooterBarProps) {
  const shown = items.slice(0, SHELL_LIMITS.maxMobileFooterItems);
  return (
    <>
      <nav className={styles.root} aria-label={t('shell.footerBar.label')}>
        <ul className={styles.items}>
          {shown.map((item) => {
            const content = (
              <>
                <MenuIcon name={item.icon} size={22} className={styles.icon} />
                <span className={styles.label}>{item.label}</span>
                <CountBadge count={item.badge ?? 0} className={styles.badge} />
              </>
            );
            return (
              <li key={item.id} className={styles.cell}>
                {item.href !== undefined ? (
                  <MenuLink
                    href={item.href}
                    locale={locale}
                    current={item.active === true}
                    className={styles.item}
                  >
                    {content}
                  </MenuLink>
                ) : (
                  <button
                    type="button"
                    className={styles.item}
                    data-active={item.active ? 'true' : undefined}
                    aria-expanded={item.expanded}
                    onClick={item.onClick}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {floatingBetslip ? (
        <button
          type="button"
          className={styles.floating}
          data-active={floatingBetslip.active ? 'true' : undefined}
          onClick={floatingBetslip.onClick}
        >
          <MenuIcon name="betslip" size={24} />
          <span className="visually-hidden">{floatingBetslip.label}</span>
          <CountBadge count={floatingBetslip.count} className={styles.floatingBadge} />
        </button>
      ) : null}
    </>
  );
}
