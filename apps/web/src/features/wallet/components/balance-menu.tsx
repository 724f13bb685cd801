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

/**
 * The English texts (catalogue keys shell.header.*). The show/hide toggle keeps one name while
 * aria-pressed says its state: a name flipping to "Show balance" while pressed would announce the
 * opposite of what pressing it does.
 */
const TEXT = {
  balance: 'Balance',
  hidden: 'hidden',
  hideBalance: 'Hide balance',
  cashier: 'Cashier',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
} as const;

interface BalanceMenuProps {
  readonly username: string;
  readonly locale: string;
  /** An excluded player's withdraw-only session: the cashier offers the withdrawal alone. */
  readonly withdrawOnly?: boolean;
  /**
   * The phone header (below 1024 px): the amount alone beside an icon that opens the cashier
   * dropdown, which also holds the show/hide toggle — the bar has no room for three controls.
   */
  readonly compact?: boolean;
}

/**
 * The header balance (spec shell §2, §4 Wallet polling): the sportsbook wallet's balance with its
 * currency code (e.g. 1,000 EUR), a show/hide toggle kept per browser, and the balance dropdown
 * with the cashier's deposit and withdraw links. The text shrinks at 14 and 18 characters.
 */
export function BalanceMenu({
  username,
  locale,
  withdrawOnly = false,
  compact = false,
}: BalanceMenuProps) {
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

  const amount = (
    <span
      className={cx(styles.amount, AMOUNT_SIZE_CLASS[size])}
      role="status"
      aria-label={TEXT.balance}
      data-testid="balance"
      data-size={size}
      // A long amount is cut with an ellipsis on a narrow screen; the whole text stays at hand.
      title={hidden ? undefined : text}
    >
      {hidden ? (
        <>
          <span aria-hidden="true">••••••</span>
          <span className="visually-hidden">{TEXT.hidden}</span>
        </>
      ) : (
        text
      )}
    </span>
  );

  const cashierLinks = (
    <>
      {withdrawOnly ? null : (
        <li>
          <Link href={`/${locale}/account/deposit`} className={dropdownStyles.item}>
            {TEXT.deposit}
          </Link>
        </li>
      )}
      <li>
        <Link href={`/${locale}/account/withdraw`} className={dropdownStyles.item}>
          {TEXT.withdraw}
        </Link>
      </li>
    </>
  );

  if (compact) {
    return (
      <div className={cx(styles.balanceArea, styles.compact)}>
        {amount}
        <Dropdown
          trigger={
            <>
              <WalletIcon />
              <span className="visually-hidden">{TEXT.cashier}</span>
            </>
          }
        >
          <ul>
            {cashierLinks}
            <li className={dropdownStyles.separator}>
              <button
                type="button"
                className={cx(dropdownStyles.item, styles.toggleItem)}
                aria-pressed={hidden}
                onClick={toggle}
              >
                <EyeIcon crossed={hidden} />
                {TEXT.hideBalance}
              </button>
            </li>
          </ul>
        </Dropdown>
      </div>
    );
  }

  return (
    <div className={styles.balanceArea}>
      <div className={styles.root}>
        <span className={styles.label} aria-hidden="true">
          {TEXT.balance}
        </span>
        {amount}
      </div>
      <button
        type="button"
        className={cx(headerIconStyles.button, styles.iconButton)}
        aria-pressed={hidden}
        onClick={toggle}
      >
        <span className="visually-hidden">{TEXT.hideBalance}</span>
        <EyeIcon crossed={hidden} />
      </button>
      <Dropdown trigger={<span>{TEXT.cashier}</span>}>
        <ul>{cashierLinks}</ul>
      </Dropdown>
    </div>
  );
}

function EyeIcon({ crossed }: { readonly crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" /> : null}
    </svg>
  );
}

function WalletIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none">
      <rect x="3" y="6" width="18" height="13" rx="2" stroke="currentColor" strokeWidth="2" />
      <path d="M16 12.5h2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M5 6l9-3 1.5 3" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
