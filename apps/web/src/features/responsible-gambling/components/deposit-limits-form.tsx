'use client';

import {
  currencyDisplayDecimals,
  formatAmount,
  minorToMajor,
  parseDisplayAmount,
} from '@touchline/betting';
import { DEPOSIT_LIMIT_PERIODS, type DepositLimitPeriod, type Translator } from '@touchline/site';
import type { DepositLimit, DepositLimits } from '@touchline/contract';
import { useId, useState, type FormEvent } from 'react';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useLocaleFormat, type LocaleFormat } from '../../../shared/format/use-locale-format';
import { wireAmountToMinor } from '../../../shared/format/wire-money';
import { useT } from '../../../shared/site/site-context';
import { useDepositLimits } from '../api/get-deposit-limits';
import { useSetDepositLimits, type DepositLimitsChange } from '../api/set-deposit-limits';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import formsStyles from './forms.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import { cx } from '../../../shared/ui/cx';

/** The limit as the player types it (display units, the stake fields' digits), empty for none. */
function limitText(limit: number | null, currency: string): string {
  if (limit === null) return '';
  const minor = wireAmountToMinor(limit, currency);
  return minor === null ? String(limit) : formatAmount(minor, currency).replace(/,/g, '');
}

type Parsed = { ok: true; major: number | null } | { ok: false; message: string };

function parseLimit(text: string, currency: string, t: Translator['t']): Parsed {
  if (text.trim() === '') return { ok: true, major: null };
  const minor = parseDisplayAmount(text, currency);
  if (minor === null || minor <= 0) {
    const decimals = currencyDisplayDecimals(currency);
    return {
      ok: false,
      message:
        decimals === 0
          ? t('rg.depositLimits.wholeOrEmpty', { currency })
          : t('rg.depositLimits.decimalsOrEmpty', { currency, decimals }),
    };
  }
  return { ok: true, major: minorToMajor(minor, currency) };
}

/** What a saved change did, in words (a decrease applies now, an increase after 24 hours). */
function outcomeText(
  period: DepositLimitPeriod,
  requested: number | null,
  limits: DepositLimits,
  t: Translator['t'],
  format: LocaleFormat,
) {
  const entry = limits.limits.find((l) => l.period === period);
  if (!entry) return null;
  if (entry.pending && entry.pending.limit === requested) {
    return requested === null
      ? t(`rg.depositLimits.willBeRemoved.${period}`)
      : t(`rg.depositLimits.willChange.${period}`, {
          amount: format.wireMoney(requested, limits.currency),
        });
  }
  return entry.limit === null
    ? t(`rg.depositLimits.removed.${period}`)
    : t(`rg.depositLimits.isNow.${period}`, {
        amount: format.wireMoney(entry.limit, limits.currency),
      });
}

/**
 * Deposit limits (responsible gambling): daily, weekly and monthly, each with what is
 * used and left, and any pending increase with the time it applies. Only the fields the player
 * changed are sent; empty removes a limit.
 */
export function DepositLimitsForm() {
  const t = useT();
  const errorText = useErrorText();
  const { data, isPending, isError, error } = useDepositLimits(true);
  if (isPending) return <p className={panelStyles.loading}>{t('rg.depositLimits.loading')}</p>;
  if (isError) {
    return (
      <p className={formStyles.formError} role="alert">
        {errorText(error)}
      </p>
    );
  }
  return <LimitsEditor limits={data} />;
}

function LimitsEditor({ limits }: { readonly limits: DepositLimits }) {
  const t = useT();
  const format = useLocaleFormat();
  const errorText = useErrorText();
  const { currency } = limits;
  const save = useSetDepositLimits();
  const byPeriod = new Map(limits.limits.map((l) => [l.period, l]));
  const [texts, setTexts] = useState<Record<DepositLimitPeriod, string>>(() => ({
    daily: limitText(byPeriod.get('daily')?.limit ?? null, currency),
    weekly: limitText(byPeriod.get('weekly')?.limit ?? null, currency),
    monthly: limitText(byPeriod.get('monthly')?.limit ?? null, currency),
  }));
  const [dirty, setDirty] = useState<ReadonlySet<DepositLimitPeriod>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<DepositLimitPeriod, string>>>({});
  const [outcome, setOutcome] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const change: DepositLimitsChange = {};
    const nextErrors: Partial<Record<DepositLimitPeriod, string>> = {};
    for (const period of dirty) {
      const parsed = parseLimit(texts[period], currency, t);
      if (parsed.ok) change[period] = parsed.major;
      else nextErrors[period] = parsed.message;
    }
    setErrors(nextErrors);
    setOutcome([]);
    setFailure(null);
    if (Object.keys(nextErrors).length > 0) return;
    const periods = Object.keys(change) as DepositLimitPeriod[];
    if (periods.length === 0) {
      setOutcome([t('rg.depositLimits.nothingToSave')]);
      return;
    }
    try {
      const saved = await save.mutateAsync(change);
      setDirty(new Set());
      setOutcome(
        periods
          .map((p) => outcomeText(p, change[p] ?? null, saved, t, format))
          .filter((t): t is string => t !== null),
      );
    } catch (e) {
      setFailure(errorText(e));
    }
  };

  return (
    <section className={panelStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={panelStyles.panelTitle}>
        {t('rg.depositLimits.title')}
      </h2>
      <p className={panelStyles.muted}>{t('rg.depositLimits.intro')}</p>
      <form
        className={formsStyles.limitsForm}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        {DEPOSIT_LIMIT_PERIODS.map((period) => (
          <LimitField
            key={period}
            period={period}
            currency={currency}
            entry={byPeriod.get(period) ?? null}
            value={texts[period]}
            error={errors[period] ?? null}
            onChange={(value) => {
              setTexts((t) => ({ ...t, [period]: value }));
              setDirty((d) => new Set(d).add(period));
            }}
          />
        ))}
        <button
          type="submit"
          className={cx(buttonStyles.root, buttonStyles.primary)}
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {t('rg.depositLimits.save')}
        </button>
      </form>
      <div aria-live="polite">
        {outcome.length > 0 ? (
          <div className={panelStyles.confirmation} role="status">
            {outcome.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
      {failure ? (
        <p className={formStyles.formError} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}

interface LimitFieldProps {
  readonly period: DepositLimitPeriod;
  readonly currency: string;
  readonly entry: DepositLimit | null;
  readonly value: string;
  readonly error: string | null;
  readonly onChange: (value: string) => void;
}

function LimitField({ period, currency, entry, value, error, onChange }: LimitFieldProps) {
  const t = useT();
  const format = useLocaleFormat();
  const money = (major: number) => format.wireMoney(major, currency);
  const ids = { input: useId(), status: useId(), error: useId() };
  return (
    <div className={cx(formStyles.field, formsStyles.field)}>
      <label htmlFor={ids.input}>{t(`rg.depositLimits.${period}`, { currency })}</label>
      <input
        id={ids.input}
        name={period}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('rg.depositLimits.noLimitPlaceholder')}
        aria-invalid={error !== null}
        aria-describedby={`${ids.status} ${ids.error}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={ids.status} className={formStyles.fieldHint}>
        {entry === null || entry.limit === null
          ? t('rg.depositLimits.noLimitSet')
          : t(`rg.depositLimits.usage.${period}`, {
              limit: money(entry.limit),
              used: money(entry.used),
              left: money(entry.remaining ?? 0),
            })}
        {entry?.pending ? (
          <>
            {' '}
            <strong>
              {entry.pending.limit === null
                ? t('rg.depositLimits.pendingRemoval', {
                    date: format.dateTime(entry.pending.effectiveAt),
                  })
                : t('rg.depositLimits.pendingIncrease', {
                    amount: money(entry.pending.limit),
                    date: format.dateTime(entry.pending.effectiveAt),
                  })}
            </strong>
          </>
        ) : null}
      </p>
      <p id={ids.error} className={formStyles.fieldMessage} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
