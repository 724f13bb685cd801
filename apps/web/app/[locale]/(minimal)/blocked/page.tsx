import type { Metadata } from 'next';
import {
  STATUS_PAGE_BRAND_NAME,
  StatusPage,
  statusPageText,
} from '../../../../src/features/content';

// Swap for the page language's translator (one line here and in generateMetadata).
const t = statusPageText;

export function generateMetadata(): Metadata {
  return { title: t('pages.blocked.title'), robots: { index: false, follow: false } };
}

/**
 * spec shell §2 /blocked: the site is not available to this visitor. No way on: trying again
 * would only land here again.
 */
export default function BlockedRoute() {
  return (
    <StatusPage
      brandName={STATUS_PAGE_BRAND_NAME}
      title={t('pages.blocked.title')}
      body={t('pages.blocked.body')}
    />
  );
}
