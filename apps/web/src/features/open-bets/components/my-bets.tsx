'use client';

import type { MyBetsTab } from '@touchline/betting';
import type { OpenBet } from '@touchline/contract';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useErrorText } from '../../../shared/api/use-error-text';
import { LoginRequired } from '../../../shared/session/login-required';
import { useSession, type Session } from '../../../shared/session/session-store';
import { useSiteSettings, useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import { useOpenBets } from '../api/get-open-bets';
import { useSettledBets } from '../api/get-settled-bets';
import {
  SETTLED_BETS_FETCHED,
  SETTLED_BETS_MOST,
  SETTLED_PERIOD_MS,
  SETTLED_PERIODS,
  SETTLED_STATUS_FILTERS,
  settledView,
  type SettledPeriod,
  type SettledStatusFilter,
} from '../model/settled-filters';
import { useMyBetsStore } from '../store/my-bets-store';
import { JackpotBetCard } from './jackpot-bet-card';
import { OpenBetCard } from './open-bet-card';
import { SettledBetCard } from './settled-bet-card';
import styles from './my-bets.module.css';

const TABS: readonly MyBetsTab[] = ['open', 'settled'];

/** My Bets (spec betting-domain §2, §4): open and settled bets with cash out, or a login prompt. */
export function OpenBetsPanel() {
  const t = useT();
  return (
    <LoginRequired prompt={t('mybets.loginPrompt')}>
      <MyBetsForSession />
    </LoginRequired>
  );
}

function MyBetsForSession() {
  const session = useSession();
  return session ? <MyBets session={session} /> : null;
}

function MyBets({ session }: { readonly session: Session }) {
  const t = useT();
  const baseId = useId();
  const tab = useMyBetsStore((store) => store.state.selectedTab);
  const dispatch = useMyBetsStore((store) => store.dispatch);

  // spec §4 My Bets modal: on screen it is visible; leaving it closes it (or hides it while a
  // bet counts down).
  useEffect(() => {
    dispatch({ type: 'myBetsModalOpened' });
    return () => dispatch({ type: 'myBetsModalClosed' });
  }, [dispatch]);

  const select = (next: MyBetsTab) => {
    dispatch({ type: 'myBetsTabSelected', tab: next });
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length];
    if (next) select(next);
  };

  return (
    <div className={styles.root}>
      <div
        role="tablist"
        aria-label={t('mybets.title')}
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`${baseId}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={cx(styles.tab, tab === name && styles.tabSelected)}
            onClick={() => select(name)}
          >
            {t(`mybets.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'open' ? <OpenBetsTab session={session} /> : <SettledBetsTab session={session} />}
      </div>
    </div>
  );
}

type OpenFilter = 'all' | 'live' | 'cashOut';
const OPEN_FILTERS: readonly OpenFilter[] = ['all', 'live', 'cashOut'];
const OPEN_FILTER_KEYS: Readonly<Record<OpenFilter, string>> = {
  all: 'mybets.filter.all',
  live: 'mybets.filter.live',
  cashOut: 'mybets.filter.cashOut',
};

function openFilterMatches(filter: OpenFilter, bet: OpenBet): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'live':
      return bet.legs.some((leg) => leg.result === null && leg.live.status === 'IN_PLAY');
    case 'cashOut':
      return bet.cashOut.status === 'available';
  }
}

/** A row of choices as radio buttons (a filter): a real group, named, keyboard-ready. */
function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
}: {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly T[];
  readonly value: T;
  readonly label: (option: T) => string;
  readonly onChange: (option: T) => void;
}) {
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.filtersLegend}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={cx(styles.chip, value === option && styles.chipSelected)}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="visually-hidden"
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

function OpenBetsTab({ session }: { readonly session: Session }) {
  const t = useT();
  const errorText = useErrorText();
  const name = useId();
  const pollMs = useSiteSettings().poll_changes_refresh_interval;
  const { data, isPending, isError, error } = useOpenBets(session.accountId, pollMs);
  const [filter, setFilter] = useState<OpenFilter>('all');
  const countdown = useMyBetsStore((store) => store.state.betsInCountdownState);
  const dispatch = useMyBetsStore((store) => store.dispatch);

  // spec §3 betsInCountdownState: the bets waiting the in-play delay.
  useEffect(() => {
    if (!data) return;
    const pending = new Set(
      data.bets.filter((b) => b.status === 'pending').map((b) => String(b.betId)),
    );
    for (const betId of pending) dispatch({ type: 'countdownBetAdded', betId });
    for (const betId of countdown) {
      if (!pending.has(betId)) dispatch({ type: 'countdownBetRemoved', betId });
    }
  }, [data, countdown, dispatch]);

  if (isPending) return <p className={panelStyles.loading}>{t('mybets.loading')}</p>;
  if (isError) {
    return (
      <p className={formStyles.formError} role="alert">
        {errorText(error)}
      </p>
    );
  }
  const bets = data.bets.filter((bet) => openFilterMatches(filter, bet));
  const jackpots = filter === 'all' ? (data.jackpotBets ?? []) : [];
  return (
    <>
      <ChoiceGroup
        legend={t('mybets.filter.label')}
        name={name}
        options={OPEN_FILTERS}
        value={filter}
        label={(option) => t(OPEN_FILTER_KEYS[option])}
        onChange={setFilter}
      />
      {bets.length === 0 && jackpots.length === 0 ? (
        <div className={panelStyles.emptyState}>
          <p className={panelStyles.emptyStateTitle}>
            {filter === 'all' ? t('mybets.empty.open') : t('mybets.empty.filtered')}
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {bets.map((bet) => (
            <li key={bet.betId}>
              <OpenBetCard bet={bet} session={session} />
            </li>
          ))}
          {jackpots.map((bet) => (
            <li key={`jackpot-${bet.betId}`}>
              <JackpotBetCard bet={bet} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const STATUS_FILTER_KEYS: Readonly<Record<SettledStatusFilter, string>> = {
  all: 'mybets.filter.all',
  won: 'mybets.filter.won',
  lost: 'mybets.filter.lost',
  cashed_out: 'mybets.filter.cashedOut',
  void: 'mybets.filter.void',
};

function SettledBetsTab({ session }: { readonly session: Session }) {
  const t = useT();
  const errorText = useErrorText();
  const statusName = useId();
  const periodId = useId();
  const [status, setStatus] = useState<SettledStatusFilter>('all');
  const [period, setPeriod] = useState<SettledPeriod>('24h');
  const [asked, setAsked] = useState(SETTLED_BETS_FETCHED);
  const { data, isPending, isError, error, isFetching } = useSettledBets(session.accountId, asked);

  const controls = (
    <div className={styles.settledControls}>
      <ChoiceGroup
        legend={t('mybets.filter.label')}
        name={statusName}
        options={SETTLED_STATUS_FILTERS}
        value={status}
        label={(option) => t(STATUS_FILTER_KEYS[option])}
        onChange={setStatus}
      />
      <div className={cx(formStyles.field, styles.period)}>
        <label htmlFor={periodId}>{t('mybets.period.label')}</label>
        <select
          id={periodId}
          value={period}
          onChange={(event) => {
            const next = SETTLED_PERIODS.find((p) => p === event.target.value);
            if (next) setPeriod(next);
          }}
        >
          {SETTLED_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`mybets.period.${p}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );

  if (isPending) {
    return (
      <>
        {controls}
        <p className={panelStyles.loading}>{t('mybets.loading')}</p>
      </>
    );
  }
  if (isError) {
    return (
      <>
        {controls}
        <p className={formStyles.formError} role="alert">
          {errorText(error)}
        </p>
      </>
    );
  }
  const nowMs = Date.now();
  const view = settledView(data.bets, { status, period, nowMs, asked });
  const jackpots = (data.jackpotBets ?? []).filter(
    (bet) =>
      bet.settledAt !== null &&
      (status === 'all' || status === bet.status) &&
      Date.parse(bet.settledAt) >= nowMs - SETTLED_PERIOD_MS[period],
  );
  return (
    <>
      {controls}
      {view.bets.length === 0 && jackpots.length === 0 ? (
        <div className={panelStyles.emptyState}>
          <p className={panelStyles.emptyStateTitle}>
            {status === 'all' ? t('mybets.empty.settled') : t('mybets.empty.filtered')}
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {view.bets.map((bet) => (
            <li key={bet.betId}>
              <SettledBetCard bet={bet} />
            </li>
          ))}
          {jackpots.map((bet) => (
            <li key={`jackpot-${bet.betId}`}>
              <JackpotBetCard bet={bet} />
            </li>
          ))}
        </ul>
      )}
      {view.mayHaveMore ? (
        asked < SETTLED_BETS_MOST ? (
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.secondary, styles.more)}
            disabled={isFetching}
            onClick={() => setAsked(SETTLED_BETS_MOST)}
          >
            {t('mybets.settled.more')}
          </button>
        ) : (
          <p className={panelStyles.muted}>{t('mybets.settledLatest', { count: asked })}</p>
        )
      ) : null}
    </>
  );
}
