import type { ReactElement } from 'react';
import { svgMarkup } from '../svg-markup';

/**
 * The menu's icon set (the icon names of config/brands/<brand>/menus.json, the shell's own
 * controls and the sport codes): 20×20 outline strokes in the text colour, decorative — the
 * link or button beside carries the name.
 */
const ICONS: Readonly<Record<string, ReactElement>> = {
  home: <path d="M3 9.5 10 3l7 6.5M5 8.2V17h3.8v-4.6h2.4V17H15V8.2" />,
  star: <path d="m10 2.8 2.2 4.5 5 .7-3.6 3.5.9 4.9L10 14.1l-4.5 2.3.9-4.9L2.8 8l5-.7z" />,
  live: (
    <>
      <circle cx="10" cy="10" r="1.8" />
      <path d="M6.8 6.8a4.5 4.5 0 0 0 0 6.4M13.2 6.8a4.5 4.5 0 0 1 0 6.4M4.3 4.3a8 8 0 0 0 0 11.4M15.7 4.3a8 8 0 0 1 0 11.4" />
    </>
  ),
  ticket: (
    <path d="M2.5 5.5h15v3a1.5 1.5 0 0 0 0 3v3h-15v-3a1.5 1.5 0 0 0 0-3zM12.5 6v1.5M12.5 9.2v1.6M12.5 12.5V14" />
  ),
  gift: (
    <path d="M3 7.5h14v3H3zM4.5 10.5V17h11v-6.5M10 7.5V17M10 7.5C8.8 4.2 5.6 4.6 6.4 6.6c.3.7 1.8.9 3.6.9m0 0c1.2-3.3 4.4-2.9 3.6-.9-.3.7-1.8.9-3.6.9" />
  ),
  search: (
    <>
      <circle cx="8.8" cy="8.8" r="5.3" />
      <path d="m12.7 12.7 4.3 4.3" />
    </>
  ),
  sports: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="M3 10h14M10 3c-2.4 2-2.4 12 0 14M10 3c2.4 2 2.4 12 0 14" />
    </>
  ),
  trophy: (
    <path d="M6 3h8v5a4 4 0 0 1-8 0zM6 4.8H3.5A2.5 2.5 0 0 0 6 8.5M14 4.8h2.5A2.5 2.5 0 0 1 14 8.5M10 12v3M7 17h6M8 15h4" />
  ),
  jackpot: <path d="m10 2.8 2.2 4.5 5 .7-3.6 3.5.8 5L10 14.2l-4.4 2.3.8-5L2.8 8l5-.7z" />,
  virtuals: <path d="M2.5 4h15v10h-15zM7 17h6M8.5 6.8v4.4l3.7-2.2z" />,
  esports: (
    <path d="M6.2 6.5h7.6a3.8 3.8 0 0 1 3.6 5l-.6 1.9a1.8 1.8 0 0 1-3 .7L12.2 12.5H7.8L6.2 14.1a1.8 1.8 0 0 1-3-.7l-.6-1.9a3.8 3.8 0 0 1 3.6-5zM6.5 8.5v2.6M5.2 9.8h2.6M12.8 9.2h.01M14.6 10.6h.01" />
  ),
  lotto: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="M8.4 8.4 10 7v6M8.6 13h2.8" />
    </>
  ),
  shield: (
    <path d="M10 2.5 16 4.7V10c0 3.6-2.6 6.4-6 7.5-3.4-1.1-6-3.9-6-7.5V4.7zM7.4 10l1.8 1.8 3.4-3.5" />
  ),
  help: (
    <>
      <circle cx="10" cy="10" r="7.3" />
      <path d="M7.8 7.9a2.3 2.3 0 1 1 3.2 2.1c-.6.3-1 .8-1 1.4v.4M10 14.1v.3" />
    </>
  ),
  card: <path d="M2.5 5h15v10h-15zM2.5 8.3h15M5.3 12h3" />,
  menu: <path d="M3 5.5h14M3 10h14M3 14.5h14" />,
  betslip: (
    <path d="M4.5 2.5h11v15l-1.8-1.2-1.8 1.2-1.9-1.2-1.8 1.2-1.9-1.2-1.8 1.2zM7.3 6.5h5.4M7.3 9.5h5.4M7.3 12.5h3.2" />
  ),
  account: (
    <>
      <circle cx="10" cy="6.8" r="3.3" />
      <path d="M3.8 17a6.2 6.2 0 0 1 12.4 0" />
    </>
  ),
  chevron: <path d="m5.5 8 4.5 4.5L14.5 8" />,
  collapse: <path d="M12 5 7 10l5 5M16 4v12" />,
  expand: <path d="m8 5 5 5-5 5M4 4v12" />,
  close: <path d="m5 5 10 10M15 5 5 15" />,
  settings: (
    <>
      <circle cx="10" cy="10" r="2.6" />
      <path d="M10 2.5v2.2M10 15.3v2.2M2.5 10h2.2M15.3 10h2.2M4.7 4.7l1.6 1.6M13.7 13.7l1.6 1.6M4.7 15.3l1.6-1.6M13.7 6.3l1.6-1.6" />
      <circle cx="10" cy="10" r="5.3" />
    </>
  ),
  logout: <path d="M8 3.5H4v13h4M12.5 6.5 16 10l-3.5 3.5M16 10H7.5" />,
  clock: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="M10 6v4.2l2.8 1.8" />
    </>
  ),
  // Sport codes (spec shell §3 sports catalogue).
  FOOT: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="m10 7.2 2.5 1.8-.9 2.9H8.4l-.9-2.9zM10 7.2V3M12.5 9l3.9-1.3M11.6 11.9l2.4 3.3M8.4 11.9 6 15.2M7.5 9 3.6 7.7" />
    </>
  ),
  TENN: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="M4.8 5.3c2 1.3 3 2.9 3 4.7s-1 3.4-3 4.7M15.2 5.3c-2 1.3-3 2.9-3 4.7s1 3.4 3 4.7" />
    </>
  ),
  BASK: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="M3 10h14M10 3v14M5.1 5c2.4 2.7 2.4 7.3 0 10M14.9 5c-2.4 2.7-2.4 7.3 0 10" />
    </>
  ),
  ICEH: <path d="m5 2.8 4.3 11.7h6.2M2.8 15.5h4.4v1.7H2.8z" />,
  CRIC: (
    <>
      <path d="m13.2 2.8 4 4-7.6 7.6-4-4zM7.6 12.4 3.4 16.6" />
      <circle cx="5" cy="5" r="1.8" />
    </>
  ),
  HORS: (
    <path d="M5.8 16.8 5 11.6A5 5 0 0 1 10 4a5 5 0 0 1 5 7.6l-.8 5.2M4.5 16.8h2.6M12.9 16.8h2.6M6.6 8.2h.01M13.4 8.2h.01" />
  ),
  AMFB: (
    <path d="M4.3 15.7C3.4 9 9 3.4 15.7 4.3 16.6 11 11 16.6 4.3 15.7zM7.6 12.4l4.8-4.8M8.9 9.9l1.2 1.2M10.4 8.4l1.2 1.2" />
  ),
  BASE: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="M5.6 4.6C7.3 6 8 7.9 8 10s-.7 4-2.4 5.4M14.4 4.6C12.7 6 12 7.9 12 10s.7 4 2.4 5.4M6.6 6.8l1.2-.6M7.4 9.4h1.2M6.6 13.2l1.2.6M13.4 6.8l-1.2-.6M12.6 9.4h-1.2M13.4 13.2l-1.2.6" />
    </>
  ),
  VOLL: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="M10 3c0 3 1.6 5.4 6.4 7.6M10 10c-2.7 1.2-4.3 3.6-4.3 6.2M10 10c-2.6-1.4-5.1-1.4-6.9-.4M10 10c1.3-2.6 1.3-5 .6-6.9" />
    </>
  ),
  chat: <path d="M3 4.5h14v9H9l-4 3v-3H3zM6.5 8h7M6.5 10.5h4.5" />,
  app: (
    <>
      <rect x="5.5" y="2.5" width="9" height="15" rx="1.8" />
      <path d="M8.8 15h2.4" />
    </>
  ),
  rotate: (
    <>
      <rect x="6" y="2.5" width="8" height="13" rx="1.5" />
      <path d="M3 12.5a7 7 0 0 0 5.5 5M17 7.5A7 7 0 0 0 11.5 2.5" />
    </>
  ),
  CSGO: (
    <>
      <circle cx="10" cy="10" r="5.5" />
      <path d="M10 2v4.5M10 13.5V18M2 10h4.5M13.5 10H18" />
    </>
  ),
};

/** The names the set draws (anything else falls back to a dot). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

/**
 * spec shell §2 "Images are served from /next/svgs/{iconType}/{file}": one icon of the set as an
 * SVG file, drawn as MenuIcon draws it; null for a name the set does not hold.
 */
export function menuIconSvg(name: string): string | null {
  const drawing = Object.hasOwn(ICONS, name) ? ICONS[name] : undefined;
  if (drawing === undefined) return null;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="20" height="20" ' +
    'fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" ' +
    `stroke-linejoin="round">${svgMarkup(drawing)}</svg>`
  );
}

const FALLBACK = <circle cx="10" cy="10" r="2.5" fill="currentColor" stroke="none" />;

interface MenuIconProps {
  /** An icon name, a sport code, or an https:// image URL (served icons, spec shell §3). */
  readonly name: string | null | undefined;
  readonly size?: number;
  readonly className?: string;
}

/** One menu icon; decorative. An https URL is shown as an image with empty alt text. */
export function MenuIcon({ name, size = 20, className }: MenuIconProps) {
  if (name?.startsWith('https://')) {
    return (
      // Served icons come from the brand's image origins, sized like the set (no layout shift).
      <img src={name} alt="" width={size} height={size} className={className} />
    );
  }
  const drawing = (name ? ICONS[name] : undefined) ?? FALLBACK;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      width={size}
      height={size}
      className={className}
      data-icon={name && ICONS[name] ? name : 'dot'}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawing}
    </svg>
  );
}
