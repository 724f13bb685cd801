'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from './close-icon';
import { FOCUSABLE, keepFocusInside } from './focus-trap';
import { hidePageBehind } from './hide-page-behind';
import { createPortal } from 'react-dom';
import { useT } from '../site/site-context';
import buttonStyles from './button.module.css';
import styles from './modal.module.css';

interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  /** A wider dialog for a panel of content (My Bets), not a form. */
  readonly wide?: boolean;
  readonly children: ReactNode;
}

/**
 * A modal dialog: named by its title, focus moved in on open (to `[data-autofocus]` or the
 * first control), kept inside while open, and returned to the opener on close. Escape, the
 * Close button and the backdrop close it; the page behind does not scroll (spec shell §4).
 */
export function Modal({ title, onClose, wide = false, children }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const overlay = overlayRef.current;
    const dialog = dialogRef.current;
    if (!overlay || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const showPage = hidePageBehind(overlay, { lockScroll: true });
    const initial =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    (initial ?? dialog).focus();

    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      showPage();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) =>
    keepFocusInside(event, dialogRef.current);

  return createPortal(
    <div
      ref={overlayRef}
      className={styles.modalOverlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={wide ? `${styles.root} ${styles.wide}` : styles.root}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapFocus}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={buttonStyles.iconButton}
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
