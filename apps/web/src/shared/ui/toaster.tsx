'use client';

import { TOAST_SETTINGS, type ToastType } from '@touchline/site';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../hydration/use-hydrated';
import { CloseIcon } from './close-icon';
import { takeNoticeAfterReload, useToastStore, type Toast } from './toast-store';
import buttonStyles from './button.module.css';
import styles from './toaster.module.css';
import { cx } from './cx';

/** The colour of each toast type; default and info keep the plain toast. */
const TOAST_CLASS: Readonly<Record<ToastType, string | undefined>> = {
  default: undefined,
  info: undefined,
  success: styles.toastSuccess,
  warning: styles.toastWarning,
  error: styles.toastError,
};

/**
 * The toast area at bottom-centre (spec shell §2). Portalled to <body> and marked as a live
 * region, so an open modal never hides it from assistive technology (see modal.tsx isolate()).
 */
export function Toaster() {
  const hydrated = useHydrated();
  const toasts = useToastStore((state) => state.toasts);
  const show = useToastStore((state) => state.show);

  useEffect(() => {
    const notice = takeNoticeAfterReload();
    if (notice) show(notice, 'info');
  }, [show]);

  if (!hydrated) return null;
  return createPortal(
    <section className={styles.toaster} aria-label="Notifications" data-live-region="">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>,
    document.body,
  );
}

function useWindowFocused(): boolean {
  const [focused, setFocused] = useState(true);
  useEffect(() => {
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
  return focused;
}

/**
 * One toast. spec shell §9: closes after 5000 ms, the clock pausing while hovered, while it
 * holds keyboard focus or while the window has lost focus; the close button ends it at once.
 */
function ToastItem({ toast }: { readonly toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss);
  const windowFocused = useWindowFocused();
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const remaining = useRef<number>(TOAST_SETTINGS.autoCloseMs);
  const paused = hovered || focusedWithin || !windowFocused;

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, dismiss, toast.id]);

  return (
    <div
      className={cx(styles.toast, TOAST_CLASS[toast.type])}
      role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusedWithin(true)}
      onBlur={() => setFocusedWithin(false)}
    >
      <p className={styles.toastText}>{toast.text}</p>
      <button
        type="button"
        className={buttonStyles.iconButton}
        aria-label="Dismiss notification"
        onClick={() => dismiss(toast.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
