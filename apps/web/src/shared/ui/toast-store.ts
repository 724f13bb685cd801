import type { ToastType } from '@touchline/site';
import { create } from 'zustand';
import { storageKey } from '../storage/storage-key';

export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly text: string;
}

interface ToastState {
  toasts: readonly Toast[];
  show: (text: string, type?: ToastType) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/**
 * spec shell §2, §8: toast notifications (shown bottom-centre by the Toaster). A plain store, not
 * a package reducer: a list with add and dismiss has no rule for a package to own.
 */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (text, type = 'default') =>
    set((state) => ({ toasts: [...state.toasts, { id: nextId++, type, text }] })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

export function showToast(text: string, type: ToastType = 'default'): void {
  useToastStore.getState().show(text, type);
}

const NOTICE_KEY = storageKey('notice-after-reload');

/**
 * A notice that survives the page reload that follows a logout (the end of a time-out, a
 * declined terms popup), shown as a toast on the next page.
 */
export function showAfterReload(text: string): void {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, text);
  } catch {
    // Storage refused (private mode, quota): the notice is lost, nothing else.
  }
}

/** The notice left by the previous page, removed as it is read. */
export function takeNoticeAfterReload(): string | null {
  try {
    const text = window.sessionStorage.getItem(NOTICE_KEY);
    if (text !== null) window.sessionStorage.removeItem(NOTICE_KEY);
    return text;
  } catch {
    return null;
  }
}
