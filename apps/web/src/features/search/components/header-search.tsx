'use client';

import { SHELL_SIZES } from '@touchline/site';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/site/site-context';
import { SearchCombobox } from './search-combobox';
import { SearchIcon } from './search-icon';
import { lazyComponent, usePreloadWhenIdle } from '../../../shared/ui/lazy-component';
import styles from './search.module.css';

/** The phone's search sheet: fetched when the page is idle, or on the first open. */
const SearchSheet = lazyComponent<{ readonly locale: string; readonly onClose: () => void }>(() =>
  import('./search-sheet').then((m) => m.SearchSheet),
);

const DESKTOP_QUERY = `(min-width: ${SHELL_SIZES.desktopMinViewportWidthPx}px)`;

/** Whether a key press was typed into something editable (where `/` is just a character). */
function typedIntoField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * The header's search (issue 12): the search box on desktop (from 1024 px); below, a search
 * button opening a full-width sheet. `/` anywhere outside a field goes to it. Both are in the
 * page and CSS shows the one that fits, so the header does not change once the page is hydrated.
 */
export function HeaderSearch({ locale }: { readonly locale: string }) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  usePreloadWhenIdle(SearchSheet);
  // Where the focus was when the sheet opened (the search button, or the page for `/`).
  const openerRef = useRef<HTMLElement | null>(null);
  const openSheet = () => {
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSheetOpen(true);
  };
  const closeSheet = () => {
    setSheetOpen(false);
    if (openerRef.current?.isConnected) openerRef.current.focus();
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || typedIntoField(event.target)) return;
      event.preventDefault();
      const desktop = typeof window.matchMedia === 'function' && matchMedia(DESKTOP_QUERY).matches;
      if (desktop) inputRef.current?.focus();
      else openSheet();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <div className={styles.desktopOnly}>
        <SearchCombobox locale={locale} variant="inline" inputRef={inputRef} />
      </div>
      <button
        type="button"
        className={styles.phoneButton}
        aria-label={t('search.open')}
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        onClick={openSheet}
      >
        <SearchIcon size={22} />
      </button>
      {sheetOpen ? (
        <Suspense fallback={null}>
          <SearchSheet locale={locale} onClose={closeSheet} />
        </Suspense>
      ) : null}
    </>
  );
}
