'use client';

import { usePathname } from 'next/navigation';
import {
  globalErrorTexts,
  STATUS_PAGE_BRAND_NAME,
  StatusPage,
  useReportedError,
} from '../src/features/content';
import './globals.css';

/**
 * spec shell §8: the last boundary — the locale layout itself failed, so this page replaces the
 * whole document (its own html and body). It reports the error and offers a full reload of the
 * same address, which asks the server for the layout again.
 */
export default function GlobalError({ error }: { readonly error: Error & { digest?: string } }) {
  const pathname = usePathname();
  const { locale, text } = globalErrorTexts(pathname);
  useReportedError('document', error);
  return (
    <html lang={locale}>
      <body>
        <main id="main">
          <StatusPage
            brandName={STATUS_PAGE_BRAND_NAME}
            title={text('pages.error.title')}
            body={text('pages.error.siteBody')}
            action={{ href: pathname ?? `/${locale}`, label: text('pages.error.retry') }}
          />
        </main>
      </body>
    </html>
  );
}
