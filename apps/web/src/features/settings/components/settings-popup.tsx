'use client';

import type { RefObject } from 'react';
import { SettingsDialog, type SettingsDialogVariant } from './settings-dialog';
import { SettingsPanel } from './settings-panel';

export interface SettingsPopupProps {
  readonly variant: SettingsDialogVariant;
  readonly anchorRef: RefObject<HTMLElement | null>;
  readonly headingId: string;
  readonly onClose: () => void;
}

/** The settings panel in its dialog: the part of the settings button loaded on demand. */
export function SettingsPopup({ variant, anchorRef, headingId, onClose }: SettingsPopupProps) {
  return (
    <SettingsDialog
      variant={variant}
      anchorRef={anchorRef}
      labelledBy={headingId}
      onClose={onClose}
    >
      <SettingsPanel headingId={headingId} onClose={onClose} />
    </SettingsDialog>
  );
}
