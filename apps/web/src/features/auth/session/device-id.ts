import { storageKey } from '../../../shared/storage/storage-key';
import type { LoginDevice } from '../api/franco-login';

const DEVICE_ID_KEY = storageKey('device-id');

/** A random id; crypto.randomUUID where the page has it (secure contexts). */
function newDeviceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * spec shell §3 Login request: "A device_id is generated once and stored". Without storage
 * (private mode) a new id is made for each login, which the platform accepts.
 */
export function storedDeviceId(): string {
  try {
    const stored = window.localStorage.getItem(DEVICE_ID_KEY);
    if (stored !== null && stored.trim() !== '') return stored;
    const id = newDeviceId();
    window.localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return newDeviceId();
  }
}

/** The device block of a franco-type login: this browser, phone-sized or not. */
export function loginDevice(): LoginDevice {
  const phone = window.matchMedia?.('(max-width: 1023px)').matches ?? false;
  return {
    clientType: 'web',
    deviceId: storedDeviceId(),
    deviceType: phone ? 'mobile' : 'desktop',
  };
}
