'use client';

import { SHELL_SIZES } from '@touchline/site';
import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../../shared/hydration/use-media-query';
import { useSettingsStore } from '../../../shared/preferences';
import { lazyComponent, usePreloadWhenIdle } from '../../../shared/ui/lazy-component';
import type { SettingsPopoverPlacement } from './settings-dialog';
import type { SettingsPopupProps } from './settings-popup';

/** The dialog and panel: fetched when the page is idle, or on the first open. */
const SettingsPopup = lazyComponent<SettingsPopupProps>(() =>
  import('./settings-popup').then((m) => m.SettingsPopup),
);

const DESKTOP_QUERY = `(min-width: ${SHELL_SIZES.desktopMinViewportWidthPx}px)`;

export interface SettingsDialogControl {
  /** Whether the panel is open (for the opener's aria-expanded). */
  readonly open: boolean;
  /** Opens the panel from a button: the popover hangs from it, and focus returns to it. */
  readonly openFrom: (opener: HTMLElement) => void;
  /** The dialog while open (null when closed): render it anywhere, it is portalled to body. */
  readonly dialog: ReactNode;
}

/**
 * The settings panel (betting-domain §2 Settings panel) behind any opener — the header's gear,
 * the desktop side menu's Settings row: a popover by the opener on desktop, a full-width sheet
 * below 1024 px. Opening starts from the saved settings; closing without Save discards the draft.
 */
export function useSettingsDialog(
  placement: SettingsPopoverPlacement = 'below',
): SettingsDialogControl {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const dispatch = useSettingsStore((s) => s.dispatch);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  usePreloadWhenIdle(SettingsPopup);

  const close = () => {
    // spec §4: edits stay local until Save; whatever was not saved is dropped.
    dispatch({ type: 'settingsDraftDiscarded' });
    setOpen(false);
  };

  const openFrom = (opener: HTMLElement) => {
    anchorRef.current = opener;
    dispatch({ type: 'settingsPanelOpened' });
    setOpen(true);
  };

  const dialog = open ? (
    <Suspense fallback={null}>
      <SettingsPopup
        variant={isDesktop ? 'popover' : 'sheet'}
        placement={placement}
        anchorRef={anchorRef}
        headingId={headingId}
        onClose={close}
      />
    </Suspense>
  ) : null;

  return { open, openFrom, dialog };
}
