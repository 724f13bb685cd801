/**
 * spec shell §4: "Legacy persisted betslip and native-app data are deleted at start." The spec
 * names no keys. Decision: the betslip and native-app stores as a site this one replaces on the
 * same origin kept them — unprefixed, and under redux-persist's `persist:` names. This app's
 * own stores carry its prefix (`touchline:betslip`) and are never on the list.
 */
export const LEGACY_STORAGE_KEYS = [
  'betslip',
  'persist:betslip',
  'nativeApp',
  'persist:nativeApp',
] as const;

let cleared = false;

/** Removes the legacy keys from local storage, once per page load; storage errors are ignored. */
export function clearLegacyStorage(storage: Storage | null = safeLocalStorage()): void {
  if (cleared || storage === null) return;
  cleared = true;
  for (const key of LEGACY_STORAGE_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // A storage that refuses (private mode, a locked profile) keeps what it has.
    }
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Tests: the next start clears again. */
export function resetLegacyStorageForTesting(): void {
  cleared = false;
}
