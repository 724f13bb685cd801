'use client';

import type { BrandAnswer, ChannelSettings } from '@touchline/contract';
import { isSelfExclusionIconVisible, localiseHref } from '@touchline/site';
import Link from '../../../shared/ui/link';
import type { ReactNode } from 'react';
import { MenuIcon } from './menu-icon';
import type { Translate } from './translate';
import styles from './menu-drawer-header.module.css';

/** What the drawer header shows for a brand (spec shell §3 branding, §6 self-exclusion icon). */
export interface MenuDrawerBrand {
  /** The brand's logo (the first that is not the placeholder), or null: the name is shown. */
  readonly logo: { readonly url: string; readonly alt: string } | null;
  readonly siteName: string;
  /** spec shell §6: the self-exclusion icon for this brand and its settings. */
  readonly selfExclusionIcon: boolean;
}

/**
 * spec shell §3, §6: the drawer header's brand parts. The self-exclusion icon shows for a
 * local-account variant, or — for the variants that gate it on the setting
 * (`selfExclusionSettingVariant`, the site config's) — when enable_self_exclusion is on.
 */
export function menuDrawerBrand(
  brand: Pick<BrandAnswer, 'display_name' | 'local_account' | 'branding'>,
  settings: Pick<ChannelSettings, 'enable_self_exclusion'>,
  selfExclusionSettingVariant: boolean,
): MenuDrawerBrand {
  const logo = brand.branding.logos.find((l) => !l.placeholder);
  return {
    logo: logo ? { url: logo.url, alt: logo.alt } : null,
    siteName: brand.display_name,
    selfExclusionIcon: isSelfExclusionIconVisible({
      localAccountVariant: brand.local_account,
      selfExclusionSettingVariant,
      enableSelfExclusion: settings.enable_self_exclusion,
    }),
  };
}

export interface MenuDrawerHeaderProps {
  readonly t: Translate;
  readonly locale: string;
  readonly brand: MenuDrawerBrand;
  readonly loggedIn: boolean;
  /** Opens the login modal (the drawer closes first). */
  readonly onLogin: () => void;
  /** The language selector (shown when the site has more than one language). */
  readonly languageSelector?: ReactNode;
}

/**
 * The mobile drawer's header beside its close button (spec shell §2 Side navigation menu): the
 * brand's logo linking home, the account link for a player (a Login button for a visitor), the
 * self-exclusion icon where the brand has it (a player's, leading to responsible gambling), and
 * the language selector.
 */
export function MenuDrawerHeader({
  t,
  locale,
  brand,
  loggedIn,
  onLogin,
  languageSelector,
}: MenuDrawerHeaderProps) {
  return (
    <div className={styles.root}>
      <Link
        href={localiseHref('/', locale)}
        className={styles.logo}
        aria-label={t('shell.header.logoAlt', { site: brand.siteName })}
      >
        {brand.logo ? (
          // A brand asset of fixed aspect (160×36): sized up front, no layout shift.
          <img src={brand.logo.url} alt="" width={160} height={36} className={styles.logoImage} />
        ) : (
          <span className={styles.logoText}>{brand.siteName}</span>
        )}
      </Link>
      <div className={styles.actions}>
        {loggedIn && brand.selfExclusionIcon ? (
          <Link
            href={localiseHref('/account/responsible-gambling', locale)}
            className={styles.iconLink}
            aria-label={t('shell.header.selfExclude')}
          >
            <MenuIcon name="shield" size={22} />
          </Link>
        ) : null}
        {loggedIn ? (
          <Link
            href={localiseHref('/account', locale)}
            className={styles.iconLink}
            aria-label={t('shell.header.myAccount')}
          >
            <MenuIcon name="account" size={22} />
          </Link>
        ) : (
          <button type="button" className={styles.login} onClick={onLogin}>
            {t('shell.header.login')}
          </button>
        )}
        {languageSelector}
      </div>
    </div>
  );
}
