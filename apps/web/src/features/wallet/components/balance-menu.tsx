'use client';

import { balanceFontSize, type BalanceFontSize } from '@touchline/site';
import Link from '../../../shared/ui/link';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { useT } from '../../../shared/site/site-context';
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
  /**
   * spec shell §2: the show/hide toggle — desktop only, and only where the brand has
   * clem_header_toggle_balance on. Without it the balance is always shown (a choice made on
   * another screen never hides it where it cannot be undone).
   */
  readonly toggle?: boolean;
  /**
   * The phone header (below 1024 px): the amount alone beside an icon that opens the cashier
   * dropdown — the bar has no room for more.
   */
  readonly compact?: boolean;
}

/**
 * spec shell §2: the font step of a balance as shown in the page's locale (`€1,000.00`,
 * `1.000,00 €`, `R$ 1.000,00`, `1,000.00 USDT`): its symbol plus its amount, spaces aside, through
 * the package's rule (14, then 18 characters).
 */
export function balanceTextSize(text: string): BalanceFontSize {
  const compact = text.replace(/\s/g, '');
  const amount = /[-−]?\d[\d.,']*/.exec(compact)?.[0] ?? '';
  if (amount === '') return 'regular';
  return balanceFontSize(compact.replace(amount, ''), amount);
}

/**
 * The header balance (spec shell §2, §4 Wallet polling): the sportsbook wallet's balance in the
 * page's money format (its currency symbol), the optional show/hide toggle (kept per browser; its name stays "Hide
 * balance" while aria-pressed says its state, so pressing it never announces the opposite), and
 * the balance dropdown with the cashier's deposit and withdraw links.
 */
export function BalanceMenu({
  username,
  locale,
  withdrawOnly = false,
  toggle = false,
  compact = false,
}: BalanceMenuProps) {
  const t = useT();
  const format = useLocaleFormat();
  const { data, isError } = useBalance(username);
  const hydrated = useHydrated();
  const storedHidden = useBalanceVisibilityStore((state) => state.hidden);
  const toggleHidden = useBalanceVisibilityStore((state) => state.toggle);
  const hidden = toggle && hydrated && storedHidden;

  let shown: { readonly text: string; readonly size: BalanceFontSize } = {
    text: '…',
    size: 'regular',
  };
  if (data) {
    const text = format.wireMoney(data.balance, data.currency);
    shown = { text, size: balanceTextSize(text) };
  } else if (isError) shown = { text: '—', size: 'regular' };

  const amount = (
    <span
      className={cx(styles.amount, AMOUNT_SIZE_CLASS[shown.size])}
      role="status"
      aria-label={t('shell.header.balance')}
      data-testid="balance"
      data-size={shown.size}
      // A long amount is cut with an ellipsis on a narrow screen; the whole text stays at hand.
      title={hidden ? undefined : shown.text}
    >
      {hidden ? (
        <>
          <span aria-hidden="true">••••••</span>
          <span className="visually-hidden">{t('shell.header.balanceHidden')}</span>
        </>
      ) : (
        shown.text
      )}
    </span>
  );

  const cashier = (
    <Dropdown
      trigger={
        compact ? (
          <>
            <WalletIcon />
            <span className="visually-hidden">{t('shell.header.cashier')}</span>
          </>
        ) : (
          <span>{t('shell.header.cashier')}</span>
        )
      }
    >
      <ul>
        {withdrawOnly ? null : (
          <li>
            <Link href={`/${locale}/account/deposit`} className={dropdownStyles.item}>
              {t('shell.header.deposit')}
            </Link>
          </li>
        )}
        <li>
          <Link href={`/${locale}/account/withdraw`} className={dropdownStyles.item}>
            {t('shell.header.withdraw')}
          </Link>
        </li>
      </ul>
    </Dropdown>
  );

  if (compact) {
    return (
      <div className={cx(styles.balanceArea, styles.compact)}>
        {amount}
        {cashier}
      </div>
    );
  }

  return (
    <div className={styles.balanceArea}>
      <div className={styles.root}>
        <span className={styles.label} aria-hidden="true">
          {t('shell.header.balance')}
        </span>
        {amount}
      </div>
      {toggle ? (
        <button
          type="button"
          className={cx(headerIconStyles.button, styles.iconButton)}
          aria-pressed={hidden}
          onClick={toggleHidden}
        >
          <span className="visually-hidden">{t('shell.header.hideBalance')}</span>
          <EyeIcon crossed={hidden} />
        </button>
      ) : null}
      {cashier}
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
