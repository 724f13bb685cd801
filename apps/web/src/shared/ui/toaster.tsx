'use client';

import 'react-toastify/ReactToastify.css';
import { TOAST_SETTINGS } from '@touchline/site';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import { useHydrated } from '../hydration/use-hydrated';
import { useT } from '../site/site-context';
import { CloseIcon } from './close-icon';
import { showToast, takeNoticeAfterReload } from './toast-store';
import buttonStyles from './button.module.css';
import styles from './toaster.module.css';

/**
 * The toast area (spec shell §2 "Toast notifications at bottom-centre", §9): react-toastify at
 * bottom-centre, closing after 5000 ms unless a toast says otherwise, pausing while hovered or
 * while the window has lost focus, and draggable away (80 % of its width removes it).
 * Portalled to <body> and marked as a live region, so an open modal never hides it from
 * assistive technology (see modal.tsx isolate()).
 */
export function Toaster() {
  const hydrated = useHydrated();
  const t = useT();

  useEffect(() => {
    const notice = takeNoticeAfterReload();
    if (notice) showToast(notice, 'info');
  }, []);

  if (!hydrated) return null;
  const dismissLabel = t('toast.dismiss');
  return createPortal(
    <div className={styles.toaster} data-live-region="">
      <ToastContainer
        position="bottom-center"
        autoClose={TOAST_SETTINGS.autoCloseMs}
        pauseOnHover={TOAST_SETTINGS.pauseOnHover}
        pauseOnFocusLoss={TOAST_SETTINGS.pauseOnFocusLoss}
        draggable={TOAST_SETTINGS.draggable}
        draggablePercent={TOAST_SETTINGS.dragRemovalThreshold * 100}
        closeOnClick={false}
        hideProgressBar
        newestOnTop={false}
        icon={false}
        aria-label={t('toast.region')}
        closeButton={({ closeToast }: CloseButtonProps) => (
          <button
            type="button"
            className={buttonStyles.iconButton}
            aria-label={dismissLabel}
            onClick={closeToast}
          >
            <CloseIcon size={16} />
          </button>
        )}
      />
    </div>,
    document.body,
  );
}
