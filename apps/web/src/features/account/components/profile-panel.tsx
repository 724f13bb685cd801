'use client';

import type { ReactNode } from 'react';
import { readableErrorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/session-store';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { useProfile } from '../api/get-profile';
import { usePlayerDetails } from '../api/get-player-details';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';

const STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Active',
  suspended: 'Suspended',
  locked: 'Locked',
  pending_activation: 'Pending activation',
};

/** Price formats as players know them (the details send the odds type in upper case). */
const PRICE_FORMAT_LABELS: Readonly<Record<string, string>> = {
  EURO: 'Decimal',
  US: 'American',
  HK: 'Hong Kong',
  MALAY: 'Malay',
  INDO: 'Indonesian',
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
 * My profile (/account, spec shell §2): the profile (`/accounts/me/profile`, shell §3 Profile)
 * beside the player details (`/xapi/icore/players/{id}/details`, shell §3 Player details).
 */
export function ProfilePanel() {
  const session = useSession();
  const profile = useProfile(session !== null);
  const details = usePlayerDetails(session?.alsPlayerId ?? null);
  if (!session) return null;
  if (profile.isPending || details.isPending)
    return <p className={panelStyles.loading}>Loading your profile…</p>;
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
  return (
    <div className={panelStyles.panelStack}>
      <section className={panelStyles.panel} aria-labelledby="profile-personal">
        <h2 id="profile-personal" className={panelStyles.panelTitle}>
          {name}
        </h2>
        <dl className={panelStyles.facts}>
          <Fact term="Username">{d.username}</Fact>
          <Fact term="Email">{p.email ?? '—'}</Fact>
          <Fact term="Account code">{p.accountCode}</Fact>
          <Fact term="Country">{p.residence.countryCode}</Fact>
          <Fact term="Currency">{d.currency}</Fact>
          <Fact term="Account status">{STATUS_LABELS[p.accountStatus] ?? p.accountStatus}</Fact>
          <Fact term="Registered">
            <LocalDateTime iso={p.registerDate} />
          </Fact>
          <Fact term="Previous login">
            {p.lastLoginDate ? <LocalDateTime iso={p.lastLoginDate} /> : 'This is your first login'}
          </Fact>
        </dl>
      </section>
      <section className={panelStyles.panel} aria-labelledby="profile-betting">
        <h2 id="profile-betting" className={panelStyles.panelTitle}>
          Betting preferences
        </h2>
        <dl className={panelStyles.facts}>
          <Fact term="Odds format">{PRICE_FORMAT_LABELS[d.priceFormat] ?? d.priceFormat}</Fact>
          <Fact term="Default stake">
            {d.defaultStake === null ? 'Not set' : `${d.defaultStake} ${d.currency}`}
          </Fact>
          <Fact term="Remember stake">{d.isRememberStake ? 'On' : 'Off'}</Fact>
          <Fact term="Self-excluded">{p.selfExcluded ? 'Yes' : 'No'}</Fact>
        </dl>
      </section>
    </div>
  );
}
