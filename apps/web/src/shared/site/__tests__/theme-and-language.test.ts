/**
 * The brand's theme as design tokens, the no-flash boot script's choice, and language links
 * (spec shell §2, §9).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathInLanguage } from '../language-links';
import { THEME_STORAGE_KEY, applyThemeChoice, themeBootScript, themeStylesheet } from '../theme';

const runBoot = (brandDefault: 'light' | 'dark', search = '') => {
  window.history.replaceState(null, '', `/en${search}`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the exact inline script the page runs
  const boot = new Function(themeBootScript(brandDefault)) as () => void;
  boot();
  return document.documentElement.dataset;
};

const prefersDark = (dark: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: dark && query.includes('dark'), media: query })),
  );

describe('theme', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("writes the brand's tokens, dark ones under data-theme=dark, and drops unsafe entries", () => {
    const css = themeStylesheet({
      light: { 'c-primary': '#0a6e43', 'bad name': 'red', 'c-x': 'red;}body{display:none' },
      dark: { 'c-primary': '#3ddc97' },
    });
    expect(css).toBe(
      'html:root{--c-primary:#0a6e43;}html:root[data-theme="dark"]{--c-primary:#3ddc97;color-scheme:dark;}',
    );
  });

  it("opens in the brand's default with nothing stored", () => {
    prefersDark(false);
    expect(runBoot('dark').theme).toBe('dark');
    expect(runBoot('light').theme).toBe('light');
  });

  it('follows the stored choice, and the theme query flag stores a new one', () => {
    prefersDark(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(runBoot('light').theme).toBe('dark');
    expect(runBoot('dark', '?theme=light').theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    // An unknown flag value changes nothing.
    expect(runBoot('dark', '?theme=purple').theme).toBe('light');
  });

  it("'system' follows the browser's scheme", () => {
    prefersDark(true);
    expect(runBoot('light', '?theme=system')).toMatchObject({
      theme: 'dark',
      themeChoice: 'system',
    });
    prefersDark(false);
    applyThemeChoice('system');
    expect(document.documentElement.dataset.theme).toBe('light');
    applyThemeChoice('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});

describe('pathInLanguage', () => {
  it('replaces the locale segment or prefixes one', () => {
    expect(pathInLanguage('/en/sports/240-FOOT', 'es')).toBe('/es/sports/240-FOOT');
    expect(pathInLanguage('/en', 'de')).toBe('/de');
    expect(pathInLanguage('/sports', 'tr')).toBe('/tr/sports');
    expect(pathInLanguage('/english/x', 'pt')).toBe('/pt/english/x');
  });
});
