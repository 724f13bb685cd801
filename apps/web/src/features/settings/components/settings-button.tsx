'use client';

import { SHELL_SIZES } from '@touchline/site';
import { Suspense, useId, useRef, useState } from 'react';
import { useMediaQuery } from '../../../shared/hydration/use-media-query';
import { useSettingsStore } from '../../../shared/preferences';
import { useT } from '../../../shared/site/site-context';
import { lazyComponent, usePreloadWhenIdle } from '../../../shared/ui/lazy-component';
import type { SettingsPopupProps } from './settings-popup';
import styles from './settings-button.module.css';
import { useSettingsSync } from './use-settings-sync';

/** The dialog and panel: fetched when the page is idle, or on the first open. */
const SettingsPopup = lazyComponent<SettingsPopupProps>(() =>
  import('./settings-popup').then((m) => m.SettingsPopup),
);

const DESKTOP_QUERY = `(min-width: ${SHELL_SIZES.desktopMinViewportWidthPx}px)`;

/**
 * The header's settings button (a gear) and the panel it opens (betting-domain §2 Settings
 * panel): a popover under the button on desktop, a full-width sheet below 1024 px. Opening starts
 * from the saved settings; closing without Save discards the draft. Mounted once in the header,
 * it also keeps the settings in step with the site, the session and the page's theme.
 */
export function SettingsButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const dispatch = useSettingsStore((s) => s.dispatch);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  useSettingsSync();
  usePreloadWhenIdle(SettingsPopup);

  const close = () => {
    // spec §4: edits stay local until Save; whatever was not saved is dropped.
    dispatch({ type: 'settingsDraftDiscarded' });
    setOpen(false);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dispatch({ type: 'settingsPanelOpened' });
          setOpen(true);
        }}
      >
        <GearIcon />
        <span className="visually-hidden">{t('settings.title')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SettingsPopup
            variant={isDesktop ? 'popover' : 'sheet'}
            anchorRef={buttonRef}
            headingId={headingId}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function GearIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none">
      <path
        d="M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
