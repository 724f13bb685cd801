import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/**
 * A disclosure's open state and its ways to close (the header dropdowns, the sub-header's More
 * list): a click outside, focus moving elsewhere, and Escape, which returns focus to the button.
 */
export function useDisclosure(givenButtonRef?: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  // A caller that also measures the button hands its own ref in.
  const buttonRef = givenButtonRef ?? ownButtonRef;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const rootProps = {
    ref: rootRef,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (open && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
    },
  };
  return { open, setOpen, panelId, buttonRef, rootProps };
}
