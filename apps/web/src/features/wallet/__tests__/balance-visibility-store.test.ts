import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../../../shared/storage/storage-key';
import {
  BALANCE_VISIBILITY_PERSIST_VERSION,
  useBalanceVisibilityStore,
} from '../store/balance-visibility-store';

const KEY = storageKey('balance-visibility');

async function rehydrateFrom(stored: unknown): Promise<void> {
  window.localStorage.setItem(KEY, JSON.stringify(stored));
  await act(() => useBalanceVisibilityStore.persist.rehydrate());
}

const hidden = () => useBalanceVisibilityStore.getState().hidden;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useBalanceVisibilityStore.setState({ hidden: false });
});

describe('persisted balance visibility (spec shell §2, §9: player settings at version 1)', () => {
  it('stores the choice at version 1 and brings it back', async () => {
    act(() => useBalanceVisibilityStore.getState().toggle());
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as unknown;
    expect(stored).toEqual({ state: { hidden: true }, version: 1 });
    expect(BALANCE_VISIBILITY_PERSIST_VERSION).toBe(1);
    useBalanceVisibilityStore.setState({ hidden: false });
    await rehydrateFrom(stored);
    expect(hidden()).toBe(true);
  });

  it.each([0, 2])(
    'drops a setting stored at version %i (the balance stays shown)',
    async (version) => {
      await rehydrateFrom({ state: { hidden: true }, version });
      expect(hidden()).toBe(false);
    },
  );

  it.each([{ hidden: 'yes' }, null, 'hidden', []])(
    'ignores an unreadable stored setting %j',
    async (state) => {
      await rehydrateFrom({ state, version: 1 });
      expect(hidden()).toBe(false);
      act(() => useBalanceVisibilityStore.getState().toggle());
      expect(hidden()).toBe(true);
    },
  );

  it('gives up on a storage that does not answer within 5000 ms and shows the balance', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockReturnValue(
      new Promise<never>(() => {}) as unknown as string,
    );
    let settled = false;
    void useBalanceVisibilityStore.persist.rehydrate().then(() => (settled = true));
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(settled).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(settled).toBe(true);
    expect(warn).toHaveBeenCalledWith(`persist timed out for ${KEY}`);
    expect(hidden()).toBe(false);
  });
});
