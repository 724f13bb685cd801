'use client';

import { balanceFontSize, type BalanceFontSize } from '@touchline/site';
import Link from 'next/link';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { formatWireMoney } from '../../../shared/format/wire-money';
import { Dropdown } from '../../../shared/ui/dropdown';
import { useBalance } from '../api/get-balance';
import { useBalanceVisibilityStore } from '../store/balance-visibility-store';
import dropdownStyles from '../../../shared/ui/dropdown.module.css';
import headerIconStyles from '../../../shared/ui/header-icon.module.css';
import { cx } from '../../../shared/ui/cx';
import styles from './balance-menu.module.css';

/** spec shell §2: the balance font shrinks at 14, then 18 characters. */
const AMOUNT_SIZE_CLASS: Readonly<Record<BalanceFontSize, string | undefined>> = {
  regular: undefined,
  small: styles.amountSmall,
  smaller: styles.amountSmaller,
};

interface BalanceMenuProps {
  readonly username: string;
  readonly locale: string;
  /** An excluded player's withdraw-only session: the cashier offers the withdrawal alone. */
  readonly withdrawOnly?: boolean;
}

/**
 * The header balance (spec shell §2, §4 Wallet polling): the sportsbook wallet's balance with its
 * currency code (e.g. 1,000 EUR), a show/hide toggle, and the balance dropdown with the
 * cashier's deposit and withdraw links. The text shrinks at 14 and 18 characters.
 */
export function BalanceMenu({ username, locale, withdrawOnly = false }: BalanceMenuProps) {
  const { data, isError } = useBalance(username);
  const hydrated = useHydrated();
  const storedHidden = useBalanceVisibilityStore((state) => state.hidden);
  const toggle = useBalanceVisibilityStore((state) => state.toggle);
  const hidden = hydrated && storedHidden;

  let text = '…';
  if (data) text = formatWireMoney(data.balance, data.currency);
  else if (isError) text = '—';
  // The code shown after the amount stands in for the spec's symbol (shell §2 font rule).
  const size = data
    ? balanceFontSize(data.currency, text.replace(` ${data.currency}`, ''))
    : 'regular';

  return (
    <div className={styles.balanceArea}>
      <div className={styles.root}>
        <span className={styles.label} aria-hidden="true">
          Balance
        </span>
        <span
          className={cx(styles.amount, AMOUNT_SIZE_CLASS[size])}
          role="status"
          aria-label="Balance"
          data-testid="balance"
          data-size={size}
        >
          {hidden ? (
            <>
              <span aria-hidden="true">••••••</span>
              <span className="visually-hidden">hidden</span>
            </>
          ) : (
            text
          )}
        </span>
      </div>
      <button
        type="button"
        className={cx(headerIconStyles.button, styles.iconButton)}
        aria-pressed={hidden}
        onClick={toggle}
      >
        <span className="visually-hidden">Hide balance</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none">
          <path
            d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
          {hidden ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" /> : null}
        </svg>
      </button>
      <Dropdown trigger={<span>Cashier</span>}>
        <ul>
          {withdrawOnly ? null : (
            <li>
              <Link href={`/${locale}/account/deposit`} className={dropdownStyles.item}>
                Deposit
              </Link>
            </li>
          )}
          <li>
            <Link href={`/${locale}/account/withdraw`} className={dropdownStyles.item}>
              Withdraw
            </Link>
          </li>
        </ul>
      </Dropdown>
    </div>
  );
}
