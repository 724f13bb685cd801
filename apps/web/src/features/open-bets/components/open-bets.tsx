'use client';

import type { OpenBet } from '@touchline/contract';
import { formatOdds } from '@touchline/betting';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useShellStore } from '../../../shared/session/shell-store';
import { useSession } from '../../../shared/session/session-store';
import { useT } from '../../../shared/site/site-context';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { useOpenBets } from '../api/get-open-bets';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import styles from './open-bets.module.css';
import { cx } from '../../../shared/ui/cx';
import { useOddsType } from '../../../shared/preferences';

/** My Bets (spec betting-domain §2): the player's open bets, or a login prompt. */
export function OpenBetsPanel() {
  const t = useT();
  const session = useSession();
  const dispatch = useShellStore((store) => store.dispatch);
  if (!session) {
    return (
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t('mybets.loginPrompt')}</p>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.primary)}
          onClick={() => dispatch({ type: 'modalOpened', modal: 'login' })}
        >
          {t('login.submit')}
        </button>
      </div>
    );
  }
  return <OpenBetsList accountId={session.accountId} />;
}

function OpenBetsList({ accountId }: { readonly accountId: number }) {
  const t = useT();
  const errorText = useErrorText();
  const { data, isPending, isError, error } = useOpenBets(accountId);
  if (isPending) return <p className={panelStyles.loading}>{t('mybets.loading')}</p>;
  if (isError) {
    return (
      <p className={formStyles.formError} role="alert">
        {errorText(error)}
      </p>
    );
  }
  if (data.bets.length === 0) {
    return (
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t('mybets.empty.open')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.root}>
      {data.bets.map((bet) => (
        <li key={bet.betId}>
          <OpenBetCard bet={bet} />
        </li>
      ))}
    </ul>
  );
}

function OpenBetCard({ bet }: { readonly bet: OpenBet }) {
  const t = useT();
  const format = useLocaleFormat();
  const oddsType = useOddsType();
  return (
    <article className={styles.openBet} aria-labelledby={`open-bet-${bet.betId}`}>
      <header className={styles.openBetHeader}>
        <h2 id={`open-bet-${bet.betId}`} className={styles.openBetTitle}>
          {bet.legs.map((leg) => leg.eventDescription).join(' · ') || bet.description}
        </h2>
        <span className={styles.tag}>{bet.description}</span>
      </header>
      <ul>
        {bet.legs.map((leg) => (
          <li key={`${leg.outcomeId}`} className={styles.openBetLeg}>
            <span>
              <strong>{leg.outcomeDescription}</strong>{' '}
              <span className={panelStyles.muted}>{leg.marketDescription}</span>
            </span>
            <span className={styles.openBetOdds}>{formatOdds(leg.decimal, oddsType)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.openBetFacts}>
        <div>
          <dt>{t('mybets.bet.stake')}</dt>
          <dd>{format.wireMoney(bet.totalStake, bet.currency)}</dd>
        </div>
        <div>
          <dt>{t('mybets.bet.potentialReturns')}</dt>
          <dd>{format.wireMoney(bet.potentialReturns, bet.currency)}</dd>
        </div>
        <div>
          <dt>{t('mybets.bet.reference')}</dt>
          <dd>{bet.reference}</dd>
        </div>
        <div>
          <dt>{t('mybets.bet.placed')}</dt>
          <dd>
            <LocalDateTime iso={bet.placedAt} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
