import { createTranslator, localeOf, type Translator } from '@touchline/site';
import { resolveLocale } from '../config/locales';
import { loadSite } from './load-site';

/**
 * The page language's translator for server components (page headings, metadata titles): the
 * same catalogue the client's SiteProvider gets, read through the site cache (load-site.ts), so
 * a page asks the platform once.
 */
export async function serverTranslator(segment: string): Promise<Translator> {
  const site = await loadSite(resolveLocale(segment));
  return createTranslator({
    locale: localeOf(site.messagesLocale),
    catalogue: site.messages,
    fallback: site.messages,
  });
}
