/**
 * The shipped catalogues (config/i18n/*.json) against English and against the code: every key in
 * every language, the same placeholders, no blank or untranslated texts, and a key for every code
 * and enumeration the web shows (RES codes, login toasts, notifications, field messages, …).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BETSLIP_CREATION_ERROR,
  CLOSED_SELECTION_MESSAGE,
  JACKPOT_ERRORS,
  NAMED_DATE_FILTERS,
  NAMED_SYSTEM_BETS,
  PARTIAL_CASH_OUT_ERRORS,
  PERIOD_ABBREVIATIONS,
  RES_CODES,
  LEG_RESULTS,
  type StakeTextRejection,
} from '@touchline/betting';
import {
  DEPOSIT_LIMIT_PERIODS,
  FIELD_MESSAGES,
  LOGIN_RESPONSE_CODES,
  LOGOUT_REASONS,
  loginToastText,
  MOBILE_FOOTER_ITEMS,
  NOTIFICATIONS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_MESSAGES,
  PLAYER_LAYOUTS,
  PLAYER_ODDS_TYPES,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  UNKNOWN_NOTIFICATION_TEXT,
  type LoginToastKey,
} from '../../index';
import {
  CATALOGUE_IDS,
  FALLBACK_CATALOGUE,
  interpolate,
  missingKeys,
  placeholderMismatches,
  resCodeTextKey,
  SITE_LANGUAGES,
  toastTextKey,
  translationReport,
  type CatalogueId,
  type TranslationCatalogue,
} from '../translate';

const CATALOGUE_DIR = new URL('../../../../../config/i18n/', import.meta.url);

function readCatalogue(id: CatalogueId): TranslationCatalogue {
  const parsed: unknown = JSON.parse(readFileSync(new URL(`${id}.json`, CATALOGUE_DIR), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`config/i18n/${id}.json is not a JSON object`);
  }
  return parsed as TranslationCatalogue;
}

const catalogues = new Map(CATALOGUE_IDS.map((id) => [id, readCatalogue(id)] as const));
const english = catalogues.get(FALLBACK_CATALOGUE) ?? {};
const others = CATALOGUE_IDS.filter((id) => id !== FALLBACK_CATALOGUE);

/** Dot-separated segments of letters, digits, `_` and `-` (codes such as RES-00034 kept as is). */
const KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

/**
 * Keys whose text may be the same as English however long: names that are not translated.
 * Language names are written in their own language (autonyms) in every catalogue.
 */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set(
  Object.keys(SITE_LANGUAGES).map((language) => `language.name.${language}`),
);

const wordCount = (text: string) => text.trim().split(/\s+/).length;

describe('the catalogue files', () => {
  it('are exactly the shipped languages', () => {
    const files = readdirSync(CATALOGUE_DIR)
      .filter((name) => name.endsWith('.json'))
      .sort();
    expect(files).toEqual(CATALOGUE_IDS.map((id) => `${id}.json`).sort());
  });

  it.each(CATALOGUE_IDS)('%s is a flat map of well-formed keys to non-blank texts', (id) => {
    const catalogue = catalogues.get(id) ?? {};
    const bad = Object.entries(catalogue).filter(
      ([key, text]) => !KEY.test(key) || typeof text !== 'string' || text.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it('English has several hundred keys, and every counted text both .one and .other', () => {
    const keys = Object.keys(english);
    expect(keys.length).toBeGreaterThan(300);
    const lonely = keys.filter(
      (key) => key.endsWith('.one') && !Object.hasOwn(english, `${key.slice(0, -4)}.other`),
    );
    expect(lonely).toEqual([]);
  });
});

describe.each(others)('%s against English', (id) => {
  const catalogue = catalogues.get(id) ?? {};

  it('has every English key', () => {
    expect(missingKeys(english, catalogue)).toEqual([]);
  });

  it('has no key English lacks', () => {
    expect(translationReport(english, catalogue).unknown).toEqual([]);
  });

  it('keeps exactly the placeholders of each English text', () => {
    expect(placeholderMismatches(english, catalogue)).toEqual([]);
  });

  it('translates every text longer than three words', () => {
    const untranslated = Object.keys(english).filter((key) => {
      const text = english[key] ?? '';
      return !SAME_AS_ENGLISH_ALLOWED.has(key) && wordCount(text) > 3 && catalogue[key] === text;
    });
    expect(untranslated).toEqual([]);
  });

  it('leaves mode=translations nothing to report', () => {
    expect(translationReport(english, catalogue).coverage).toBe(1);
  });
});

/** Every stake-text rejection of packages/betting, checked at compile time to be complete. */
const STAKE_TEXT_REJECTIONS = Object.keys({
  tooLong: true,
  leadingDoubleZero: true,
  loneDot: true,
  secondDot: true,
  tooManyDecimals: true,
  decimalNotAllowed: true,
  noWholePart: true,
  notNumeric: true,
  tooLarge: true,
} satisfies Record<StakeTextRejection, true>);

/** Every login toast of spec shell §8. */
const LOGIN_TOAST_KEYS: readonly LoginToastKey[] = [
  ...Object.keys(LOGIN_RESPONSE_CODES).map((code) => `login-error-${code}` as const),
  'login-error-401',
  'login-error-402',
  'login-error-403',
  'error-400',
  'error-404',
  'error-500',
  'something-went-wrong',
  'error-invalid-login-credentials',
];

describe('English has a key for everything the code shows', () => {
  const expectKeys = (keys: readonly string[]) =>
    expect(keys.filter((key) => !Object.hasOwn(english, key))).toEqual([]);

  it('every betslip response code (betting-domain §8)', () => {
    expectKeys(Object.keys(RES_CODES).map(resCodeTextKey));
  });

  it('every login toast and notification (shell §8)', () => {
    expectKeys(LOGIN_TOAST_KEYS.map(toastTextKey));
    expectKeys(Object.keys(NOTIFICATIONS).map(toastTextKey));
    expectKeys(['toast.notification-does-not-exist', 'toast.betslip-creation-error']);
  });

  it('every validation message and stake rejection (shell §5, betting-domain §5)', () => {
    expectKeys(Object.keys(FIELD_MESSAGES).map((k) => `validation.field.${k}`));
    expectKeys(STAKE_TEXT_REJECTIONS.map((k) => `validation.stake.${k}`));
    expectKeys(Object.keys(PASSWORD_POLICY_MESSAGES).map((k) => `validation.password.${k}`));
  });

  it('every setting, logout reason, period, system bet and footer item', () => {
    expectKeys(PLAYER_ODDS_TYPES.map((k) => `settings.oddsType.${k}`));
    expectKeys(PLAYER_LAYOUTS.map((k) => `settings.layout.${k}`));
    expectKeys(LOGOUT_REASONS.map((k) => `logout.reason.${k}`));
    expectKeys(PERIOD_ABBREVIATIONS.map((k) => `live.period.${k}`));
    expectKeys(NAMED_DATE_FILTERS.map((k) => `dateFilter.${k}`));
    expectKeys(Object.keys(NAMED_SYSTEM_BETS).map((k) => `betslip.system.${k}`));
    expectKeys(LEG_RESULTS.map((k) => `mybets.status.${k}`));
    expectKeys(Object.keys(JACKPOT_ERRORS).map((k) => `jackpot.error.${k}`));
    expectKeys(Object.keys(PARTIAL_CASH_OUT_ERRORS).map((k) => `cashout.${k}`));
    expectKeys(MOBILE_FOOTER_ITEMS.map((k) => `shell.footerBar.${k}`));
    expectKeys(TIME_OUT_PERIODS.map((k) => `rg.timeOut.period.${k}`));
    expectKeys(SELF_EXCLUSION_PERIODS.map((k) => `rg.selfExclusion.period.${k}`));
    expectKeys(DEPOSIT_LIMIT_PERIODS.map((k) => `rg.depositLimits.${k}`));
    expectKeys(Object.keys(SITE_LANGUAGES).map((k) => `language.name.${k}`));
  });
});

describe('English says what the code says today', () => {
  const en = (key: string, params?: Record<string, string | number>) =>
    interpolate(english[key] ?? key, params, 'en-GB');

  it('the login toasts and notifications', () => {
    for (const key of LOGIN_TOAST_KEYS) expect(en(toastTextKey(key))).toBe(loginToastText(key));
    for (const [key, { text }] of Object.entries(NOTIFICATIONS)) {
      expect(en(toastTextKey(key))).toBe(text);
    }
    expect(en('toast.notification-does-not-exist')).toBe(UNKNOWN_NOTIFICATION_TEXT);
  });

  it("the spec's exact field messages and betslip texts", () => {
    for (const [key, text] of Object.entries(FIELD_MESSAGES)) {
      expect(en(`validation.field.${key}`)).toBe(text);
    }
    expect(en('betslip.selectionClosed')).toBe(CLOSED_SELECTION_MESSAGE);
    expect(en('toast.betslip-creation-error')).toBe(BETSLIP_CREATION_ERROR.title);
    expect(en('toast.betslip-creation-error-reference', { reference: 'abc' })).toBe(
      `${BETSLIP_CREATION_ERROR.referenceLabel} abc`,
    );
  });

  it('the cash-out, jackpot and password messages', () => {
    for (const [key, text] of Object.entries(PARTIAL_CASH_OUT_ERRORS)) {
      expect(en(`cashout.${key}`)).toBe(text);
    }
    for (const [key, text] of Object.entries(JACKPOT_ERRORS)) {
      expect(en(`jackpot.error.${key}`)).toBe(text);
    }
    const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
    for (const [key, text] of Object.entries(PASSWORD_POLICY_MESSAGES)) {
      expect(en(`validation.password.${key}`, limits)).toBe(text);
    }
  });
});
