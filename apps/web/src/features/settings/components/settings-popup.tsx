'use client';

import type { RefObject } from 'react';
import {
  SettingsDialog,
  type SettingsDialogVariant,
  type SettingsPopoverPlacement,
} from './settings-dialog';
import { SettingsPanel } from './settings-panel';

export interface SettingsPopupProps {
  readonly variant: SettingsDialogVariant;
  readonly placement: SettingsPopoverPlacement;
  readonly anchorRef: RefObject<HTMLElement | null>;
  readonly headingId: string;
  readonly onClose: () => void;
}

/** The settings panel in its dialog: the part of the settings openers loaded on demand. */
export function SettingsPopup({
  variant,
  placement,
  anchorRef,
  headingId,
  onClose,
}: SettingsPopupProps) {
  return (
    <SettingsDialog
      variant={variant}
      placement={placement}
      anchorRef={anchorRef}
      labelledBy={headingId}
      onClose={onClose}
    >
      <SettingsPanel headingId={headingId} onClose={onClose} />
    </SettingsDialog>
  );
}
