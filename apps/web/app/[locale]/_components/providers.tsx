'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { installWindowFocusTracking } from '../../../src/shared/api/window-focus';
import { QUERY_GC_MS } from '../../../src/shared/config/site';
import { HydrationProvider } from '../../../src/shared/hydration/use-hydrated';
import { IntentPrefetch } from '../../../src/shared/routing/intent-prefetch';
import { clearLegacyStorage } from '../../../src/shared/storage/legacy-storage';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5_000, gcTime: QUERY_GC_MS, retry: 1 },
      mutations: { retry: false },
    },
  });
}

export function Providers({ children }: { readonly children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // spec shell §4 Wallet polling: polls skip while the window is unfocused.
  useEffect(() => installWindowFocusTracking(), []);
  // spec shell §4: legacy persisted betslip and native-app data are deleted at start.
  useEffect(() => clearLegacyStorage(), []);
  // The document says when React has taken over (HydrationProvider marks it): from then on a
  // press anywhere is handled with the browser's state. Browser journeys wait for it.
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationProvider>
        <IntentPrefetch />
        {children}
      </HydrationProvider>
    </QueryClientProvider>
  );
}
