'use client';

import { useT } from '../../../shared/site/site-context';
import styles from './settings-button.module.css';
import { useSettingsDialog } from './use-settings-dialog';
import { useSettingsSync } from './use-settings-sync';

/**
 * The header's settings button (a gear) and the panel it opens (betting-domain §2 Settings
 * panel): a popover under the button on desktop, a full-width sheet below 1024 px (see
 * useSettingsDialog). Mounted once in the header, it also keeps the settings in step with the
 * site, the session and the page's theme.
 */
export function SettingsButton() {
  const t = useT();
  const settings = useSettingsDialog();
  useSettingsSync();

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={settings.open}
        onClick={(event) => settings.openFrom(event.currentTarget)}
      >
        <GearIcon />
        <span className="visually-hidden">{t('settings.title')}</span>
      </button>
      {settings.dialog}
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
