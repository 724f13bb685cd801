'use client';

import { localiseHref, type NotificationKey, type TranslationParams } from '@touchline/site';
import { useEffect, type ReactNode } from 'react';
import Link from '../../../../src/shared/ui/link';
import { useLocale } from '../../../../src/shared/routing/use-locale';
import { pageNavigation } from '../../../../src/shared/session/page-reload';
import { useT } from '../../../../src/shared/site/site-context';
import { showNotificationToast } from '../../../../src/shared/ui/toast-store';
import buttonStyles from '../../../../src/shared/ui/button.module.css';
import panelStyles from '../../../../src/shared/ui/panel.module.css';
import { cx } from '../../../../src/shared/ui/cx';

export interface NotAvailableProps {
  /** Translation keys of the heading and the hint. */
  readonly title: string;
  readonly hint: string;
  readonly params?: TranslationParams;
  /** The way back: a site path (the locale is added) and its label's key. */
  readonly back: {
    readonly href: string;
    readonly label: string;
    readonly params?: TranslationParams;
  };
  /** The page's own heading level: 1 when this is all the page shows. */
  readonly level?: 1 | 2;
}

/**
 * Something a route names that is not there (an unknown event, competition, jackpot or
 * coupon): a readable message inside the shell with a way back, never a crash.
 */
export function NotAvailable({ title, hint, params, back, level = 1 }: NotAvailableProps) {
  const t = useT();
  const locale = useLocale();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={panelStyles.emptyState}>
      <Heading className={panelStyles.emptyStateTitle}>{t(title, params)}</Heading>
      <p className={panelStyles.emptyStateHint}>{t(hint, params)}</p>
      <Link
        href={localiseHref(back.href, locale)}
        className={cx(buttonStyles.root, buttonStyles.primary)}
      >
        {t(back.label, back.params)}
      </Link>
    </div>
  );
}

/**
 * A failed read of the platform: say so and offer the page again; `notification` is also shown
 * as a toast (spec shell §8: a failed sport-event fetch gives the no-events-found toast).
 */
export function LoadFailed({
  level = 2,
  notification,
}: {
  readonly level?: 1 | 2;
  readonly notification?: NotificationKey;
}) {
  const t = useT();
  useEffect(() => {
    if (notification) showNotificationToast(notification, t);
  }, [notification, t]);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={panelStyles.emptyState} role="alert">
      <Heading className={panelStyles.emptyStateTitle}>{t('pages.error.title')}</Heading>
      <p className={panelStyles.emptyStateHint}>{t('events.loadError')}</p>
      {/* Trying again is a new request to the server: the page is read again. */}
      <button
        type="button"
        className={cx(buttonStyles.root, buttonStyles.primary)}
        onClick={() => pageNavigation.reload()}
      >
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

/** A page's heading block (the shell's `page-heading` layout primitive). */
export function PageHeading({
  title,
  params,
  sub,
}: {
  readonly title: string;
  readonly params?: TranslationParams;
  readonly sub?: string | null;
}) {
  const t = useT();
  return (
    <div className="page-heading">
      <h1>{t(title, params)}</h1>
      {sub ? <p className="page-heading__sub">{t(sub, params)}</p> : null}
    </div>
  );
}

/**
 * A page that explains what the site does not offer online (joining, a password reset): its
 * heading, the explanation, and an optional way on. Texts are translation keys.
 */
export function InfoPage({
  heading,
  title,
  hint,
  children,
}: {
  readonly heading: string;
  readonly title: string;
  readonly hint: string;
  readonly children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <div className="page-heading">
        <h1>{t(heading)}</h1>
      </div>
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t(title)}</p>
        <p className={panelStyles.emptyStateHint}>{t(hint)}</p>
        {children}
      </div>
    </>
  );
}
