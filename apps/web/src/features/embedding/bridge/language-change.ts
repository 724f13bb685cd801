import { storageKey } from '../../../shared/storage/storage-key';

/**
 * spec shell §7 `language`: sent when the site's language changes. A change of language loads
 * the page again under another locale segment, so the language the frame last showed is kept for
 * the tab and compared with the new page's.
 */
export const LAST_LOCALE_STORAGE_KEY = storageKey('embed-locale');

/** Records the page's locale; true when the frame showed another language before. */
export function recordLocale(storage: Storage | null, locale: string): boolean {
  try {
    const previous = storage?.getItem(LAST_LOCALE_STORAGE_KEY) ?? null;
    storage?.setItem(LAST_LOCALE_STORAGE_KEY, locale);
    return previous !== null && previous !== locale;
  } catch {
    return false;
  }
}
