import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../../app/[locale]/_components/providers';
import { LEGACY_STORAGE_KEYS, resetLegacyStorageForTesting } from '../legacy-storage';

// The providers' link prefetching asks the router; none is mounted here.
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: () => undefined }) }));

const start = () =>
  render(
    <Providers>
      <p>Page</p>
    </Providers>,
  );

beforeEach(() => {
  window.localStorage.clear();
  resetLegacyStorageForTesting();
});
afterEach(() => vi.restoreAllMocks());

describe('legacy stored data (spec shell §4: deleted at start)', () => {
  it('removes the legacy betslip and native-app keys when the app starts, and keeps its own', () => {
    for (const key of LEGACY_STORAGE_KEYS) window.localStorage.setItem(key, '{"old":true}');
    window.localStorage.setItem('touchline:betslip', '{"state":{},"version":1}');
    window.localStorage.setItem('touchline:theme', 'dark');
    start();
    expect(screen.getByText('Page')).toBeInTheDocument();
    for (const key of LEGACY_STORAGE_KEYS) expect(window.localStorage.getItem(key), key).toBeNull();
    expect(window.localStorage.getItem('touchline:betslip')).toBe('{"state":{},"version":1}');
    expect(window.localStorage.getItem('touchline:theme')).toBe('dark');
    expect(LEGACY_STORAGE_KEYS).toEqual([
      'betslip',
      'persist:betslip',
      'nativeApp',
      'persist:nativeApp',
    ]);
  });

  it('does it once per page load: a later mount leaves the storage alone', () => {
    start().unmount();
    window.localStorage.setItem('persist:betslip', 'written later');
    start();
    expect(window.localStorage.getItem('persist:betslip')).toBe('written later');
  });

  it('starts even when the storage refuses', () => {
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    start();
    expect(screen.getByText('Page')).toBeInTheDocument();
  });
});
