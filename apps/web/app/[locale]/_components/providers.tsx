'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { installWindowFocusTracking } from '../../../src/shared/api/window-focus';
import { QUERY_GC_MS } from '../../../src/shared/config/site';
import { IntentPrefetch } from '../../../src/shared/routing/intent-prefetch';

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
  // The document says when React has taken over: from then on a press anywhere is handled (a
  // press on a part still hydrating is replayed by React). Browser journeys wait for it.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <IntentPrefetch />
      {children}
    </QueryClientProvider>
  );
}
