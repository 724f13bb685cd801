import { api } from '../../../shared/api/browser-client';

/** spec shell §7, §9: the metrics call gives up after 3 s. */
const METRICS_TIMEOUT_MS = 3_000;

/** The app name the web's reports carry (the metrics call's `app`). */
export const WEB_METRICS_APP = 'touchline-web';

/**
 * spec shell §8: a render error swallowed by a region's boundary is reported — to the platform's
 * metrics call (`/api/metrics?app=touchline-web&event=render-error&region=…&message=…`), the
 * error-reporting service a self-hosted site has. Best effort: a failed or slow report is dropped
 * (the boundary has already logged the error), and it never throws.
 */
export async function reportRenderError(region: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  try {
    await api.cms.metrics({
      query: {
        app: WEB_METRICS_APP,
        event: 'render-error',
        region: region.slice(0, 200),
        // Control characters would be refused by the call; the text is only a hint.
        // eslint-disable-next-line no-control-regex
        message: message.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 200),
        path: window.location.pathname.slice(0, 200),
      },
      signal: AbortSignal.timeout(METRICS_TIMEOUT_MS),
    });
  } catch {
    // Dropped: reporting is best effort.
  }
}
