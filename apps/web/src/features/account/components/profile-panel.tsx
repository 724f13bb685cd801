'use client';

import type { ReactNode } from 'react';
import { readableErrorMessage } from '../../../shared/api/api-error';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useSession } from '../../../shared/session/session-store';
import { useT } from '../../../shared/site/site-context';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { useProfile } from '../api/get-profile';
import { usePlayerDetails } from '../api/get-player-details';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';

/** The account statuses the catalogue names (`account.status.*`); another shows as sent. */
const STATUS_KEYS: Readonly<Record<string, string>> = {
  active: 'account.status.active',
  suspended: 'account.status.suspended',
  locked: 'account.status.locked',
  pending_activation: 'account.status.pending_activation',
};

/** Price formats as players know them (the details send the odds type in upper case). */
const PRICE_FORMAT_KEYS: Readonly<Record<string, string>> = {
  EURO: 'settings.oddsType.euro',
  US: 'settings.oddsType.us',
  HK: 'settings.oddsType.hk',
  MALAY: 'settings.oddsType.malay',
  INDO: 'settings.oddsType.indo',
};

function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className={panelStyles.factsRow}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * My profile (/account, spec shell §2): the profile (`player.profile`, shell §3 Profile)
 * beside the player details (`player.details`, shell §3 Player details).
 */
export function ProfilePanel() {
  const t = useT();
  const format = useLocaleFormat();
  const session = useSession();
  const profile = useProfile(session !== null);
  const details = usePlayerDetails(session?.alsPlayerId ?? null);
  if (!session) return null;
  if (profile.isPending || details.isPending)
    return <p className={panelStyles.loading}>{t('account.profile.loading')}</p>;
  if (profile.isError || details.isError) {
    return (
      <p className={formStyles.formError} role="alert">
        {readableErrorMessage(profile.error ?? details.error)}
      </p>
    );
  }
  const p = profile.data;
  const d = details.data;
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ') || d.username;
  const statusKey = STATUS_KEYS[p.accountStatus];
  const priceFormatKey = PRICE_FORMAT_KEYS[d.priceFormat];
  return (
    <div className={panelStyles.panelStack}>
      <section className={panelStyles.panel} aria-labelledby="profile-personal">
        <h2 id="profile-personal" className={panelStyles.panelTitle}>
          {name}
        </h2>
        <dl className={panelStyles.facts}>
          <Fact term={t('account.profile.username')}>{d.username}</Fact>
          <Fact term={t('account.profile.email')}>{p.email ?? '—'}</Fact>
          <Fact term={t('account.profile.accountCode')}>{p.accountCode}</Fact>
          <Fact term={t('account.profile.country')}>{p.residence.countryCode}</Fact>
          <Fact term={t('account.profile.currency')}>{d.currency}</Fact>
          <Fact term={t('account.profile.accountStatus')}>
            {statusKey === undefined ? p.accountStatus : t(statusKey)}
          </Fact>
          <Fact term={t('account.profile.registered')}>
            <LocalDateTime iso={p.registerDate} />
          </Fact>
          <Fact term={t('account.profile.previousLogin')}>
            {p.lastLoginDate ? (
              <LocalDateTime iso={p.lastLoginDate} />
            ) : (
              t('account.profile.firstLogin')
            )}
          </Fact>
        </dl>
      </section>
      <section className={panelStyles.panel} aria-labelledby="profile-betting">
        <h2 id="profile-betting" className={panelStyles.panelTitle}>
          {t('account.profile.bettingPreferences')}
        </h2>
        <dl className={panelStyles.facts}>
          <Fact term={t('account.profile.oddsFormat')}>
            {priceFormatKey === undefined ? d.priceFormat : t(priceFormatKey)}
          </Fact>
          <Fact term={t('account.profile.defaultStake')}>
            {d.defaultStake === null
              ? t('common.notSet')
              : format.wireMoney(d.defaultStake, d.currency)}
          </Fact>
          <Fact term={t('account.profile.rememberStake')}>
            {t(d.isRememberStake ? 'common.on' : 'common.off')}
          </Fact>
          <Fact term={t('account.profile.selfExcluded')}>
            {t(p.selfExcluded ? 'common.yes' : 'common.no')}
          </Fact>
        </dl>
      </section>
    </div>
  );
}
