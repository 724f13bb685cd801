import { RENDER_ERROR_EVENT, RENDER_ERROR_LIMITS } from '@touchline/contract/browser';
import { api } from '../../../shared/api/browser-client';

/** spec shell §7, §9: the metrics call gives up after 3 s. */
const METRICS_TIMEOUT_MS = 3_000;

/** The app name the web's reports carry (the metrics call's `app`). */
export const WEB_METRICS_APP = 'touchline-web';

// eslint-disable-next-line no-control-regex -- control characters are what is replaced
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Text the call accepts: control characters made spaces, clipped, never empty. */
function clean(text: string, limit: number): string {
  return text.replace(CONTROL_CHARACTERS, ' ').slice(0, limit) || '(empty)';
}

/**
 * spec shell §8: a render error swallowed by a region's boundary is reported — to the platform's
 * metrics call (`/api/metrics?app=touchline-web&event=render-error&region=…&message=…`), the
 * error-reporting service a self-hosted site has. The fields are cleaned to what the contract's
 * RenderErrorReport accepts, so a report is never refused for its text. Best effort: a failed or
 * slow report is dropped (the boundary has already logged the error), and it never throws.
 */
export async function reportRenderError(region: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  try {
    await api.cms.metrics({
      query: {
        app: WEB_METRICS_APP,
        event: RENDER_ERROR_EVENT,
        region:
          region.replace(/[^A-Za-z0-9:_./-]/g, '_').slice(0, RENDER_ERROR_LIMITS.region) ||
          'unnamed',
        message: clean(message, RENDER_ERROR_LIMITS.message),
        path: window.location.pathname
          .replace(CONTROL_CHARACTERS, ' ')
          .slice(0, RENDER_ERROR_LIMITS.path),
      },
      signal: AbortSignal.timeout(METRICS_TIMEOUT_MS),
    });
  } catch {
    // Dropped: reporting is best effort.
  }
}
