import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  catalogueOf,
  CATALOGUE_IDS,
  createTranslator,
  interpolate,
  isTranslationsMode,
  localeOf,
  missingKeys,
  placeholderMismatches,
  placeholdersOf,
  resCodeTextKey,
  toastTextKey,
  translationReport,
  translatorFor,
  type TranslationCatalogue,
} from '../translate';

const english: TranslationCatalogue = {
  'betslip.placeBet': 'Place Bet',
  'betslip.maxBets': 'You can add at most {max} selections',
  'betslip.stakeFor': 'Stake for {selection}',
  'mybets.count.one': '{count} open bet',
  'mybets.count.other': '{count} open bets',
  'shell.header.login': 'Login',
};

const spanish: TranslationCatalogue = {
  'betslip.placeBet': 'Realizar apuesta',
  'betslip.maxBets': 'Puedes añadir como máximo {max} selecciones',
  'mybets.count.one': '{count} apuesta abierta',
  'mybets.count.other': '{count} apuestas abiertas',
  'shell.header.login': '   ',
};

describe('localeOf and catalogueOf (spec shell §9: default en, fallback language header en-GB)', () => {
  it('maps each shipped route segment to its BCP-47 locale and catalogue', () => {
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('es')).toBe('es-ES');
    expect(localeOf('pt')).toBe('pt-BR');
    expect(localeOf('de')).toBe('de-DE');
    expect(localeOf('tr')).toBe('tr-TR');
    expect(catalogueOf('pt')).toBe('pt-BR');
    expect(catalogueOf('de')).toBe('de');
  });

  it('reads a language tag or an upper-case segment by its primary language', () => {
    expect(localeOf('pt-BR')).toBe('pt-BR');
    expect(localeOf('PT')).toBe('pt-BR');
    expect(localeOf('de_AT')).toBe('de-DE');
    expect(catalogueOf('pt-PT')).toBe('pt-BR');
  });

  it('formats and translates a language the site does not ship as English (en-GB)', () => {
    expect(localeOf('fr')).toBe('en-GB');
    expect(localeOf('')).toBe('en-GB');
    expect(catalogueOf('fr')).toBe('en');
  });

  it('lists the five catalogues, English first', () => {
    expect(CATALOGUE_IDS).toEqual(['en', 'es', 'pt-BR', 'de', 'tr']);
  });
});

describe('createTranslator', () => {
  const t = createTranslator({ locale: 'es-ES', catalogue: spanish, fallback: english });

  it("uses the player's language when it has the key", () => {
    expect(t.t('betslip.placeBet')).toBe('Realizar apuesta');
    expect(t.resolve('betslip.placeBet')).toEqual({
      source: 'catalogue',
      text: 'Realizar apuesta',
    });
  });

  it('falls back to English for a missing or blank key, then to the key itself', () => {
    expect(t.t('betslip.stakeFor', { selection: 'Arsenal' })).toBe('Stake for Arsenal');
    expect(t.resolve('shell.header.login')).toEqual({ source: 'fallback', text: 'Login' });
    expect(t.t('no.such.key')).toBe('no.such.key');
    expect(t.resolve('no.such.key').source).toBe('key');
  });

  it('never reads keys from the object prototype', () => {
    expect(t.t('constructor')).toBe('constructor');
    expect(t.t('toString')).toBe('toString');
  });

  it('fills placeholders, writing numbers in the locale', () => {
    expect(t.t('betslip.maxBets', { max: 15 })).toBe('Puedes añadir como máximo 15 selecciones');
    const de = createTranslator({ locale: 'de-DE', catalogue: {}, fallback: english });
    expect(de.t('betslip.maxBets', { max: 12345 })).toBe('You can add at most 12.345 selections');
  });

  it('picks the plural form by the locale and fills {count}', () => {
    expect(t.plural('mybets.count', 1)).toBe('1 apuesta abierta');
    expect(t.plural('mybets.count', 3)).toBe('3 apuestas abiertas');
    // Spanish has a `many` category for a million; without a `.many` text, `.other` is used.
    expect(t.plural('mybets.count', 1_000_000)).toBe('1.000.000 apuestas abiertas');
  });

  it('counts Brazilian Portuguese 0 as singular (CLDR pt: i = 0..1)', () => {
    const pt = createTranslator({
      locale: 'pt-BR',
      catalogue: { 'x.one': '{count} aposta', 'x.other': '{count} apostas' },
      fallback: english,
    });
    expect(pt.plural('x', 0)).toBe('0 aposta');
    expect(pt.plural('x', 2)).toBe('2 apostas');
  });

  it('falls back to the English plural forms by English rules, then to the key', () => {
    const tr = createTranslator({ locale: 'tr-TR', catalogue: {}, fallback: english });
    expect(tr.plural('mybets.count', 1)).toBe('1 open bet');
    expect(tr.plural('mybets.count', 2)).toBe('2 open bets');
    expect(tr.plural('nothing.here', 2)).toBe('nothing.here');
  });

  it('builds the translator of a route segment from catalogues by id', () => {
    const pt = translatorFor('pt', {
      en: english,
      'pt-BR': { 'betslip.placeBet': 'Fazer aposta' },
    });
    expect(pt.locale).toBe('pt-BR');
    expect(pt.t('betslip.placeBet')).toBe('Fazer aposta');
    expect(pt.t('shell.header.login')).toBe('Login');
    const fr = translatorFor('fr', { en: english });
    expect(fr.t('betslip.placeBet')).toBe('Place Bet');
  });
});

describe('interpolate', () => {
  it('leaves a placeholder without a value visible, and inserts values verbatim', () => {
    expect(interpolate('{a} and {b}', { a: 'x' }, 'en-GB')).toBe('x and {b}');
    expect(interpolate('{a}', { a: '{b}' }, 'en-GB')).toBe('{b}');
    expect(interpolate('{a} {a}', { a: 1.5 }, 'de-DE')).toBe('1,5 1,5');
    expect(interpolate('{a}', { a: 10n ** 20n }, 'en-GB')).toBe('100,000,000,000,000,000,000');
    expect(interpolate('{a}', { a: Number.NaN }, 'en-GB')).toBe('NaN');
    expect(interpolate('{ a } {1a}', { a: 'x' }, 'en-GB')).toBe('{ a } {1a}');
  });

  const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/);
  const braceFree = fc.string({ maxLength: 12 }).filter((s) => !/[{}]/.test(s));

  it('never leaves a placeholder that had a value (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(braceFree, name), { maxLength: 6 }),
        fc.dictionary(name, braceFree),
        (parts, params) => {
          const template = parts.map(([text, n]) => `${text}{${n}}`).join('');
          const out = interpolate(template, params, 'en-GB');
          for (const key of Object.keys(params)) expect(out).not.toContain(`{${key}}`);
          // Placeholders without a value are all still there.
          const unfilled = parts.map(([, n]) => n).filter((n) => !Object.hasOwn(params, n));
          expect(placeholdersOf(out)).toEqual([...new Set(unfilled)].sort());
        },
      ),
    );
  });

  it('fills exactly the placeholders it has values for (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 5 }), braceFree, (names, v) => {
        const template = names.map((n) => `<{${n}}>`).join('');
        const [first, ...rest] = names;
        const out = interpolate(template, { [first ?? '']: v }, 'en-GB');
        expect(out).toBe([`<${v}>`, ...rest.map((n) => `<{${n}}>`)].join(''));
        expect(placeholdersOf(out)).toEqual([...rest].sort());
      }),
    );
  });
});

describe('the fallback chain (property)', () => {
  const key = fc.constantFrom('a.b', 'a.c', 'b.d', 'c.e', 'constructor');
  const text = fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ minLength: 1 }));
  const catalogue = fc.dictionary(key, text);

  it("gives the language's text, else English's, else the key; never a blank", () => {
    fc.assert(
      fc.property(catalogue, catalogue, key, (own, en, k) => {
        const t = createTranslator({ locale: 'en-GB', catalogue: own, fallback: en });
        const usable = (c: Record<string, string>) => {
          const v = Object.hasOwn(c, k) ? c[k] : undefined;
          return v !== undefined && v.trim() !== '' ? v : undefined;
        };
        const expected = usable(own) ?? usable(en) ?? k;
        expect(t.resolve(k).text).toBe(expected);
        expect(t.resolve(k).text.trim()).not.toBe('');
      }),
    );
  });
});

describe('catalogue checks', () => {
  it('missingKeys lists English keys absent or blank in the other catalogue, in order', () => {
    expect(missingKeys(english, spanish)).toEqual(['betslip.stakeFor', 'shell.header.login']);
    expect(missingKeys(english, english)).toEqual([]);
  });

  it('placeholderMismatches compares the sets of placeholder names', () => {
    expect(
      placeholderMismatches(english, {
        'betslip.maxBets': 'Máximo {maximum}',
        'betslip.stakeFor': '{selection} {selection}: importe',
        'mybets.count.one': 'una apuesta abierta',
      }),
    ).toEqual([
      { key: 'betslip.maxBets', expected: ['max'], actual: ['maximum'] },
      { key: 'mybets.count.one', expected: ['count'], actual: [] },
    ]);
  });

  it('translationReport says what mode=translations prints', () => {
    const report = translationReport(english, { ...spanish, 'betslip.oldKey': 'viejo' });
    expect(report.missing).toEqual(['betslip.stakeFor', 'shell.header.login']);
    expect(report.unknown).toEqual(['betslip.oldKey']);
    expect(report.placeholderMismatches).toEqual([]);
    expect(report.coverage).toBeCloseTo(4 / 6);
    expect(translationReport({}, {}).coverage).toBe(1);
  });

  it('isTranslationsMode reads the mode=translations query flag (spec shell §2)', () => {
    expect(isTranslationsMode('?mode=translations')).toBe(true);
    expect(isTranslationsMode('embedded=true&mode=translations')).toBe(true);
    expect(isTranslationsMode('?mode=other')).toBe(false);
    expect(isTranslationsMode('')).toBe(false);
  });
});

describe('catalogue keys of spec codes', () => {
  it('maps login toasts to login.error.{code} and the others to toast.{key}', () => {
    expect(toastTextKey('login-error-INT003')).toBe('login.error.INT003');
    expect(toastTextKey('login-error-401')).toBe('login.error.401');
    expect(toastTextKey('error-500')).toBe('toast.error-500');
    expect(toastTextKey('choice-saved')).toBe('toast.choice-saved');
  });

  it('maps a RES code to res.{code}', () => {
    expect(resCodeTextKey('RES-00034')).toBe('res.RES-00034');
  });
});
