'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, keepFocusInside } from '../../../shared/ui/focus-trap';
import { hidePageBehind } from '../../../shared/ui/hide-page-behind';
import styles from './settings-dialog.module.css';

export type SettingsDialogVariant = 'popover' | 'sheet';

/**
 * Where the popover hangs from its button: below it (the header's gear), or beside it (a row of
 * the desktop side menu), on the side of the screen with room.
 */
export type SettingsPopoverPlacement = 'below' | 'beside';

interface SettingsDialogProps {
  /** A popover by the button (desktop) or a full-width sheet from the bottom (phone). */
  readonly variant: SettingsDialogVariant;
  /** The popover's place by its button (default below). */
  readonly placement?: SettingsPopoverPlacement;
  /** The button that opened it: the popover hangs from it, and focus returns to it. */
  readonly anchorRef: RefObject<HTMLElement | null>;
  /** The id of the heading that names the dialog. */
  readonly labelledBy: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * Where the popover hangs. Below: under the button, its right edge on the button's (16 px
 * margin). Beside: level with the button's top, moved up as far as its height needs to stay on
 * the screen, 8 px from the button on the side of the screen with more room.
 */
function popoverPosition(
  anchor: HTMLElement | null,
  placement: SettingsPopoverPlacement,
  height: number,
): CSSProperties {
  if (!anchor) return { top: 72, right: 16 };
  const rect = anchor.getBoundingClientRect();
  if (placement === 'beside') {
    const top = Math.round(Math.max(16, Math.min(rect.top, window.innerHeight - height - 16)));
    return rect.left + rect.width / 2 <= window.innerWidth / 2
      ? { top, left: Math.round(rect.right + 8) }
      : { top, right: Math.round(window.innerWidth - rect.left + 8) };
  }
  return {
    top: Math.round(rect.bottom + 8),
    right: Math.max(16, Math.round(window.innerWidth - rect.right)),
  };
}

/**
 * The settings panel's frame (betting-domain §2: a dialog or popover): a modal dialog either
 * way — named by its heading, focus moved in on open (to `[data-autofocus]` or the first
 * control), kept inside while open, Escape and a press outside close it, and focus returns to
 * the button that opened it. On a phone it is a full-width sheet over a dimmed page that does
 * not scroll behind it.
 */
export function SettingsDialog({
  variant,
  placement = 'below',
  anchorRef,
  labelledBy,
  onClose,
  children,
}: SettingsDialogProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const [position, setPosition] = useState<CSSProperties>({});

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // The popover follows its button when the window is resized.
  useLayoutEffect(() => {
    if (variant !== 'popover') return;
    const place = () =>
      setPosition(
        popoverPosition(anchorRef.current, placement, dialogRef.current?.offsetHeight ?? 0),
      );
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [variant, placement, anchorRef]);

  useEffect(() => {
    const overlay = overlayRef.current;
    const dialog = dialogRef.current;
    if (!overlay || !dialog) return;
    const opener = anchorRef.current;
    const showPage = hidePageBehind(overlay, { lockScroll: variant === 'sheet' });
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
  }, [variant, anchorRef]);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) =>
    keepFocusInside(event, dialogRef.current);

  return createPortal(
    <div
      ref={overlayRef}
      className={variant === 'sheet' ? styles.sheetOverlay : styles.popoverOverlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={variant === 'sheet' ? styles.sheet : styles.popover}
        style={variant === 'popover' ? position : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={trapFocus}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
