'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../../src/shared/hydration/use-hydrated';
import { useT, useTranslator } from '../../../src/shared/site/site-context';
import { CloseIcon } from '../../../src/shared/ui/close-icon';
import { FOCUSABLE, keepFocusInside } from '../../../src/shared/ui/focus-trap';
import { hidePageBehind } from '../../../src/shared/ui/hide-page-behind';
import badgeStyles from '../../../src/shared/ui/badge.module.css';
import styles from './mobile-betslip.module.css';

/** Whether a phone's betslip sheet is up, and what moves it (the shell keeps the state). */
export interface MobileBetslipSheet {
  /** The sheet is over the page. */
  readonly shown: boolean;
  /** Bring the sheet up (the footer item, the peek bar). */
  readonly expand: () => void;
  /** Take it down to the peek bar (backdrop, Close, Escape): the slip keeps its bets. */
  readonly collapse: () => void;
}

/**
 * The phone's betslip sheet (spec betting-domain §2 Betslip screen): the sheet comes up when the
 * slip opens (its first selection) or when the player asks (the footer item, the peek bar), and
 * the player takes it down to a peek bar with the backdrop, Close or Escape — collapsing, which
 * clears the slip's expanded state (`onCollapsed`). The slip's closing (its last selection
 * removed) takes both away. `open` is the slip's `open` flag, `count` its selections.
 */
export function useMobileBetslipSheet({
  open,
  count,
  onCollapsed,
}: {
  readonly open: boolean;
  readonly count: number;
  readonly onCollapsed: () => void;
}): MobileBetslipSheet {
  // 'auto': up while the slip is open with a selection; 'up' / 'down': as the player put it. It
  // starts down: a slip brought back by a reload (or another tab) is not pushed over the page.
  const [mode, setMode] = useState<'auto' | 'up' | 'down'>('down');
  const hydrated = useHydrated();
  // The slip's open flag as last seen once the stored slip is read (null before).
  const [seen, setSeen] = useState<boolean | null>(null);
  if (hydrated && seen === null) {
    setSeen(open);
  } else if (seen !== null && open !== seen) {
    // The slip opening (a first selection) or closing (its last removed) hands back to 'auto'.
    setSeen(open);
    setMode('auto');
  }
  const shown = mode === 'up' || (mode === 'auto' && open && count > 0);
  return {
    shown,
    expand: () => setMode('up'),
    collapse: () => {
      setMode('down');
      onCollapsed();
    },
  };
}

/**
 * The sheet and its peek bar, portalled into `body` so the sheet can hide the page behind it.
 * `children` (the betslip) stays mounted while the sheet is down, so its pricing keeps the
 * slip current; it is only hidden. The peek bar sits above the footer bar.
 */
export function MobileBetslip({
  sheet,
  count,
  children,
}: {
  readonly sheet: MobileBetslipSheet;
  readonly count: number;
  readonly children: ReactNode;
}) {
  const t = useT();
  const translator = useTranslator();
  const hydrated = useHydrated();
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const collapseRef = useRef(sheet.collapse);
  useLayoutEffect(() => {
    collapseRef.current = sheet.collapse;
  });

  useEffect(() => {
    const layer = layerRef.current;
    const panel = panelRef.current;
    if (!sheet.shown || !layer || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const showPage = hidePageBehind(layer, { lockScroll: true });
    // Focus goes to the first stake field, or failing that the first control of the sheet.
    const first =
      panel.querySelector<HTMLElement>('input:not([disabled])') ??
      panel.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel).focus({ preventScroll: true });
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // A dialog opened over the sheet (login) closes first; its Escape is its own.
      if (event.key !== 'Escape' || layer.hasAttribute('inert')) return;
      event.preventDefault();
      collapseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      showPage();
      if (opener?.isConnected && !opener.closest('[hidden]')) opener.focus({ preventScroll: true });
    };
  }, [sheet.shown]);

  if (!hydrated) return null;

  const peekShown = !sheet.shown && count > 0;
  return createPortal(
    <div ref={layerRef} className={styles.layer}>
      {peekShown ? (
        <button
          type="button"
          className={styles.peek}
          aria-haspopup="dialog"
          aria-label={`${t('shell.betslipSheet.open')}, ${translator.plural('shell.footerBar.badge', count)}`}
          onClick={sheet.expand}
        >
          <span className={styles.peekLabel}>{t('shell.betslipSheet.open')}</span>
          <span className={badgeStyles.root} aria-hidden="true">
            {count}
          </span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              d="M6 15l6-6 6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : null}
      {/* Room at the page's end, so the bar never covers its last controls. */}
      {peekShown ? <div className={styles.peekRoom} aria-hidden="true" /> : null}
      <div className={styles.overlay} hidden={!sheet.shown}>
        {/* The backdrop is a pointer target only: Close and Escape do the same by keyboard. */}
        <div className={styles.backdrop} aria-hidden="true" onClick={sheet.collapse} />
        <div
          ref={panelRef}
          className={styles.sheet}
          role="dialog"
          aria-modal="true"
          aria-label={t('shell.betslipSheet.label')}
          tabIndex={-1}
          onKeyDown={(event: KeyboardEvent<HTMLDivElement>) =>
            keepFocusInside(event, panelRef.current)
          }
        >
          <div className={styles.grip} aria-hidden="true" />
          <button
            type="button"
            className={styles.close}
            aria-label={t('shell.betslipSheet.close')}
            onClick={sheet.collapse}
          >
            <CloseIcon size={20} />
          </button>
          <div className={styles.body}>{children}</div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
