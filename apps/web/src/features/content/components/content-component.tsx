import type { ReactNode } from 'react';
import type { LayoutComponentRef, Translator } from '@touchline/site';
import { Advert } from './advert';
import { HtmlWidget } from './html-widget';
import type { ColumnPlacement } from './layout-columns';
import { StreamPlayer } from './stream-player';

/** spec shell §2, §3: the component names of page_layouts this feature draws. */
export const CONTENT_COMPONENT_NAMES = {
  advert: 'advert',
  htmlWidget: 'html_widget',
  streamPlayer: 'stream_player',
} as const;

/**
 * The content components of a layout (adverts, html widgets and the stream slot), for a
 * LayoutColumns renderComponent: null for any other name, or an advert or widget ref without an
 * id, so the caller can try its own components (`renderContentComponent(ref, placement, t) ?? …`).
 */
export function renderContentComponent(
  ref: LayoutComponentRef,
  placement: ColumnPlacement,
  t: Translator['t'],
): ReactNode {
  // The stream slot follows the page's event; it has no id of its own.
  if (ref.name === CONTENT_COMPONENT_NAMES.streamPlayer) return <StreamPlayer t={t} />;
  if (ref.id === null) return null;
  switch (ref.name) {
    case CONTENT_COMPONENT_NAMES.advert:
      return (
        <Advert id={ref.id} t={t} placement={placement === 'centreBottom' ? 'centre' : 'side'} />
      );
    case CONTENT_COMPONENT_NAMES.htmlWidget:
      return <HtmlWidget id={ref.id} />;
    default:
      return null;
  }
}
