'use client';

import { ORIGIN_IDS } from '@touchline/betting';
import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { create } from 'zustand';
import { useHydrated } from '../../shared/hydration/use-hydrated';
import { storageKey } from '../../shared/storage/storage-key';

/**
 * spec shell §2 query flags read at start: `embedded=true`, `content-embedded=true` and
 * `betslip-origin` (the two native-app origin values). They are read from the URL and kept for the
 * tab's session, so a navigation inside the embedded site (whose links carry no flags) keeps the
 * mode.
 */
export const EMBED_QUERY = {
  embedded: 'embedded',
  contentEmbedded: 'content-embedded',
  betslipOrigin: 'betslip-origin',
} as const;

/**
 * The two native-app values of `betslip-origin` are the betslip model's forced origin ids (spec
 * betting-domain §9: '20' and '21'): a native app that forces the slip's origin is the app.
 */
export const NATIVE_APP_ORIGINS = ORIGIN_IDS.forced;
export type NativeAppOrigin = (typeof NATIVE_APP_ORIGINS)[number];

export const EMBED_MODE_STORAGE_KEY = storageKey('embed-mode');

/** The start-up flags as they were given. */
export interface EmbedFlags {
  readonly embedded: boolean;
  readonly contentEmbedded: boolean;
  readonly betslipOrigin: NativeAppOrigin | null;
}

/**
 * Stored with whether the page was in a frame: a frame shares its tab's session storage with a
 * top-level page of the same origin, and the site opened on its own after a host page (the demo
 * host is same-origin) must not inherit the frame's mode. A native app's web view is top-level.
 */
interface StoredFlags extends EmbedFlags {
  readonly framed: boolean;
}

/**
 * The stored flags if `value` has their shape — three booleans and a native-app origin or null —
 * otherwise null. Checked by hand, not with a zod schema: it runs before the first paint of every
 * page, whose scripts leave zod out (docs/decisions.md "First-load JavaScript").
 */
export function storedFlagsOf(value: unknown): StoredFlags | null {
  if (typeof value !== 'object' || value === null) return null;
  const { embedded, contentEmbedded, betslipOrigin, framed } = value as Record<string, unknown>;
  if (typeof embedded !== 'boolean' || typeof contentEmbedded !== 'boolean') return null;
  if (typeof framed !== 'boolean') return null;
  const origin = NATIVE_APP_ORIGINS.find((known) => known === betslipOrigin);
  if (betslipOrigin !== null && origin === undefined) return null;
  return { embedded, contentEmbedded, betslipOrigin: origin ?? null, framed };
}

export const NO_EMBED_FLAGS: EmbedFlags = {
  embedded: false,
  contentEmbedded: false,
  betslipOrigin: null,
};

/** What the rest of the app reads. */
export interface EmbedMode {
  /** Inside a host page or a native app: embedded=true or content-embedded=true. */
  readonly embedded: boolean;
  /** content-embedded=true: the content only. */
  readonly contentOnly: boolean;
  /** The native-app origin from betslip-origin, or null. */
  readonly betslipOrigin: NativeAppOrigin | null;
  /** betslip-origin holds one of the two native-app values. */
  readonly nativeApp: boolean;
  /** spec shell §1: embedded, the site hides its header and footer (the host has its own). */
  readonly hideChrome: boolean;
  /** spec shell §2: content-only native-app mode shows the full-screen interaction blocker. */
  readonly interactionBlocked: boolean;
}

export function embedModeOf(flags: EmbedFlags): EmbedMode {
  const embedded = flags.embedded || flags.contentEmbedded;
  const nativeApp = flags.betslipOrigin !== null;
  return {
    embedded,
    contentOnly: flags.contentEmbedded,
    betslipOrigin: flags.betslipOrigin,
    nativeApp,
    hideChrome: embedded,
    interactionBlocked: flags.contentEmbedded && nativeApp,
  };
}

function booleanFlag(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  // Anything else (a typo, an empty value) says nothing: the tab's mode stays as it was.
  return undefined;
}

/**
 * The flags a URL gives, only those it names: `embedded=false` ends a stored mode, an unknown
 * `betslip-origin` (the default '11', a typo) means "not a native app".
 */
export function parseEmbedFlags(search: URLSearchParams): Partial<EmbedFlags> {
  const flags: { -readonly [K in keyof EmbedFlags]?: EmbedFlags[K] } = {};
  const embedded = booleanFlag(search.get(EMBED_QUERY.embedded));
  if (embedded !== undefined) flags.embedded = embedded;
  const contentEmbedded = booleanFlag(search.get(EMBED_QUERY.contentEmbedded));
  if (contentEmbedded !== undefined) flags.contentEmbedded = contentEmbedded;
  const origin = search.get(EMBED_QUERY.betslipOrigin);
  if (origin !== null) {
    flags.betslipOrigin = (NATIVE_APP_ORIGINS as readonly string[]).includes(origin)
      ? (origin as NativeAppOrigin)
      : null;
  }
  return flags;
}

/**
 * The flags this tab stored for a page framed as this one is, or none (no storage, nothing
 * stored, stored by a page framed otherwise, or something unreadable).
 */
export function readStoredEmbedFlags(storage: Storage | null, framed: boolean): EmbedFlags {
  try {
    const raw = storage?.getItem(EMBED_MODE_STORAGE_KEY) ?? null;
    if (raw === null) return NO_EMBED_FLAGS;
    const stored = storedFlagsOf(JSON.parse(raw));
    if (stored === null || stored.framed !== framed) return NO_EMBED_FLAGS;
    const { framed: _framed, ...flags } = stored;
    return flags;
  } catch {
    return NO_EMBED_FLAGS;
  }
}

function writeStoredEmbedFlags(storage: Storage | null, flags: EmbedFlags, framed: boolean) {
  try {
    if (flags.embedded || flags.contentEmbedded || flags.betslipOrigin !== null) {
      storage?.setItem(EMBED_MODE_STORAGE_KEY, JSON.stringify({ ...flags, framed }));
    } else {
      storage?.removeItem(EMBED_MODE_STORAGE_KEY);
    }
  } catch {
    // Without storage the mode holds while the URL carries the flags.
  }
}

function isFramed(): boolean {
  try {
    return typeof window !== 'undefined' && window.parent !== window;
  } catch {
    return true;
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The tab's stored flags. Not a package reducer: it is what the URL said at start, kept; the
 * rule deciding the mode from it is `embedModeOf` above.
 */
interface EmbedFlagsStore {
  readonly flags: EmbedFlags;
  /** Merges a URL's flags over the stored ones and stores the result (once per URL). */
  readonly remember: (search: URLSearchParams) => void;
}

export const useEmbedFlagsStore = create<EmbedFlagsStore>()((set, get) => ({
  flags: readStoredEmbedFlags(sessionStorageOrNull(), isFramed()),
  remember: (search) => {
    const given = parseEmbedFlags(search);
    if (Object.keys(given).length === 0) return;
    const flags = { ...get().flags, ...given };
    writeStoredEmbedFlags(sessionStorageOrNull(), flags, isFramed());
    set({ flags });
  },
}));

/** Tests start every case from a fresh tab. */
export function resetEmbedModeForTesting(): void {
  useEmbedFlagsStore.setState({ flags: readStoredEmbedFlags(sessionStorageOrNull(), isFramed()) });
}

const NO_SEARCH = new URLSearchParams();

/**
 * The embedding mode of this page: the URL's flags over the tab's stored ones. While the server
 * renders and the page hydrates only the URL counts (the server cannot read the tab's storage),
 * so the first paint of `/en?embedded=true` already has no header.
 */
export function useEmbedMode(): EmbedMode {
  const search = (useSearchParams() as URLSearchParams | null) ?? NO_SEARCH;
  const hydrated = useHydrated();
  const stored = useEmbedFlagsStore((store) => store.flags);
  const query = search.toString();
  return useMemo(() => {
    const fromUrl = parseEmbedFlags(new URLSearchParams(query));
    return embedModeOf({ ...(hydrated ? stored : NO_EMBED_FLAGS), ...fromUrl });
  }, [query, hydrated, stored]);
}
