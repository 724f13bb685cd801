/** spec shell §9: local storage keys carry the app prefix. */
export const STORAGE_PREFIX = 'touchline:';

export function storageKey(name: string): string {
  return `${STORAGE_PREFIX}${name}`;
}
