import { ENDPOINTS } from '@touchline/contract';
import { ApiRequestError } from '../../../shared/api/api-error';
import { serverClient } from '../../../shared/api/server-client';
import type { Locale } from '../../../shared/config/locales';
import type { HtmlWidgetContent } from './get-html-widget';

/**
 * The page foot as the server renders it: the brand's footer html widget and the licence seal's
 * token for the page's host. Rendered into the first HTML, the foot does not grow after
 * hydration (it used to arrive with two client calls: a late paint, the page's largest, and a
 * layout shift). Each part is `undefined` when it could not be read now: the browser then asks
 * for it as before. `null` is a settled "none".
 */
export interface ServerFooter {
  readonly widget: HtmlWidgetContent | null | undefined;
  readonly sealToken: string | null | undefined;
}

/** Both parts change with a publication or a brand's host list: a minute is fresh enough. */
const FRESH_MS = 60_000;
const cache = new Map<string, { readonly at: number; readonly value: Promise<unknown> }>();

/** A host name the seal call accepts (as the footer checks it in the browser). */
const HOST_NAME = /^[A-Za-z0-9.-]{1,200}$/;

function cached<T>(key: string, read: () => Promise<T>): Promise<T | undefined> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < FRESH_MS) return hit.value as Promise<T | undefined>;
  const value = read().catch((error: unknown) => {
    cache.delete(key);
    // A 404 is "none"; any other failure leaves the part to the browser.
    return error instanceof ApiRequestError && error.status === 404 ? null : undefined;
  }) as Promise<T | undefined>;
  cache.set(key, { at: now, value });
  return value;
}

/** The `Host` header's name without its port, or null when it is not a plain host name. */
export function requestHostName(hostHeader: string | null): string | null {
  if (!hostHeader) return null;
  const name = hostHeader.startsWith('[') ? '' : (hostHeader.split(':')[0] ?? '');
  return HOST_NAME.test(name) ? name.toLowerCase() : null;
}

export async function loadServerFooter(
  widgetId: string | null,
  host: string | null,
  locale: Locale,
): Promise<ServerFooter> {
  const cms = serverClient({ cms: ENDPOINTS.cms }, locale).cms;
  const [widget, sealToken] = await Promise.all([
    widgetId === null
      ? Promise.resolve(null)
      : cached(`widget:${widgetId}`, () =>
          cms.htmlWidget({ params: { id: widgetId }, query: { active: 'true' } }),
        ),
    host === null
      ? Promise.resolve(undefined)
      : cached(`seal:${host}`, async () => {
          const answer = await cms.gcbSeal({ query: { host } });
          return answer.token.trim() === '' ? null : answer.token;
        }),
  ]);
  return { widget, sealToken };
}

/** Tests start from an empty cache. */
export function resetServerFooterCache(): void {
  cache.clear();
}
