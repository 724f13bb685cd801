/** The request header the proxy sets to the page's path (proxy.ts; read by `pagePath`). */
export const PAGE_PATH_HEADER = 'x-touchline-path';
