'use client';

import { footerCountBadge } from '@touchline/site';
import Link from 'next/link';
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
  const { data } = useBetCount(accountId);
  const badge = footerCountBadge(data?.betCount ?? 0);
  return (
    <Link href={`/${locale}/open_bets`} className={className}>
      My Bets
      {badge.kind === 'none' ? null : (
        <>
          <span
            className={cx(styles.root, badge.kind === 'wide' && styles.wide)}
            aria-hidden="true"
          >
            {badge.text}
          </span>
          <span className="visually-hidden">, {badge.text} open</span>
        </>
      )}
    </Link>
  );
}
