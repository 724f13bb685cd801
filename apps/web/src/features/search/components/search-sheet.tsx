'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../../shared/site/site-context';
import { CloseIcon } from '../../../shared/ui/close-icon';
import { keepFocusInside } from '../../../shared/ui/focus-trap';
import { hidePageBehind } from '../../../shared/ui/hide-page-behind';
import { SearchCombobox } from './search-combobox';
import styles from './search.module.css';

/**
 * The phone's search (below 1024 px): a full-width modal sheet over the page with the search box
 * and its results. Close, Escape (once the box is empty) or choosing a result closes it; the
 * opener takes the focus back (HeaderSearch). Not the shared Modal: Escape first belongs to the box.
 */
export function SearchSheet({
  locale,
  onClose,
}: {
  readonly locale: string;
  readonly onClose: () => void;
}) {
  const t = useT();
  const sheetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    return hidePageBehind(sheet, { lockScroll: true });
  }, []);

  return createPortal(
    <div
      ref={sheetRef}
      className={styles.sheet}
      role="dialog"
      aria-modal="true"
      aria-label={t('search.open')}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        // The box takes Escape first (closing its popup, then clearing itself).
        if (event.key === 'Escape' && !event.defaultPrevented) onClose();
        else keepFocusInside(event, sheetRef.current);
      }}
    >
      <div className={styles.sheetBar}>
        <SearchCombobox locale={locale} variant="sheet" autoFocus onNavigate={onClose} />
        <button
          type="button"
          className={styles.sheetClose}
          aria-label={t('search.close')}
          onClick={onClose}
        >
          <CloseIcon size={22} />
        </button>
      </div>
    </div>,
    document.body,
  );
}
