'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from './close-icon';
import { FOCUSABLE, keepFocusInside } from './focus-trap';
import { createPortal } from 'react-dom';
import { useT } from '../site/site-context';
import buttonStyles from './button.module.css';
import styles from './modal.module.css';

interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** How many open modals hid each element: a modal opened over another must not un-hide the page. */
const hiddenBy = new Map<Element, number>();

/**
 * Hides everything but the modal from pointer, keyboard and assistive technology. Live regions
 * (the toast area, `data-live-region`) stay reachable: a login error toast must be heard while
 * the login modal is open. Counted per element, so modals can stack and close in any order.
 */
function isolate(keep: Element): () => void {
  const hidden: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === keep || element.hasAttribute('data-live-region')) continue;
    const count = hiddenBy.get(element);
    if (count === undefined && element.hasAttribute('inert')) continue;
    hiddenBy.set(element, (count ?? 0) + 1);
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
    hidden.push(element);
  }
  return () => {
    for (const element of hidden) {
      const count = (hiddenBy.get(element) ?? 1) - 1;
      if (count > 0) {
        hiddenBy.set(element, count);
        continue;
      }
      hiddenBy.delete(element);
      element.removeAttribute('inert');
      element.removeAttribute('aria-hidden');
    }
  };
}

/**
 * A modal dialog: named by its title, focus moved in on open (to `[data-autofocus]` or the
 * first control), kept inside while open, and returned to the opener on close. Escape, the
 * Close button and the backdrop close it; the page behind does not scroll (spec shell §4).
 */
export function Modal({ title, onClose, children }: ModalProps) {
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
    const restoreSiblings = isolate(overlay);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
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
      document.body.style.overflow = previousOverflow;
      restoreSiblings();
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
        className={styles.root}
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
