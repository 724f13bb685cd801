'use client';

import type { Translator } from '@touchline/site';
import { useState, type ReactNode } from 'react';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { Modal } from '../../../shared/ui/modal';
import { useGcbSeal } from '../api/get-gcb-seal';
import type { ServerFooter } from '../api/server-footer';
import { useHtmlWidget } from '../api/get-html-widget';
import { HtmlWidget } from './html-widget';
import styles from './site-footer.module.css';

/**
 * Decision (spec shell §2 "a gaming-licence seal linking to a certificate"): the seal links to
 * the licensing authority's certificate validator with the platform's token for this host.
 */
export const LICENCE_CERTIFICATE_URL = 'https://cert.gcb.cw/certificate';

export function licenceCertificateHref(token: string): string {
  return `${LICENCE_CERTIFICATE_URL}?id=${encodeURIComponent(token)}`;
}

/** A host name the seal call accepts (GcbSealQuery); anything else asks nothing. */
const HOST_NAME = /^[A-Za-z0-9.-]{1,200}$/;

export interface SiteFooterProps {
  readonly t: Translator['t'];
  /** The footer_html_widget_id setting: the external footer HTML (none when null). */
  readonly footerWidgetId: string | null;
  /** The terms_of_use_html_widget_id setting: the terms modal's text (no link when null). */
  readonly termsWidgetId: string | null;
  /**
   * The footer widget and the seal as the server read them for this page (loadServerFooter):
   * the first HTML holds the whole foot, and the browser asks only for what it lacks.
   */
  readonly initial?: ServerFooter | undefined;
  /** Controls placed at the end of the foot (the theme switch). */
  readonly children?: ReactNode;
}

/**
 * The page foot (spec shell §2 Page shell): the brand's external footer HTML, a terms-of-use
 * link opening the terms in a modal, the age notice, and — when the platform has a seal for
 * this host (GET /api/gcb_seals?host) — the gaming-licence seal linking to its certificate.
 * On a phone it sits above the fixed footer bar (the body keeps room for the bar).
 */
export function SiteFooter({
  t,
  footerWidgetId,
  termsWidgetId,
  initial,
  children,
}: SiteFooterProps) {
  const [termsOpen, setTermsOpen] = useState(false);
  const hydrated = useHydrated();
  const host = hydrated ? window.location.hostname : null;
  const seal = useGcbSeal(host !== null && HOST_NAME.test(host) ? host : null, initial?.sealToken);
  // Before hydration (and on the server) the server's token; then this host's answer.
  const sealToken = (seal.data === undefined ? initial?.sealToken : seal.data) ?? null;

  return (
    <footer className={styles.root}>
      {footerWidgetId ? (
        <div className={styles.external}>
          <HtmlWidget id={footerWidgetId} variant="plain" initial={initial?.widget} />
        </div>
      ) : null}
      <div className={styles.bar}>
        <p className={styles.age}>
          <span className={styles.ageBadge} aria-hidden="true">
            18+
          </span>
          <span>{t('shell.footer.ageLimit')}</span>
        </p>
        <nav className={styles.links} aria-label={t('shell.footer.label')}>
          {termsWidgetId ? (
            <button
              type="button"
              className={styles.linkButton}
              aria-haspopup="dialog"
              onClick={() => setTermsOpen(true)}
            >
              {t('shell.footer.termsOfUse')}
            </button>
          ) : null}
          {sealToken ? (
            <a
              className={styles.seal}
              href={licenceCertificateHref(sealToken)}
              target="_blank"
              rel="noopener noreferrer"
              title={t('shell.footer.licenceSealHint')}
            >
              <SealIcon />
              <span>{t('shell.footer.licenceSeal')}</span>{' '}
              <span className="visually-hidden">{t('shell.menu.opensInNewWindow')}</span>
            </a>
          ) : null}
        </nav>
        {children ? <div className={styles.controls}>{children}</div> : null}
      </div>
      {termsOpen && termsWidgetId ? (
        <Modal title={t('shell.footer.termsOfUse')} onClose={() => setTermsOpen(false)}>
          <TermsText t={t} widgetId={termsWidgetId} />
        </Modal>
      ) : null}
    </footer>
  );
}

/** The terms text (an html widget, sanitised by the platform), with its loading and failure. */
function TermsText({ t, widgetId }: { readonly t: Translator['t']; readonly widgetId: string }) {
  const widget = useHtmlWidget(widgetId);
  if (widget.isPending) {
    return (
      <p role="status" className={styles.termsStatus}>
        {t('shell.footer.termsLoading')}
      </p>
    );
  }
  if (widget.isError || !widget.data?.content.trim()) {
    return (
      <p role="alert" className={styles.termsStatus}>
        {t('shell.footer.termsUnavailable')}
      </p>
    );
  }
  return (
    <div
      className={styles.terms}
      // Scrollable text: reachable and scrollable from the keyboard, named for that stop.
      role="region"
      aria-label={t('shell.footer.termsOfUse')}
      tabIndex={0}
      // The platform sanitises widget HTML with an allow-list before serving it.
      dangerouslySetInnerHTML={{ __html: widget.data.content }}
    />
  );
}

function SealIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
      <path
        d="M12 2.5 19.5 5v6.2c0 4.6-3.1 8.6-7.5 10.3-4.4-1.7-7.5-5.7-7.5-10.3V5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="m8.5 12 2.4 2.4 4.6-4.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
