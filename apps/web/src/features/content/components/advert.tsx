'use client';

import Link from '../../../shared/ui/link';
import type { ReactNode } from 'react';
import type { AdvertAnswer, ContentId } from '@touchline/contract';
import { localiseHref, type Translator } from '@touchline/site';
import { useLocale } from '../../../shared/routing/use-locale';
import buttonStyles from '../../../shared/ui/button.module.css';
import { cx } from '../../../shared/ui/cx';
import { useAdvert } from '../api/get-advert';
import styles from './advert.module.css';

/** Where an advert sits: a side column (image 280 px wide, spec shell §9) or the centre. */
export type AdvertPlacement = 'side' | 'centre';

export interface AdvertProps {
  readonly id: ContentId;
  /** The page language's texts (`advert.label`). */
  readonly t: Translator['t'];
  readonly placement?: AdvertPlacement;
}

/**
 * spec shell §2, §3: an advert of a column. A skeleton while it loads; nothing when the platform
 * says it is not for this viewer (404) or cannot say (an advert never shows an error).
 */
export function Advert({ id, t, placement = 'side' }: AdvertProps) {
  const { data, isPending } = useAdvert(id);
  if (isPending) {
    return (
      <div
        className={cx(styles.skeleton, placement === 'centre' && styles.skeletonCentre)}
        aria-hidden="true"
        data-testid="advert-skeleton"
      />
    );
  }
  if (!data) return null;
  return <AdvertCard advert={data} t={t} placement={placement} />;
}

/** An absolute https link leaves the site; anything else is a site path. */
const isExternal = (href: string): boolean => /^https:\/\//i.test(href);

/**
 * spec shell §3, §9: the popup window's size from popup_width × popup_height (a 0 leaves that
 * side to the browser) and its resize and scrollbar flags.
 */
export function advertPopupFeatures(advert: AdvertAnswer): string {
  const yesNo = (on: boolean) => (on ? 'yes' : 'no');
  return [
    advert.popup_width > 0 ? `width=${advert.popup_width}` : null,
    advert.popup_height > 0 ? `height=${advert.popup_height}` : null,
    `resizable=${yesNo(advert.popup_allow_resize)}`,
    `scrollbars=${yesNo(advert.popup_allow_scrollbars)}`,
  ]
    .filter((part) => part !== null)
    .join(',');
}

function openPopup(advert: AdvertAnswer, href: string): void {
  const external = isExternal(href);
  // Another site gets no handle on this page; a site page opened by us may keep its opener.
  const features = advertPopupFeatures(advert) + (external ? ',noopener,noreferrer' : '');
  const opened = window.open(href, '_blank', features);
  // A blocked popup of a site page still takes the player there (an external one cannot tell).
  if (!opened && !external) window.location.assign(href);
}

function AdvertCard({
  advert,
  t,
  placement,
}: {
  readonly advert: AdvertAnswer;
  readonly t: Translator['t'];
  readonly placement: AdvertPlacement;
}) {
  const locale = useLocale();
  const href = advert.link?.trim() ? localiseHref(advert.link.trim(), locale) : null;
  const ctaText = advert.link_name?.trim() || null;
  const description = advert.show_description ? advert.description.trim() : '';

  const image = (
    // A plain img: the attachment is a site path or any https host the brand names, and its
    // width/height attributes keep the aspect ratio while it loads (no layout shift).
    <img
      className={styles.image}
      src={advert.attachment_path}
      alt={advert.name}
      width={advert.width_in_pixels}
      height={advert.height_in_pixels}
      loading="lazy"
      decoding="async"
    />
  );

  /** The advert's one control: a popup button, an external link or a site link. */
  const control = (content: ReactNode, className: string | undefined) => {
    if (href === null) return null;
    if (advert.popup) {
      return (
        <button type="button" className={className} onClick={() => openPopup(advert, href)}>
          {content}
        </button>
      );
    }
    if (isExternal(href)) {
      return (
        <a className={className} href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      );
    }
    return (
      <Link className={className} href={href}>
        {content}
      </Link>
    );
  };

  // With a call to action the link is that text (its area stretches over the image, so the
  // image is clickable without a second tab stop); without one the image is the link.
  const withCta = href !== null && ctaText !== null;
  return (
    <div
      className={cx(styles.root, placement === 'centre' && styles.centre)}
      role="group"
      aria-label={t('advert.label')}
    >
      {withCta || href === null ? image : control(image, styles.imageLink)}
      {description ? (
        <div
          className={styles.description}
          // The platform sanitises advert descriptions with an allow-list before serving them
          // (apps/platform/src/modules/cms/html-sanitiser.ts): the HTML is safe to insert as is.
          dangerouslySetInnerHTML={{ __html: description }}
        />
      ) : null}
      {withCta ? control(ctaText, cx(buttonStyles.root, buttonStyles.primary, styles.cta)) : null}
    </div>
  );
}
