import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMBED_MODE_STORAGE_KEY,
  embedModeOf,
  parseEmbedFlags,
  readStoredEmbedFlags,
  resetEmbedModeForTesting,
  storedFlagsOf,
  useEmbedFlagsStore,
  useEmbedMode,
} from '../embed-mode';

const navigation = vi.hoisted(() => ({ search: '' }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

const flags = (search: string) => parseEmbedFlags(new URLSearchParams(search));

describe('start-up flags (spec shell §2)', () => {
  it('reads embedded, content-embedded and the two native-app betslip origins', () => {
    expect(flags('embedded=true')).toEqual({ embedded: true });
    expect(flags('content-embedded=true&betslip-origin=21')).toEqual({
      contentEmbedded: true,
      betslipOrigin: '21',
    });
    expect(flags('betslip-origin=20')).toEqual({ betslipOrigin: '20' });
  });

  it('says nothing about a flag the URL does not name or names with a value it cannot read', () => {
    expect(flags('')).toEqual({});
    expect(flags('embedded=yes&content-embedded=')).toEqual({});
  });

  it('turns a flag off when told so, and any other betslip-origin is not a native app', () => {
    expect(flags('embedded=false&content-embedded=false')).toEqual({
      embedded: false,
      contentEmbedded: false,
    });
    expect(flags('betslip-origin=11')).toEqual({ betslipOrigin: null });
    expect(flags('betslip-origin=')).toEqual({ betslipOrigin: null });
  });

  it('derives the mode: chrome hidden when embedded, the blocker only for content-only native apps', () => {
    const none = { embedded: false, contentEmbedded: false, betslipOrigin: null };
    expect(embedModeOf(none)).toMatchObject({ embedded: false, hideChrome: false });
    expect(embedModeOf({ ...none, embedded: true })).toMatchObject({
      embedded: true,
      contentOnly: false,
      hideChrome: true,
      interactionBlocked: false,
    });
    expect(embedModeOf({ ...none, contentEmbedded: true })).toMatchObject({
      embedded: true,
      contentOnly: true,
      nativeApp: false,
      hideChrome: true,
      interactionBlocked: false,
    });
    expect(embedModeOf({ ...none, contentEmbedded: true, betslipOrigin: '20' })).toMatchObject({
      nativeApp: true,
      interactionBlocked: true,
    });
    // A native app showing the whole site: native, not blocked.
    expect(embedModeOf({ ...none, embedded: true, betslipOrigin: '21' })).toMatchObject({
      nativeApp: true,
      interactionBlocked: false,
    });
  });
});

describe('the mode kept for the tab', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    navigation.search = '';
    resetEmbedModeForTesting();
  });
  afterEach(() => window.sessionStorage.clear());

  it('keeps the flags of the first URL when a later page has none', () => {
    navigation.search = 'content-embedded=true&betslip-origin=20';
    const { result, rerender } = renderHook(() => useEmbedMode());
    expect(result.current).toMatchObject({ contentOnly: true, nativeApp: true });
    act(() => useEmbedFlagsStore.getState().remember(new URLSearchParams(navigation.search)));

    // An in-app link: no flags in the URL.
    navigation.search = 'active-coupon=5';
    rerender();
    expect(result.current).toMatchObject({
      embedded: true,
      contentOnly: true,
      betslipOrigin: '20',
      interactionBlocked: true,
    });
    expect(JSON.parse(window.sessionStorage.getItem(EMBED_MODE_STORAGE_KEY) ?? 'null')).toEqual({
      embedded: false,
      contentEmbedded: true,
      betslipOrigin: '20',
      framed: false,
    });
  });

  it('survives a reload of the tab (the store starts from session storage)', () => {
    useEmbedFlagsStore.getState().remember(new URLSearchParams('embedded=true'));
    resetEmbedModeForTesting();
    const { result } = renderHook(() => useEmbedMode());
    expect(result.current).toMatchObject({ embedded: true, hideChrome: true });
    expect(window.sessionStorage.getItem(EMBED_MODE_STORAGE_KEY)).toContain('"embedded":true');
  });

  it('adds a later URL’s flags to the ones kept', () => {
    useEmbedFlagsStore.getState().remember(new URLSearchParams('content-embedded=true'));
    useEmbedFlagsStore.getState().remember(new URLSearchParams('betslip-origin=21'));
    const { result } = renderHook(() => useEmbedMode());
    expect(result.current).toMatchObject({
      contentOnly: true,
      betslipOrigin: '21',
      interactionBlocked: true,
    });
  });

  it('ends the mode when the URL says false, and forgets it', () => {
    useEmbedFlagsStore.getState().remember(new URLSearchParams('embedded=true'));
    useEmbedFlagsStore.getState().remember(new URLSearchParams('embedded=false'));
    const { result } = renderHook(() => useEmbedMode());
    expect(result.current.embedded).toBe(false);
    expect(window.sessionStorage.getItem(EMBED_MODE_STORAGE_KEY)).toBeNull();
  });

  it('lets the URL win over the stored flags', () => {
    useEmbedFlagsStore.getState().remember(new URLSearchParams('embedded=true'));
    navigation.search = 'embedded=false';
    const { result } = renderHook(() => useEmbedMode());
    expect(result.current.embedded).toBe(false);
  });

  it('does not hand a frame’s mode to a top-level page of the same tab, nor read junk', () => {
    window.sessionStorage.setItem(
      EMBED_MODE_STORAGE_KEY,
      JSON.stringify({ embedded: true, contentEmbedded: false, betslipOrigin: null, framed: true }),
    );
    expect(readStoredEmbedFlags(window.sessionStorage, false).embedded).toBe(false);
    expect(readStoredEmbedFlags(window.sessionStorage, true).embedded).toBe(true);
    window.sessionStorage.setItem(EMBED_MODE_STORAGE_KEY, '{not json');
    expect(readStoredEmbedFlags(window.sessionStorage, true).embedded).toBe(false);
    window.sessionStorage.setItem(EMBED_MODE_STORAGE_KEY, JSON.stringify({ embedded: 'yes' }));
    expect(readStoredEmbedFlags(window.sessionStorage, true).embedded).toBe(false);
  });

  it('reads stored flags only in their exact shape: three booleans and a native-app origin or null', () => {
    const good = { embedded: true, contentEmbedded: true, betslipOrigin: '20', framed: false };
    expect(storedFlagsOf(good)).toEqual(good);
    expect(storedFlagsOf({ ...good, betslipOrigin: null })).toEqual({
      ...good,
      betslipOrigin: null,
    });
    // Unknown fields are dropped, as before.
    expect(storedFlagsOf({ ...good, extra: 1 })).toEqual(good);
    for (const bad of [
      null,
      'embedded',
      [],
      { ...good, betslipOrigin: '11' },
      { ...good, betslipOrigin: 20 },
      { ...good, betslipOrigin: undefined },
      { ...good, embedded: 'true' },
      { ...good, contentEmbedded: 1 },
      { ...good, framed: undefined },
    ]) {
      expect(storedFlagsOf(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
