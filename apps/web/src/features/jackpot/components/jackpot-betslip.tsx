'use client';

import {
  isJackpotComplete,
  jackpotLineCount,
  jackpotMissingOrdinals,
  type JackpotSlipPick,
} from '@touchline/betting';
import type { ActiveJackpot, PlacedJackpotBet } from '@touchline/contract';
import { useId, useState } from 'react';
import { DEFAULT_CURRENCY } from '../../../shared/config/site';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useBetGate } from '../../../shared/session/bet-gate';
import { askHostToLogIn } from '../../../shared/session/host-login';
import { useSession } from '../../../shared/session/session-store';
import { useShellStore } from '../../../shared/session/shell-store';
import { TermsRequiredNotice, useTermsPending } from '../../../shared/session/terms-gate';
import { useT, useTranslator } from '../../../shared/site/site-context';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import { cx } from '../../../shared/ui/cx';
import { useActiveJackpot } from '../api/get-active-jackpot';
import { jackpotIdFromSlug } from '../api/get-active-jackpots';
import { useJackpotCost } from '../api/get-jackpot-cost';
import {
  buildJackpotSlip,
  jackpotRefusals,
  usePlaceJackpot,
  type JackpotRefusal,
} from '../api/place-jackpot';
import { useJackpotPicks, useJackpotPicksStore } from '../store/jackpot-picks-store';
import { JackpotBookingCode } from './jackpot-booking-code';
import { useJackpotErrorText } from './use-jackpot-error-text';
import styles from './jackpot-betslip.module.css';

/** The 1X2 columns' marks, in the market's order (home, draw, away), as on the matches. */
const MARKS = ['1', 'X', '2'] as const;

/** The cost model's errors the slip words itself (incompleteness is said with the matches). */
const SAID_BY_THE_SLIP = new Set(['JACKPOT_INCOMPLETE']);

/**
 * The jackpot betslip (spec betting-domain §2: shown instead of the normal betslip when the route
 * carries a jackpotEvent): the picks by match, the lines, the stake per line and the platform's
 * total cost, which matches still need a pick, Place Bet, the receipt and booking codes.
 */
export function JackpotBetslip({ jackpotEvent }: { readonly jackpotEvent: string }) {
  const t = useT();
  const session = useSession();
  const currency = session?.currency ?? DEFAULT_CURRENCY;
  const jackpotId = jackpotIdFromSlug(jackpotEvent);
  const jackpot = useActiveJackpot(jackpotId, currency);
  const headingId = useId();
  return (
    <aside className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('jackpot.betslip')}
        </h2>
      </div>
      {jackpot.data ? (
        <JackpotSlipBody jackpot={jackpot.data} />
      ) : (
        <p className={panelStyles.loading} role="status">
          {jackpot.isPending && jackpotId !== null
            ? t('common.loading')
            : jackpot.isError
              ? t('api.error.generic')
              : t('jackpot.notFound.title')}
        </p>
      )}
    </aside>
  );
}

function JackpotSlipBody({ jackpot }: { readonly jackpot: ActiveJackpot }) {
  const translator = useTranslator();
  const { t, plural } = translator;
  const format = useLocaleFormat();
  const session = useSession();
  const picks = useJackpotPicks(jackpot.jackpotId);
  const dispatch = useJackpotPicksStore((store) => store.dispatch);
  const errorText = useJackpotErrorText();
  const [receipt, setReceipt] = useState<PlacedJackpotBet | null>(null);
  const [refusals, setRefusals] = useState<{
    readonly list: readonly JackpotRefusal[];
    readonly error: unknown;
  } | null>(null);
  const missingId = useId();

  // spec betting-domain §4/§5: complete once every ordinal 1..N has a pick; lines multiply.
  const complete = isJackpotComplete(picks, jackpot.eventCount);
  const lines = jackpotLineCount(picks, jackpot.eventCount);
  const missing = jackpotMissingOrdinals(picks, jackpot.eventCount);
  const cost = useJackpotCost(jackpot, picks, complete);
  const costErrors = (cost.model?.errors ?? []).filter((e) => !SAID_BY_THE_SLIP.has(e.code));

  // The receipt's region is always there, so its arrival is announced.
  const receiptRegion = (
    <div role="status">
      {receipt !== null ? <Receipt bet={receipt} onDone={() => setReceipt(null)} /> : null}
    </div>
  );
  if (receipt !== null) return <>{receiptRegion}</>;

  const legName = (ordinal: number) =>
    jackpot.events.find((e) => e.ordinal === ordinal)?.description ?? '';
  const byOrdinal = groupByOrdinal(picks);
  const listFormat = new Intl.ListFormat(format.locale, { type: 'conjunction' });
  const missingText =
    picks.length === 0
      ? t('jackpot.pickEveryMatch')
      : missing.length > 0
        ? plural('jackpot.missing', missing.length, {
            matches: listFormat.format(missing.map((o) => format.number(o))),
          })
        : t('jackpot.complete');

  return (
    <>
      {receiptRegion}
      <p className={styles.jackpotName}>{jackpot.name}</p>
      {byOrdinal.length > 0 ? (
        <ol className={styles.picks} aria-label={t('jackpot.yourPicks')}>
          {byOrdinal.map(([ordinal, outcomeIds]) => {
            const leg = jackpot.events.find((e) => e.ordinal === ordinal);
            const chosen = outcomeIds.map((id) => {
              const index = leg?.outcomes.findIndex((o) => o.outcomeId === id) ?? -1;
              return {
                mark: MARKS[index] ?? String(index + 1),
                name: leg?.outcomes[index]?.description ?? String(id),
              };
            });
            return (
              <li key={ordinal} className={styles.pick}>
                <span className={styles.pickMatch}>
                  <span aria-hidden="true">{format.number(ordinal)}</span>
                  <span className="visually-hidden">{t('jackpot.match', { number: ordinal })}</span>
                </span>
                <span className={styles.pickEvent}>{legName(ordinal)}</span>
                <span className={styles.pickOutcomes} aria-hidden="true">
                  {chosen.map((c) => c.mark).join(' ')}
                </span>
                <span className="visually-hidden">{chosen.map((c) => c.name).join(', ')}</span>
              </li>
            );
          })}
        </ol>
      ) : null}

      <div className={styles.footer}>
        <p
          id={missingId}
          className={cx(styles.missing, complete && styles.missingDone)}
          aria-live="polite"
        >
          {missingText}
        </p>

        <dl className={styles.totals} aria-live="polite">
          <div>
            <dt>{t('jackpot.picksLabel')}</dt>
            <dd>
              {t('jackpot.picked', {
                picked: jackpot.eventCount - missing.length,
                total: jackpot.eventCount,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('jackpot.linesLabel')}</dt>
            <dd>{plural('jackpot.lines', lines)}</dd>
          </div>
          <div>
            <dt>{t('jackpot.stakePerLine')}</dt>
            <dd>{format.wireMoney(jackpot.stakePerLine, jackpot.currency)}</dd>
          </div>
          <div className={styles.totalCost}>
            <dt>{t('jackpot.totalCostLabel')}</dt>
            <dd aria-busy={cost.pending}>
              {cost.model !== null
                ? format.wireMoney(cost.model.totalCost, cost.model.currency)
                : '—'}
            </dd>
          </div>
        </dl>

        {costErrors.map((e) => (
          <p key={`${e.code}-${e.ordinal ?? ''}-${e.outcomeId ?? ''}`} className={styles.error}>
            {errorText(e.code, e.message)}
          </p>
        ))}

        {refusals !== null ? (
          <div className={formStyles.formError} role="alert">
            {refusals.list.map((r, i) => (
              <p key={`${r.code}-${String(i)}`}>
                {r.ordinal !== undefined ? `${t('jackpot.match', { number: r.ordinal })}: ` : ''}
                {errorText(r.code, r.message, refusals.error)}
              </p>
            ))}
          </div>
        ) : null}

        <PlaceJackpotButton
          jackpot={jackpot}
          picks={picks}
          canPlace={complete && costErrors.length === 0}
          describedBy={complete ? undefined : missingId}
          onPlaced={(bet) => {
            setRefusals(null);
            setReceipt(bet);
            dispatch({ type: 'jackpotSlipCleared', jackpotId: jackpot.jackpotId });
          }}
          onRefused={(error) => setRefusals({ list: jackpotRefusals(error), error })}
        />
        {session === null ? <LoginPrompt /> : null}
      </div>

      <div className={styles.tools}>
        {picks.length > 0 ? (
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.secondary)}
            onClick={() => {
              setRefusals(null);
              dispatch({ type: 'jackpotSlipCleared', jackpotId: jackpot.jackpotId });
            }}
          >
            {t('jackpot.clear')}
          </button>
        ) : null}
      </div>
      <JackpotBookingCode jackpot={jackpot} picks={picks} complete={complete} />
    </>
  );
}

/** Picks grouped by match, in ordinal order: [ordinal, outcome ids]. */
function groupByOrdinal(picks: readonly JackpotSlipPick[]): [number, number[]][] {
  const groups = new Map<number, number[]>();
  for (const p of picks) groups.set(p.ordinal, [...(groups.get(p.ordinal) ?? []), p.outcomeId]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

/** spec betting-domain §4 (My Bets, the betslip): a visitor is asked to log in to bet. */
function LoginPrompt() {
  const t = useT();
  const dispatchShell = useShellStore((store) => store.dispatch);
  return (
    <div className={styles.login}>
      <p>{t('jackpot.loginPrompt')}</p>
      <button
        type="button"
        className={cx(buttonStyles.root, buttonStyles.secondary)}
        onClick={() => {
          if (!askHostToLogIn('betslip')) dispatchShell({ type: 'modalOpened', modal: 'login' });
        }}
      >
        {t('login.submit')}
      </button>
    </div>
  );
}

interface PlaceJackpotButtonProps {
  readonly jackpot: ActiveJackpot;
  readonly picks: readonly JackpotSlipPick[];
  readonly canPlace: boolean;
  readonly describedBy: string | undefined;
  readonly onPlaced: (bet: PlacedJackpotBet) => void;
  readonly onRefused: (error: unknown) => void;
}

function PlaceJackpotButton({
  jackpot,
  picks,
  canPlace,
  describedBy,
  onPlaced,
  onRefused,
}: PlaceJackpotButtonProps) {
  const t = useT();
  const session = useSession();
  const termsPending = useTermsPending();
  const mutation = usePlaceJackpot(session?.username ?? null);

  const onClick = useBetGate((session) => {
    // The promise, not per-call callbacks, so the outcome lands even if the button re-renders.
    void mutation
      .mutateAsync({ accountId: session.accountId, body: buildJackpotSlip(jackpot, picks) })
      .then(onPlaced, onRefused);
  });

  return (
    <>
      {termsPending ? <TermsRequiredNotice what="betting" /> : null}
      <button
        type="button"
        className={cx(
          buttonStyles.root,
          buttonStyles.primary,
          buttonStyles.block,
          buttonStyles.large,
        )}
        disabled={!canPlace || mutation.isPending}
        aria-busy={mutation.isPending}
        aria-describedby={describedBy}
        onClick={onClick}
      >
        {mutation.isPending ? t('betslip.placing') : t('jackpot.place')}
      </button>
    </>
  );
}

function Receipt({ bet, onDone }: { readonly bet: PlacedJackpotBet; readonly onDone: () => void }) {
  const t = useT();
  const { plural } = useTranslator();
  const format = useLocaleFormat();
  return (
    <div className={panelStyles.confirmation}>
      <p className={panelStyles.confirmationTitle}>{t('jackpot.receipt.title')}</p>
      <p>{bet.jackpotName}</p>
      <p>{t('jackpot.receipt.reference', { reference: bet.reference })}</p>
      <p>
        {plural('jackpot.lines', bet.noOfBets)} ·{' '}
        {t('jackpot.totalCost', { amount: format.wireMoney(bet.totalCost, bet.currency) })}
      </p>
      <p>
        {t('jackpot.receipt.balance', {
          amount: format.wireMoney(bet.availableBalance, bet.currency),
        })}
      </p>
      <button
        type="button"
        className={cx(buttonStyles.root, buttonStyles.secondary)}
        onClick={onDone}
      >
        {t('jackpot.receipt.again')}
      </button>
    </div>
  );
}
