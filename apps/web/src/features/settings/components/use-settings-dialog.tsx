'use client';

import { SHELL_SIZES } from '@touchline/site';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../../shared/hydration/use-media-query';
import { useSettingsStore } from '../../../shared/preferences';
import { SettingsDialog, type SettingsPopoverPlacement } from './settings-dialog';
import { SettingsPanel } from './settings-panel';

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
    <SettingsDialog
      variant={isDesktop ? 'popover' : 'sheet'}
      placement={placement}
      anchorRef={anchorRef}
      labelledBy={headingId}
      onClose={close}
    >
      <SettingsPanel headingId={headingId} onClose={close} />
    </SettingsDialog>
  ) : null;

  return { open, openFrom, dialog };
}
