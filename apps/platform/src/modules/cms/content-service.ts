/**
 * The cms calls' answers (spec shell §7 /api table), read from the brand's current site. Unknown
 * ids are 404; an advert whose audience excludes the caller is 404 too (to that caller it does
 * not exist; docs/decisions.md "Site configuration").
 */
import { SPORTS } from '@touchline/betting';
import type { AdvertAnswer, Channel, ChannelSettings, ContentId } from '@touchline/contract';
import { advertAudienceMatches, type AdvertViewer } from '@touchline/site';
import { AppError } from '../../http/errors';
import { idKey, type BrandSite } from './brand-site';

const notFound = (what: string): AppError => new AppError(404, 'NOT_FOUND', `${what} not found`);

export function allCachedSettings(
  site: BrandSite,
  currency: string | null,
): { web: ChannelSettings; mobile: ChannelSettings } {
  if (currency !== null && site.currency(currency) === null) {
    throw new AppError(
      404,
      'UNKNOWN_CURRENCY',
      `the site has no settings for currency ${currency}`,
    );
  }
  return { web: site.settings('web', currency), mobile: site.settings('mobile', currency) };
}

export function submenu(site: BrandSite, id: ContentId) {
  const found = site.submenus.get(idKey(id));
  if (!found) throw notFound(`sub-menu ${String(id)}`);
  return found;
}

export function coupon(site: BrandSite, id: ContentId, withInfo: boolean) {
  const found = site.coupons.get(idKey(id));
  if (!found) throw notFound(`coupon ${String(id)}`);
  if (!withInfo) return found;
  const members = found.coupons
    .map((member) => site.coupons.get(idKey(member)))
    .filter((c) => c !== undefined);
  return { ...found, coupon_info: members };
}

export function couponGroup(site: BrandSite, id: ContentId) {
  const group = site.couponGroups.get(idKey(id));
  if (!group) throw notFound(`coupon group ${String(id)}`);
  return {
    id: group.id,
    name: group.name,
    coupons: group.coupons
      .map((member) => site.coupons.get(idKey(member)))
      .filter((c) => c !== undefined),
  };
}

export function topSports(site: BrandSite) {
  return {
    top_sports: site.documents.coupons.top_sports.flatMap((entry) => {
      const sport = SPORTS.find((s) => s.id === entry.sport_id);
      return sport
        ? [
            {
              sport_id: sport.id,
              code: sport.code,
              name: entry.name ?? sport.name,
              icon: entry.icon,
            },
          ]
        : [];
    }),
  };
}

/** `active`: only an active widget is answered (an inactive one is 404). */
export function htmlWidget(site: BrandSite, id: ContentId, activeOnly: boolean) {
  const widget = site.htmlWidgets.get(idKey(id));
  if (!widget || (activeOnly && !widget.active)) throw notFound(`html widget ${String(id)}`);
  return { id: widget.id, content: widget.content };
}

/** Who is asking for an advert, as the audience rule reads it. */
export interface AdvertCaller {
  readonly viewer: AdvertViewer;
  /** The signed-in player's username (IMPORTED_LIST); null when anonymous. */
  readonly username: string | null;
}

export function advert(
  site: BrandSite,
  id: ContentId,
  caller: AdvertCaller,
  now: number,
): AdvertAnswer {
  const found = site.adverts.get(idKey(id));
  if (!found || !found.active) throw notFound(`advert ${String(id)}`);
  const listed =
    found.audience !== 'IMPORTED_LIST' ||
    (caller.username !== null &&
      found.usernames.some((u) => u.toLowerCase() === caller.username?.toLowerCase()));
  if (!listed || !advertAudienceMatches(found.audience, caller.viewer, now)) {
    throw notFound(`advert ${String(id)}`);
  }
  const { usernames: _usernames, active: _active, ...answer } = found;
  return answer;
}

export function externalHeader(site: BrandSite) {
  const enabled = site.settings('web').clem_external_header_enabled;
  if (!enabled || !site.externalHeader) throw notFound('external header');
  return site.externalHeader;
}

export function languages(site: BrandSite) {
  return { default: site.documents.languages.default, languages: [...site.languages] };
}

/**
 * One language's catalogue with English beneath it (a missing key is served in English);
 * mode=translations also lists the keys that fell back (shell §2).
 */
export function translations(site: BrandSite, locale: string, listMissing: boolean) {
  const language = site.languages.find((l) => l.locale === locale || l.external_locale === locale);
  if (!language) throw notFound(`language ${locale}`);
  const english = site.catalogues.get('en') ?? {};
  const own = site.catalogues.get(language.locale) ?? {};
  const messages = { ...english, ...own };
  const missing = Object.keys(english).filter((k) => !own[k]);
  return {
    locale: language.locale,
    messages,
    ...(listMissing ? { missing } : {}),
  };
}

export function brandAnswer(site: BrandSite) {
  const { origins: _origins, gcb_seal_hosts: _hosts, ...brand } = site.documents.brand;
  return {
    ...brand,
    content_security_policy: site.contentSecurityPolicy,
    last_publication_timestamp: site.publication,
    default_locale: site.documents.languages.default,
    default_currency: site.documents.currencies.default,
  };
}

/** The channel a call is made for: `mc`, else the X-SB-Origin header (MOBILE), else web. */
export function channelOf(mc: Channel | undefined, origin: string | undefined): Channel {
  if (mc) return mc;
  return origin?.toUpperCase() === 'MOBILE' ? 'mobile' : 'web';
}
