'use client';

import type { ExternalHeader as ExternalHeaderContent } from '@touchline/contract';
import { rebaseWidgetImages } from '@touchline/site';
import { useEffect, useRef } from 'react';
import { useSiteSettings } from '../../../shared/site/site-context';
import { useExternalHeader } from '../api/get-external-header';
import type { Translate } from './translate';
import styles from './external-header.module.css';

export interface ExternalHeaderProps {
  readonly t: Translate;
  /** clem_external_header_enabled: off, nothing is asked for and nothing is shown. */
  readonly enabled: boolean;
}

/**
 * The operator's external header (spec shell §2): asked for only when clem_external_header_enabled
 * is on; a placeholder skeleton while it loads; nothing when it is off, missing (404), empty or
 * cannot be read — the sportsbook's own header never waits for it or shows its errors.
 *
 * Decisions:
 * - The html and css are the platform's sanitised copies (apps/platform html-sanitiser.ts): the
 *   html through the widget allow-list, the css stripped of script vectors. They are rendered in
 *   an open shadow root, so the operator's css styles its header alone and cannot restyle (or
 *   hide) the betslip, prices or the login — a global `body {}` rule stays inside.
 * - The js is never code: the platform keeps it only as one absolute URL on the brand's declared
 *   script origins, and the brand's Content-Security-Policy (script-src from the same origins)
 *   blocks anything else in the browser. The web loads it only if it is an https URL, once, as an
 *   async script; it finds the header through `[data-external-header]` and its shadowRoot.
 */
export function ExternalHeader({ t, enabled }: ExternalHeaderProps) {
  const { data, status } = useExternalHeader(enabled);
  if (!enabled) return null;
  if (status === 'pending') {
    return (
      <div className={styles.skeleton} role="status" aria-busy="true">
        <span className="visually-hidden">{t('shell.header.externalLoading')}</span>
      </div>
    );
  }
  if (status === 'error' || !data || data.html.trim() === '') return null;
  return <ExternalHeaderView header={data} />;
}

/** Rules of the shadow root's own: the operator's markup never grows wider than the screen. */
const BASE_CSS =
  ':host{display:block;max-width:100%;overflow:hidden}img{max-width:100%;height:auto}';

function ExternalHeaderView({ header }: { readonly header: ExternalHeaderContent }) {
  const hostRef = useRef<HTMLDivElement>(null);
  // spec shell §1 external_widgets_subdomain: the operator's header images come from there.
  const imagesOrigin = useSiteSettings().external_widgets_subdomain;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = `${BASE_CSS}\n${header.css}`;
    const body = document.createElement('div');
    // Sanitised by the platform with its allow-list before it is served (see above).
    body.innerHTML = rebaseWidgetImages(header.html, imagesOrigin);
    root.replaceChildren(style, body);
  }, [header.css, header.html, imagesOrigin]);

  useEffect(() => {
    const src = externalScriptUrl(header.js);
    if (src === null) return;
    const loaded = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).some(
      (script) => script.src === src,
    );
    if (loaded) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.externalHeaderScript = '';
    document.head.append(script);
  }, [header.js]);

  return <div ref={hostRef} className={styles.root} data-external-header="" />;
}

/** The header's script URL when it is one https URL, else null (the platform's rule, again). */
export function externalScriptUrl(js: string): string | null {
  const reference = js.trim();
  if (reference === '' || /\s/.test(reference)) return null;
  try {
    const url = new URL(reference);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
