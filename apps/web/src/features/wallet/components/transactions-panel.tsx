'use client';

import type { WalletTransaction } from '@touchline/contract';
import type { Translator } from '@touchline/site';
import { useSearchParams } from 'next/navigation';
import { useId, useRef } from 'react';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useSession } from '../../../shared/session/session-store';
import { useT, useTranslator } from '../../../shared/site/site-context';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import {
  DEFAULT_STATEMENT_FILTERS,
  STATEMENT_KIND_CHOICES,
  STATEMENT_PERIODS,
  useTransactions,
  type StatementFilters,
  type StatementKindChoice,
  type StatementPeriod,
} from '../api/get-transactions';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import styles from './transactions-panel.module.css';
import { cx } from '../../../shared/ui/cx';

/**
 * A ledger kind in the player's words (`wallet.transactions.kind.*`); a kind the catalogue does
 * not know yet shows as the ledger names it rather than as a raw key.
 */
function kindLabel(translator: Translator, kind: string): string {
  const key = `wallet.transactions.kind.${kind}`;
  return translator.resolve(key).source === 'key' ? kind : translator.t(key);
}

const isKindChoice = (v: string | null): v is StatementKindChoice =>
  (STATEMENT_KIND_CHOICES as readonly (string | null)[]).includes(v);
const isPeriod = (v: string | null): v is StatementPeriod =>
  (STATEMENT_PERIODS as readonly (string | null)[]).includes(v);

/** The filters the page's query holds (`?kind=&period=`); an unknown value means the default. */
function filtersOf(search: Pick<URLSearchParams, 'get'> | null): StatementFilters {
  const kind = search?.get('kind') ?? null;
  const period = search?.get('period') ?? null;
  return {
    kind: isKindChoice(kind) ? kind : DEFAULT_STATEMENT_FILTERS.kind,
    period: isPeriod(period) ? period : DEFAULT_STATEMENT_FILTERS.period,
  };
}

/**
 * Writes the filters into the address (defaults left out, other parameters kept) without a new
 * history entry, so a reload and a return with Back show the same statement. Next keeps
 * `useSearchParams` in step with `history.replaceState`.
 */
function keepFiltersInUrl(filters: StatementFilters): void {
  const params = new URLSearchParams(window.location.search);
  for (const name of ['kind', 'period'] as const) {
    if (filters[name] === DEFAULT_STATEMENT_FILTERS[name]) params.delete(name);
    else params.set(name, filters[name]);
  }
  const query = params.toString();
  const { pathname, hash } = window.location;
  window.history.replaceState(null, '', `${pathname}${query === '' ? '' : `?${query}`}${hash}`);
}

/**
 * /account/transactions (spec shell §2): the account statement, newest first, page by page,
 * filtered by type and period on the platform; the choice lives in the address.
 */
export function TransactionsPanel() {
  const t = useT();
  const session = useSession();
  const filters = filtersOf(useSearchParams());
  const ids = { title: useId(), kind: useId(), period: useId() };
  const kindSelect = useRef<HTMLSelectElement>(null);
  if (!session) return null;
  return (
    <section className={panelStyles.panel} aria-labelledby={ids.title}>
      <h2 id={ids.title} className={panelStyles.panelTitle}>
        {t('wallet.transactions.statement')}
      </h2>
      <div
        className={styles.filters}
        role="group"
        aria-label={t('wallet.transactions.filter.label')}
      >
        <div className={formStyles.field}>
          <label htmlFor={ids.kind}>{t('wallet.transactions.filter.kind')}</label>
          <select
            ref={kindSelect}
            id={ids.kind}
            value={filters.kind}
            onChange={(event) => {
              const kind = event.target.value;
              if (isKindChoice(kind)) keepFiltersInUrl({ ...filters, kind });
            }}
          >
            {STATEMENT_KIND_CHOICES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`wallet.transactions.filter.kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor={ids.period}>{t('wallet.transactions.filter.period')}</label>
          <select
            id={ids.period}
            value={filters.period}
            onChange={(event) => {
              const period = event.target.value;
              if (isPeriod(period)) keepFiltersInUrl({ ...filters, period });
            }}
          >
            {STATEMENT_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`wallet.transactions.filter.period.${period}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Statement
        filters={filters}
        onShowAll={() => {
          // The button goes with the empty state: focus returns to the first filter.
          keepFiltersInUrl(DEFAULT_STATEMENT_FILTERS);
          kindSelect.current?.focus();
        }}
      />
    </section>
  );
}

interface StatementProps {
  readonly filters: StatementFilters;
  readonly onShowAll: () => void;
}

function Statement({ filters, onShowAll }: StatementProps) {
  const t = useT();
  const errorText = useErrorText();
  const query = useTransactions(filters, true);
  if (query.isPending)
    return <p className={panelStyles.loading}>{t('wallet.transactions.loading')}</p>;
  // A failed first read has nothing to show; a failed later page (or refetch) keeps the rows.
  if (query.data === undefined) {
    return (
      <div className={styles.failure}>
        <p className={formStyles.formError} role="alert">
          {errorText(query.error)}
        </p>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          onClick={() => void query.refetch()}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  const rows = query.data.pages.flatMap((page) => page.transactions);
  if (rows.length === 0) return <EmptyStatement filters={filters} onShowAll={onShowAll} />;
  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.dataTable}>
          <caption className="visually-hidden">{t('wallet.transactions.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.transactions.column.date')}</th>
              <th scope="col">{t('wallet.transactions.column.type')}</th>
              <th scope="col">{t('wallet.transactions.column.reference')}</th>
              <th scope="col" className={styles.num}>
                {t('wallet.transactions.column.amount')}
              </th>
              <th scope="col" className={styles.num}>
                {t('wallet.transactions.column.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <TransactionRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {query.isError ? (
        <p className={formStyles.formError} role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary, styles.more)}
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('wallet.transactions.showOlder')}
        </button>
      ) : null}
    </>
  );
}

/** Nothing to show: said for the chosen type and period, with a way back to everything. */
function EmptyStatement({ filters, onShowAll }: StatementProps) {
  const t = useT();
  const filtered =
    filters.kind !== DEFAULT_STATEMENT_FILTERS.kind ||
    filters.period !== DEFAULT_STATEMENT_FILTERS.period;
  if (!filtered) {
    return (
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t('wallet.transactions.empty')}</p>
      </div>
    );
  }
  return (
    <div className={panelStyles.emptyState}>
      <p className={panelStyles.emptyStateTitle}>
        {t(`wallet.transactions.emptyFiltered.${filters.kind}`)}
      </p>
      <p className={panelStyles.emptyStateHint}>
        {t(`wallet.transactions.emptyHint.${filters.period}`)}
      </p>
      <button
        type="button"
        className={cx(buttonStyles.root, buttonStyles.secondary)}
        onClick={onShowAll}
      >
        {t('wallet.transactions.filter.showAll')}
      </button>
    </div>
  );
}

function TransactionRow({ row }: { readonly row: WalletTransaction }) {
  const translator = useTranslator();
  const format = useLocaleFormat();
  return (
    <tr>
      <td>
        <LocalDateTime iso={row.createdAt} />
      </td>
      <td>{kindLabel(translator, row.kind)}</td>
      <td>{row.reference ?? '—'}</td>
      <td className={cx(styles.num, row.amount < 0 ? styles.numDebit : styles.numCredit)}>
        {format.signedWireMoney(row.amount, row.currency)}
      </td>
      <td className={styles.num}>{format.wireMoney(row.balanceAfter, row.currency)}</td>
    </tr>
  );
}
