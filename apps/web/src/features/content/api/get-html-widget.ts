import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentId } from '@touchline/contract';
import { ApiRequestError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/browser-client';

/** An html widget as the platform serves it: the content is sanitised there (allow-list). */
export interface HtmlWidgetContent {
  readonly id: ContentId;
  readonly content: string;
}

/**
 * spec shell §7: an active html widget (`cms.htmlWidget`, `?active=true`). An unknown or inactive
 * widget is a 404: null, so the region shows nothing rather than an error.
 */
export async function getHtmlWidget(
  id: ContentId,
  signal?: AbortSignal,
): Promise<HtmlWidgetContent | null> {
  try {
    return await api.cms.htmlWidget({ params: { id }, query: { active: 'true' }, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function htmlWidgetQueryOptions(id: ContentId) {
  return queryOptions({
    queryKey: ['content', 'html-widget', String(id)] as const,
    queryFn: ({ signal }) => getHtmlWidget(id, signal),
  });
}

/**
 * `initial`: the widget as the server rendered it (null: none), so the first paint already has
 * it and the browser does not ask again; undefined when the server did not read it.
 */
export function useHtmlWidget(id: ContentId, initial?: HtmlWidgetContent | null) {
  return useQuery({
    ...htmlWidgetQueryOptions(id),
    ...(initial === undefined ? {} : { initialData: initial }),
  });
}
