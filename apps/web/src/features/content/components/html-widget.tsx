'use client';

import type { ContentId } from '@touchline/contract';
import { rebaseWidgetImages } from '@touchline/site';
import { useSiteSettings } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import { useHtmlWidget, type HtmlWidgetContent } from '../api/get-html-widget';
import styles from './html-widget.module.css';

export interface HtmlWidgetProps {
  readonly id: ContentId;
  /** `plain` drops the card (for a footer or a page that frames it itself). */
  readonly variant?: 'card' | 'plain';
  /** The widget as the server read it (null: none); undefined leaves it to the browser. */
  readonly initial?: HtmlWidgetContent | null | undefined;
}

/**
 * spec shell §2, §3: an html widget of a column or the centre's bottom area. Nothing while it
 * loads (its height is unknown, a skeleton would jump), when it is missing or inactive (404), or
 * when it cannot be read: a widget never shows an error.
 */
export function HtmlWidget({ id, variant = 'card', initial }: HtmlWidgetProps) {
  const { data } = useHtmlWidget(id, initial);
  // spec shell §1 external_widgets_subdomain_cms: the CMS widgets' own images come from there.
  const imagesOrigin = useSiteSettings().external_widgets_subdomain_cms;
  if (!data?.content.trim()) return null;
  return (
    <div
      className={cx(styles.root, variant === 'card' && styles.card)}
      // The platform sanitises widget HTML with an allow-list before serving it
      // (apps/platform/src/modules/cms/html-sanitiser.ts): it is safe to insert as is.
      dangerouslySetInnerHTML={{ __html: rebaseWidgetImages(data.content, imagesOrigin) }}
    />
  );
}
