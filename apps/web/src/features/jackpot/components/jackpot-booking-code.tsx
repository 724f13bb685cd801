'use client';

import type { JackpotSlipPick } from '@touchline/betting';
import type { ActiveJackpot } from '@touchline/contract';
import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../shared/api/api-error';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useT } from '../../../shared/site/site-context';
import buttonStyles from '../../../shared/ui/button.module.css';
import { cx } from '../../../shared/ui/cx';
import { useCreateJackpotCode, useLoadJackpotCode } from '../api/jackpot-booking-code';
import { buildJackpotSlip } from '../api/place-jackpot';
import { useJackpotPicksStore } from '../store/jackpot-picks-store';
import { useJackpotErrorText } from './use-jackpot-error-text';
import styles from './jackpot-betslip.module.css';

/**
 * A code's form is the platform's rule (contract BookingCodeParams, which the first load does not
 * carry): the web only refuses an empty or over-long entry, and words the platform's refusal.
 */
const MAX_CODE_INPUT = 16;

/**
 * Share a jackpot slip by booking code (spec betting-domain §7 jackpot retailcodes): book the
 * complete slip and show its code; or type a code and get its picks back on this slip.
 */
export function JackpotBookingCode({
  jackpot,
  picks,
  complete,
}: {
  readonly jackpot: ActiveJackpot;
  readonly picks: readonly JackpotSlipPick[];
  readonly complete: boolean;
}) {
  const t = useT();
  const format = useLocaleFormat();
  const errorText = useJackpotErrorText();
  const dispatch = useJackpotPicksStore((store) => store.dispatch);
  const create = useCreateJackpotCode();
  const load = useLoadJackpotCode();
  const [code, setCode] = useState('');
  const [loadMessage, setLoadMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const inputId = useId();
  const messageId = useId();

  const onLoad = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (typed === '' || typed.length > MAX_CODE_INPUT) {
      setLoadMessage({ ok: false, text: t('jackpot.share.invalid') });
      return;
    }
    setLoadMessage(null);
    load.mutate(typed, {
      onSuccess: (loaded) => {
        if (loaded.jackpotId !== jackpot.jackpotId) {
          setLoadMessage({ ok: false, text: t('jackpot.share.otherJackpot') });
          return;
        }
        dispatch({
          type: 'jackpotSlipLoaded',
          jackpotId: jackpot.jackpotId,
          singles: loaded.singles,
        });
        setLoadMessage({ ok: true, text: t('jackpot.share.loaded') });
      },
      onError: (error) => {
        const status = error instanceof ApiRequestError ? error.status : 0;
        const text =
          status === 400
            ? t('jackpot.share.invalid')
            : status === 404
              ? t('jackpot.share.notFound')
              : errorText('', '', error);
        setLoadMessage({ ok: false, text });
      },
    });
  };

  return (
    <div className={styles.share}>
      <div aria-live="polite">
        {create.data && complete ? (
          <p className={styles.code}>
            {t('jackpot.share.code', { code: create.data.code })}{' '}
            <span className={styles.codeExpiry}>
              {t('jackpot.share.expires', { date: format.dateTime(create.data.expiresAt) })}
            </span>
          </p>
        ) : null}
        {create.error ? <p className={styles.error}>{errorText('', '', create.error)}</p> : null}
      </div>
      {complete ? (
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          disabled={create.isPending}
          onClick={() => create.mutate(buildJackpotSlip(jackpot, picks))}
        >
          {t('jackpot.share.create')}
        </button>
      ) : null}
      <form className={styles.loadForm} onSubmit={onLoad} noValidate>
        <label htmlFor={inputId} className={styles.loadLabel}>
          {t('jackpot.share.codeLabel')}
        </label>
        <input
          id={inputId}
          className={styles.loadInput}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_CODE_INPUT}
          aria-invalid={loadMessage !== null && !loadMessage.ok ? true : undefined}
          aria-describedby={loadMessage !== null ? messageId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="submit"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          disabled={load.isPending}
        >
          {t('jackpot.share.load')}
        </button>
      </form>
      <p id={messageId} className={loadMessage?.ok ? styles.note : styles.error} aria-live="polite">
        {loadMessage?.text ?? ''}
      </p>
    </div>
  );
}
