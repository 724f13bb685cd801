'use client';

import type { ActiveJackpot } from '@touchline/contract';
import { localiseHref } from '@touchline/site';
import Link from '../../../shared/ui/link';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useLocale } from '../../../shared/routing/use-locale';
import { useT, useTranslator } from '../../../shared/site/site-context';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import panelStyles from '../../../shared/ui/panel.module.css';
import { useJackpotForPlayer } from '../api/get-active-jackpot';
import { jackpotPath } from '../api/get-active-jackpots';
import { JackpotPicker } from './jackpot-picker';
import { MyJackpotBets } from './my-jackpot-bets';
import styles from './jackpot.module.css';

/** Shown for a sum while the player's currency's figures are on their way. */
const PENDING = '…';

/** The jackpot's facts: prize pool, stake per line, closing time and matches. */
function JackpotFacts({ jackpot: drawn }: { readonly jackpot: ActiveJackpot }) {
  const t = useT();
  const { plural } = useTranslator();
  const format = useLocaleFormat();
  const { jackpot, pending } = useJackpotForPlayer(drawn);
  return (
    <dl className={panelStyles.facts}>
      <div className={panelStyles.factsRow}>
        <dt>{t('jackpot.pool')}</dt>
        <dd>{pending ? PENDING : format.wireMoney(jackpot.prizePool, jackpot.currency)}</dd>
      </div>
      <div className={panelStyles.factsRow}>
        <dt>{t('jackpot.stakePerLine')}</dt>
        <dd>{pending ? PENDING : format.wireMoney(jackpot.stakePerLine, jackpot.currency)}</dd>
      </div>
      <div className={panelStyles.factsRow}>
        <dt>{t('jackpot.closesAt')}</dt>
        <dd>
          <LocalDateTime iso={jackpot.closesAt} format="kickOff" />
        </dd>
      </div>
      <div className={panelStyles.factsRow}>
        <dt>{t('jackpot.matches')}</dt>
        <dd>{plural('jackpot.matchCount', jackpot.eventCount)}</dd>
      </div>
    </dl>
  );
}

/** A jackpot's matches in ordinal order: number, teams and kick-off. */
function JackpotMatches({ jackpot }: { readonly jackpot: ActiveJackpot }) {
  const t = useT();
  const legs = [...jackpot.events].sort((a, b) => a.ordinal - b.ordinal);
  return (
    <ol className={styles.legs} aria-label={t('jackpot.matches')}>
      {legs.map((leg) => (
        <li key={leg.ordinal} className={styles.leg}>
          <span className={styles.ordinal}>{t('jackpot.match', { number: leg.ordinal })}</span>
          <span className={styles.legName}>{leg.description}</span>
          <LocalDateTime iso={leg.startTime} format="kickOff" className={styles.legTime} />
        </li>
      ))}
    </ol>
  );
}

/** /jackpot: the jackpots open now, each with its facts and a link to its matches. */
export function JackpotList({ jackpots }: { readonly jackpots: readonly ActiveJackpot[] }) {
  const t = useT();
  const locale = useLocale();
  if (jackpots.length === 0) {
    return (
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t('jackpot.noActive')}</p>
        <p className={panelStyles.emptyStateHint}>{t('jackpot.noActive.hint')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {jackpots.map((jackpot) => {
        const headingId = `jackpot-${jackpot.jackpotId}`;
        return (
          <li key={jackpot.jackpotId}>
            <section className={styles.card} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.name}>
                {jackpot.name}
              </h2>
              <JackpotFacts jackpot={jackpot} />
              <JackpotMatches jackpot={jackpot} />
              <Link href={localiseHref(jackpotPath(jackpot), locale)} className={styles.open}>
                {t('jackpot.viewMatches', { name: jackpot.name })}
              </Link>
            </section>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /jackpot/sport/{jackpot}: one jackpot's facts, its matches to pick (the picks go to the
 * jackpot betslip), its prize tiers and the player's jackpot bets.
 */
export function JackpotDetail({ jackpot: drawn }: { readonly jackpot: ActiveJackpot }) {
  const t = useT();
  const format = useLocaleFormat();
  const { jackpot, pending } = useJackpotForPlayer(drawn);
  return (
    <>
      <div className="page-heading">
        <h1>{jackpot.name}</h1>
        <p className="page-heading__sub">{t('jackpot.title')}</p>
      </div>
      <section className={styles.card} aria-label={t('jackpot.title')}>
        <JackpotFacts jackpot={jackpot} />
      </section>
      <JackpotPicker jackpot={jackpot} />
      {jackpot.tiers.length > 0 ? (
        <section className={styles.card} aria-labelledby="jackpot-tiers">
          <h2 id="jackpot-tiers" className={styles.name}>
            {t('jackpot.tiers')}
          </h2>
          <dl className={panelStyles.facts}>
            {jackpot.tiers.map((tier) => (
              <div key={tier.correct} className={panelStyles.factsRow}>
                <dt>{t('jackpot.tierCorrect', { correct: tier.correct })}</dt>
                <dd>{pending ? PENDING : format.wireMoney(tier.amount, jackpot.currency)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <MyJackpotBets />
    </>
  );
}
