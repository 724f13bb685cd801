import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SiteProvider, type ClientSite } from '../site/site-context';
import { testSite } from './test-site';

export interface RenderWithClient extends RenderResult {
  readonly user: UserEvent;
  readonly queryClient: QueryClient;
}

/**
 * Renders a component the way the app does: inside the brand's site (the test site unless one is
 * given) and a fresh TanStack Query client.
 */
export function renderWithClient(
  ui: ReactElement,
  site: ClientSite = testSite(),
): RenderWithClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <SiteProvider site={site}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </SiteProvider>,
  );
  return { ...result, user, queryClient };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
