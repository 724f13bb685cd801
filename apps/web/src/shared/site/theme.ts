import type { ChannelSettings } from '@touchline/contract';
import { storageKey } from '../storage/storage-key';

/**
 * The brand's colours as the page's design tokens, and the choice of light, dark or the
 * browser's scheme (spec shell §9: the theme is stored under its own key; dark and light map to
 * dark and light, anything else follows the system). The `theme` query flag (shell §2) sets the
 * choice; with nothing stored the brand's default applies (decision: a dark brand opens dark).
 */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = storageKey('theme');

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** A token name is safe to write into CSS (the platform's schema allows only these). */
const TOKEN = /^[a-z][a-z0-9-]{0,48}$/;
const VALUE = /^[#(),.%\sA-Za-z0-9-]+$/;

function declarations(tokens: Readonly<Record<string, string>>): string {
  return Object.entries(tokens)
    .filter(([name, value]) => TOKEN.test(name) && VALUE.test(value))
    .map(([name, value]) => `--${name}:${value};`)
    .join('');
}

/**
 * The stylesheet of the brand's colour theme: light on the root, dark under data-theme="dark".
 * `html:root` outranks globals.css's `:root` defaults wherever the two stylesheets end up.
 */
export function themeStylesheet(colorTheme: ChannelSettings['color_theme']): string {
  return (
    `html:root{${declarations(colorTheme.light)}}` +
    `html:root[data-theme="dark"]{${declarations(colorTheme.dark)}color-scheme:dark;}`
  );
}

/**
 * Runs before the first paint (inline in <head>), so the page never flashes the wrong theme:
 * the `theme` query flag (stored), else the stored choice, else the brand's default; `system`
 * follows prefers-color-scheme.
 */
export function themeBootScript(brandDefault: 'light' | 'dark'): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  const fallback = JSON.stringify(brandDefault);
  return `(function(){try{var k=${key},q=new URLSearchParams(location.search).get('theme'),c=q;if(c==='light'||c==='dark'||c==='system'){localStorage.setItem(k,c)}else{c=localStorage.getItem(k)}if(c!=='light'&&c!=='dark'&&c!=='system'){c=${fallback}}var d=c==='dark'||(c==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.dataset.theme=d?'dark':'light';document.documentElement.dataset.themeChoice=c}catch(e){}})();`;
}

/** The window event told after a choice is applied (so every reader of the choice agrees). */
export const THEME_CHOICE_EVENT = 'touchline:theme-choice';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemIsDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/**
 * Applies a choice now and stores it (the theme switch, the settings panel, the embedding host),
 * then tells every listener (`subscribeThemeChoice`).
 */
export function applyThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage may be unavailable (private mode): the choice still applies to this page.
  }
  const dark = choice === 'dark' || (choice === 'system' && systemIsDark());
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.dataset.themeChoice = choice;
  window.dispatchEvent(new CustomEvent<ThemeChoice>(THEME_CHOICE_EVENT, { detail: choice }));
}

/**
 * Calls `listener` after every applied choice, and — while the choice is `system` — when the
 * browser's scheme changes (the page follows it). Returns the unsubscribe.
 */
export function subscribeThemeChoice(listener: () => void): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onScheme = () => {
    if (document.documentElement.dataset.themeChoice !== 'system') return;
    document.documentElement.dataset.theme = systemIsDark() ? 'dark' : 'light';
    listener();
  };
  // A stand-in matchMedia (tests, old browsers) may not take listeners.
  const watchScheme = typeof media?.addEventListener === 'function';
  window.addEventListener(THEME_CHOICE_EVENT, listener);
  if (watchScheme) media.addEventListener('change', onScheme);
  return () => {
    window.removeEventListener(THEME_CHOICE_EVENT, listener);
    if (watchScheme) media.removeEventListener('change', onScheme);
  };
}

/** The choice in force on this page (set by the boot script), or the brand's default. */
export function currentThemeChoice(brandDefault: 'light' | 'dark'): ThemeChoice {
  const value =
    typeof document === 'undefined' ? null : document.documentElement.dataset.themeChoice;
  return isThemeChoice(value) ? value : brandDefault;
}
