'use client';

import { footerCountBadge } from '@touchline/site';
import Link from '../../../shared/ui/link';
import { useT } from '../../../shared/site/site-context';
import { useBetCount } from '../api/get-bet-count';
import { cx } from '../../../shared/ui/cx';
import styles from './my-bets-link.module.css';

interface MyBetsLinkProps {
  readonly locale: string;
  readonly accountId: number | null;
  readonly className?: string;
}

/** The header's My Bets link with the open-bet count (spec shell §6: logged in sees bet count). */
export function MyBetsLink({ locale, accountId, className }: MyBetsLinkProps) {
  const t = useT();
  const { data } = useBetCount(accountId);
  const badge = footerCountBadge(data?.betCount ?? 0);
  return (
    <Link href={`/${locale}/open_bets`} className={className}>
      {t('shell.header.myBets')}
      {badge.kind === 'none' ? null : (
        <>
          <span
            className={cx(styles.root, badge.kind === 'wide' && styles.wide)}
            aria-hidden="true"
          >
            {badge.text}
          </span>
          <span className="visually-hidden">, {t('mybets.countBadge', { count: badge.text })}</span>
        </>
      )}
    </Link>
  );
}
