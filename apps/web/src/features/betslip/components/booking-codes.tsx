'use client';

import { useMutation } from '@tanstack/react-query';
import type { BetslipState } from '@touchline/betting';
import type { BookingCode, LoadedBetslipCode } from '@touchline/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../shared/api/api-error';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useUserAcceptOdds } from '../../../shared/preferences';
import { useLocale } from '../../../shared/routing/use-locale';
import { useSession } from '../../../shared/session/session-store';
import { useSite, useT, useTranslator } from '../../../shared/site/site-context';
import buttonStyles from '../../../shared/ui/button.module.css';
import { cx } from '../../../shared/ui/cx';
import {
  applyLoadedCode,
  BOOKING_CODE_PARAM,
  bookingCodeLink,
  createBetslipCode,
  loadBetslipCode,
} from '../api/booking-code';
import { buildSelectionsRequest } from '../api/price-betslip';
import { useBetslipStore } from '../store/betslip-store';
import styles from './betslip.module.css';

/** Longer than any code: the platform judges the form (8 of its letters and digits). */
const MAX_CODE_INPUT = 16;

type Notice = { readonly ok: boolean; readonly text: string } | null;

/**
 * Booking codes on the betslip (spec betting-domain §7 retailcodes; decisions "Booking codes"):
 * "Share bet" (when the brand's betslip_generate_retail_code is on) books the slip and shows its
 * code and a link; a code typed here or a link's
 * `?bookingCode=` loads a booked slip at today's prices — replacing the slip after the player
 * says so when it holds selections — and says what could not be restored.
 */
export function BookingCodes({
  state,
  currency,
  busy,
}: {
  readonly state: BetslipState;
  readonly currency: string;
  readonly busy: boolean;
}) {
  const t = useT();
  const translator = useTranslator();
  const format = useLocaleFormat();
  const locale = useLocale();
  const session = useSession();
  const userAcceptOdds = useUserAcceptOdds();
  const settings = useSite().settings.web;
  const maxBets = settings.max_bets_on_betslip;
  // spec shell §1: betslip_generate_retail_code — the brand offers booking its slips.
  const canShare = settings.betslip_generate_retail_code;
  const inputId = useId();
  const noticeId = useId();
  const [typed, setTyped] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [copied, setCopied] = useState(false);
  /** A loaded code waiting for the player to say it may replace the slip. */
  const [waiting, setWaiting] = useState<LoadedBetslipCode | null>(null);
  const selections = Object.keys(state.bets).length;

  const share = useMutation({
    mutationFn: () => {
      const {
        outcomeIds: _added,
        showSysBets: _shown,
        ...body
      } = buildSelectionsRequest(state, {
        currency,
        userAcceptOdds,
        accountId: session?.accountId ?? null,
      });
      return createBetslipCode(body);
    },
    onMutate: () => setCopied(false),
  });

  const apply = (loaded: LoadedBetslipCode) => {
    const store = useBetslipStore.getState();
    applyLoadedCode(
      loaded,
      { dispatch: store.dispatch, getState: () => useBetslipStore.getState().state },
      maxBets,
    );
    setWaiting(null);
    setTyped('');
    const dropped = loaded.dropped.length;
    setNotice({
      ok: true,
      text: [
        translator.plural('betslip.share.loaded', loaded.singles.length, { code: loaded.code }),
        dropped > 0 ? translator.plural('betslip.share.dropped', dropped) : '',
      ]
        .filter((x) => x !== '')
        .join(' '),
    });
  };

  const load = useMutation({
    mutationFn: loadBetslipCode,
    onSuccess: (loaded) => {
      if (loaded.singles.length === 0) {
        setNotice({ ok: false, text: t('betslip.share.nothingLeft') });
        return;
      }
      // A slip with selections is replaced only once the player says so.
      if (Object.keys(useBetslipStore.getState().state.bets).length > 0) setWaiting(loaded);
      else apply(loaded);
    },
    onError: (error) => {
      const status = error instanceof ApiRequestError ? error.status : 0;
      setNotice({
        ok: false,
        text:
          status === 400
            ? t('betslip.share.invalid')
            : status === 404
              ? t('betslip.share.notFound')
              : t('api.error.generic'),
      });
    },
  });

  // A shared link (`?bookingCode=`) loads its slip once, and leaves the address clean.
  const fromLink = useRef(false);
  useEffect(() => {
    if (fromLink.current) return;
    fromLink.current = true;
    const url = new URL(window.location.href);
    const code = url.searchParams.get(BOOKING_CODE_PARAM);
    if (code === null) return;
    url.searchParams.delete(BOOKING_CODE_PARAM);
    window.history.replaceState(window.history.state, '', url);
    if (code.trim() !== '' && code.length <= MAX_CODE_INPUT) load.mutate(code.trim());
  }, [load]);

  const onLoad = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim().toUpperCase();
    if (code === '' || code.length > MAX_CODE_INPUT) {
      setNotice({ ok: false, text: t('betslip.share.invalid') });
      return;
    }
    setNotice(null);
    load.mutate(code);
  };

  const shared: BookingCode | undefined = share.data;
  const link = shared ? bookingCodeLink(window.location.origin, locale, shared.code) : null;

  return (
    <div className={styles.booking}>
      {canShare && selections > 0 && !busy ? (
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary, buttonStyles.block)}
          disabled={share.isPending}
          onClick={() => share.mutate()}
        >
          {t('betslip.share.create')}
        </button>
      ) : null}
      <div aria-live="polite">
        {shared && link ? (
          <div className={styles.bookingCode}>
            <p>
              {t('betslip.share.code')}{' '}
              <strong className={styles.bookingCodeValue}>{shared.code}</strong>{' '}
              <span className={styles.hint}>
                {t('betslip.share.expires', { date: format.dateTime(shared.expiresAt) })}
              </span>
            </p>
            <div className={styles.bookingLink}>
              <input
                className={styles.bookingLinkInput}
                readOnly
                value={link}
                aria-label={t('betslip.share.linkLabel')}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button
                type="button"
                className={cx(buttonStyles.root, buttonStyles.secondary)}
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText(link)
                    .then(() => setCopied(true))
                    .catch(() => setCopied(false));
                }}
              >
                {copied ? t('betslip.share.copied') : t('betslip.share.copy')}
              </button>
            </div>
          </div>
        ) : null}
        {share.error ? (
          <p className={styles.betError}>
            {share.error instanceof ApiRequestError && share.error.status === 422
              ? t('betslip.share.nothingLeft')
              : t('api.error.generic')}
          </p>
        ) : null}
      </div>

      <form className={styles.bookingForm} onSubmit={onLoad} noValidate>
        <label htmlFor={inputId} className={styles.bookingLabel}>
          {t('betslip.share.codeLabel')}
        </label>
        <input
          id={inputId}
          className={styles.bookingInput}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_CODE_INPUT}
          disabled={busy}
          aria-invalid={notice !== null && !notice.ok ? true : undefined}
          aria-describedby={notice !== null ? noticeId : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button
          type="submit"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          disabled={load.isPending || busy}
        >
          {t('betslip.share.load')}
        </button>
      </form>
      {waiting ? (
        <div
          className={styles.bookingConfirm}
          role="group"
          aria-label={t('betslip.share.replaceTitle')}
        >
          <p>{translator.plural('betslip.share.replace', selections, { code: waiting.code })}</p>
          <div className={styles.bookingActions}>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.primary)}
              onClick={() => apply(waiting)}
            >
              {t('betslip.share.replaceConfirm')}
            </button>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              onClick={() => setWaiting(null)}
            >
              {t('betslip.share.keep')}
            </button>
          </div>
        </div>
      ) : null}
      <p id={noticeId} className={notice?.ok ? styles.hint : styles.betError} aria-live="polite">
        {notice?.text ?? ''}
      </p>
    </div>
  );
}
