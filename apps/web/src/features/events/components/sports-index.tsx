'use client';

import type { EventPathTreeSport } from '@touchline/contract';
import { localiseHref } from '@touchline/site';
import Link from '../../../shared/ui/link';
import { useLocale } from '../../../shared/routing/use-locale';
import { useT, useTranslator } from '../../../shared/site/site-context';
import panelStyles from '../../../shared/ui/panel.module.css';
import { sportPath } from '../sports';
import styles from './sports-index.module.css';

/** A sport's name in the page language: the catalogue key when translated, else the platform's. */
export function useSportName(): (sport: {
  readonly code: string;
  readonly name: string;
}) => string {
  const translator = useTranslator();
  return (sport) => {
    const resolved = translator.resolve(`sports.name.${sport.code}`);
    return resolved.source === 'key' ? sport.name : translator.t(`sports.name.${sport.code}`);
  };
}

/** /sports: every sport the platform has events for, with its count, each linking to its page. */
export function SportsIndex({ sports }: { readonly sports: readonly EventPathTreeSport[] }) {
  const t = useT();
  const { plural } = useTranslator();
  const locale = useLocale();
  const nameOf = useSportName();
  if (sports.length === 0) {
    return (
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t('sports.none.title')}</p>
        <p className={panelStyles.emptyStateHint}>{t('sports.none.hint')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {sports.map((sport) => (
        <li key={sport.id}>
          <Link
            href={localiseHref(sportPath({ id: sport.id, code: sport.sportCode }), locale)}
            className={styles.sport}
          >
            <span className={styles.name}>
              {nameOf({ code: sport.sportCode, name: sport.description })}
            </span>{' '}
            <span className={styles.count}>{plural('sports.events', sport.eventCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
