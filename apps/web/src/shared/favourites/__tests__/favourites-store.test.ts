import { EMPTY_FAVOURITES } from '@touchline/contract/browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKey } from '../../storage/storage-key';
import { useFavouritesStore } from '../favourites-store';

const KEY = storageKey('favourites');

/** The tab reloaded with `guest` stored (spec §9: persisted at version 1). */
async function reloadWithStored(guest: unknown, version = 1) {
  useFavouritesStore.setState({ guest: EMPTY_FAVOURITES, account: null });
  window.localStorage.setItem(KEY, JSON.stringify({ state: { guest }, version }));
  await useFavouritesStore.persist.rehydrate();
  return useFavouritesStore.getState().guest;
}

describe('the stored favourites (read with the contract’s list rule)', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('come back after a reload, repeats dropped', async () => {
    await expect(reloadWithStored({ events: [3, 1, 3], leagues: [7] })).resolves.toEqual({
      events: [3, 1],
      leagues: [7],
    });
  });

  it('start empty when the stored list is malformed', async () => {
    for (const bad of [
      { events: ['3'], leagues: [] },
      { events: [-1], leagues: [] },
      { events: [1.5], leagues: [] },
      { events: [1] },
      'everything',
      null,
    ]) {
      await expect(reloadWithStored(bad), JSON.stringify(bad)).resolves.toEqual(EMPTY_FAVOURITES);
    }
  });
});
