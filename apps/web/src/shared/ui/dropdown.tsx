'use client';

import type { ReactNode } from 'react';
import { useDisclosure } from './use-disclosure';
import { cx } from './cx';
import styles from './dropdown.module.css';

interface DropdownProps {
  /** The trigger's content; it names the button (use visually hidden text for icons). */
  readonly trigger: ReactNode;
  /** The panel's content (usually a list of links and buttons). */
  readonly children: ReactNode;
  readonly align?: 'start' | 'end';
}

/**
 * A disclosure dropdown for the header (the balance and account dropdowns of spec shell §2):
 * a real button with aria-expanded opening a panel of ordinary links and buttons, so Tab moves
 * through them. Escape closes it and returns focus to the button; so does choosing a link, a
 * click outside or focus moving elsewhere.
 */
export function Dropdown({ trigger, children, align = 'end' }: DropdownProps) {
  const { open, setOpen, panelId, buttonRef, rootProps } = useDisclosure();

  return (
    <div {...rootProps} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {trigger}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          className={styles.chevron}
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open ? (
        <div
          id={panelId}
          className={cx(styles.panel, align === 'end' ? styles.panelEnd : styles.panelStart)}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
