/**
 * The content feature: the shell's content components (spec shell §2, §3): adverts, html
 * widgets, the live-stream slot, the desktop layout columns with their per-region error
 * boundaries, the back-to-top button, and the maintenance and blocked pages.
 */
export { advertQueryOptions, getAdvert, useAdvert } from './api/get-advert';
export {
  getHtmlWidget,
  htmlWidgetQueryOptions,
  useHtmlWidget,
  type HtmlWidgetContent,
} from './api/get-html-widget';
export {
  Advert,
  advertPopupFeatures,
  type AdvertPlacement,
  type AdvertProps,
} from './components/advert';
export { BackToTop, type BackToTopProps } from './components/back-to-top';
export {
  OrientationNotice,
  PHONE_LANDSCAPE_QUERY,
  type OrientationNoticeProps,
} from './components/orientation-notice';
export {
  LICENCE_CERTIFICATE_URL,
  licenceCertificateHref,
  SiteFooter,
  type SiteFooterProps,
} from './components/site-footer';
export { gcbSealQueryOptions, getGcbSeal, useGcbSeal } from './api/get-gcb-seal';
export { CONTENT_COMPONENT_NAMES, renderContentComponent } from './components/content-component';
export { HtmlWidget, type HtmlWidgetProps } from './components/html-widget';
export {
  eventStreamQueryOptions,
  getEventStream,
  useEventStream,
  type EventStream,
} from './api/get-event-stream';
export { StreamPlayer, type StreamPlayerProps } from './components/stream-player';
export { eventIdOfPagePath, eventStreamFeeds, type StreamFeed } from './event-stream';
export {
  columnShape,
  LayoutColumns,
  usePageLayout,
  type ColumnPlacement,
  type ColumnShape,
  type LayoutColumnsProps,
  type RenderLayoutComponent,
} from './components/layout-columns';
export { RegionBoundary, type RegionBoundaryProps } from './components/region-boundary';
export { reportRenderError, WEB_METRICS_APP } from './api/report-render-error';
export { useReportedError } from './api/use-reported-error';
export {
  GLOBAL_ERROR_TEXT_KEYS,
  globalErrorTexts,
  type GlobalErrorTextKey,
} from './global-error-text';
export { StatusPage, type StatusPageProps } from './components/status-page';
export {
  STATUS_PAGE_BRAND_NAME,
  STATUS_PAGE_TEXT_KEYS,
  statusPageText,
  type StatusPageTextKey,
} from './maintenance-text';
export {
  loadServerFooter,
  requestHostName,
  resetServerFooterCache,
  type ServerFooter,
} from './api/server-footer';
