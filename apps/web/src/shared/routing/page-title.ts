import { createTranslator, resolvePageAttributes, type TranslationParams } from '@touchline/site';
import { resolveLocale } from '../config/locales';
import { loadSite, type SiteData } from '../site/load-site';
import { pagePath } from './page-path-server';

/**
 * The title and meta tags the brand configured for the page being rendered (spec shell §2
 * page_attributes, matched by URL pattern). The root layout renders them; a page that names
 * itself must not override the brand's title.
 */
export async function brandPageAttributes(site: SiteData) {
  return resolvePageAttributes(
    await pagePath(),
    site.settings.web.page_attributes.map((a) => ({
      url: a.url,
      title: a.title ?? null,
      meta_tags: a.meta_tags ?? null,
      last: a.last ?? null,
    })),
  );
}

async function brandTitle(site: SiteData): Promise<string | null> {
  return (await brandPageAttributes(site)).title ?? null;
}

/**
 * Server-side: a page's title (generateMetadata) — the brand's page_attributes title when one
 * matches the path, else `text`, or the catalogue text of `text` as a key when `isKey`. The root
 * layout adds the brand (`%s · Brand`). The key itself when the site cannot be read.
 */
async function titleOf(
  locale: string,
  text: string,
  isKey: boolean,
  params?: TranslationParams,
): Promise<string> {
  try {
    const site = await loadSite(resolveLocale(locale));
    const configured = await brandTitle(site);
    if (configured) return configured;
    if (!isKey) return text;
    return createTranslator({
      locale: site.messagesLocale,
      catalogue: site.messages,
      fallback: site.messages,
    }).t(text, params);
  } catch {
    return text;
  }
}

/** A page title from a translation key (see `titleOf`). */
export function pageTitle(locale: string, key: string, params?: TranslationParams) {
  return titleOf(locale, key, true, params);
}

/** A page title that is already text: an event's or a competition's name (see `titleOf`). */
export function pageTitleText(locale: string, text: string) {
  return titleOf(locale, text, false);
}
