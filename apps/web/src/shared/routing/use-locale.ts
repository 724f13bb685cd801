'use client';

import { useParams } from 'next/navigation';
import { resolveLocale, type Locale } from '../config/locales';

/** The page's locale segment (spec shell §2), the default outside a localised route. */
export function useLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return resolveLocale(params?.locale ?? '');
}
