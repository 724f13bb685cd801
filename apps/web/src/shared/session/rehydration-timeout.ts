import { SHELL_TIMINGS } from '@touchline/site';
import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** spec shell §4: the message logged when a store's stored state does not come back in time. */
export function persistTimedOutMessage(name: string): string {
  return `persist timed out for ${name}`;
}

function isPromiseLike<T>(value: unknown): value is PromiseLike<T> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * spec shell §4, §9: persisted client state is rehydrated with a 5000 ms timeout. A storage
 * whose read does not answer in time is given up on (logged as 'persist timed out' for the
 * store's key) and the store carries on with its defaults. A synchronous storage
 * (localStorage) passes through untouched, so it still rehydrates before the first render.
 */
export function withRehydrationTimeout<S>(
  storage: PersistStorage<S> | undefined,
  timeoutMs: number = SHELL_TIMINGS.persistRehydrationTimeoutMs,
): PersistStorage<S> | undefined {
  if (storage === undefined) return undefined;
  return {
    ...storage,
    getItem: (name) => {
      const read = storage.getItem(name);
      if (!isPromiseLike<StorageValue<S> | null>(read)) return read;
      return new Promise<StorageValue<S> | null>((resolve) => {
        const timer = setTimeout(() => {
          console.warn(persistTimedOutMessage(name));
          resolve(null);
        }, timeoutMs);
        read.then(
          (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          (error: unknown) => {
            clearTimeout(timer);
            console.error(`reading the stored ${name} failed`, error);
            resolve(null);
          },
        );
      });
    },
  };
}
