import { menuIconSvg } from '../../../../../src/features/navigation';

/** The icon sets served here, by the path's `iconType`. */
const ICON_SETS: Readonly<Record<string, (name: string) => string | null>> = {
  // The menu's icon set: menu items, the shell's controls and the sport codes (MenuIcon).
  menu: menuIconSvg,
};

/** A file name the sets can hold: a lower-case name and `.svg`, nothing that walks a path. */
const ICON_FILE = /^([a-z0-9][a-z0-9_-]{0,39})\.svg$/i;

const NOT_FOUND = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * spec shell §2 "Images are served from /next/svgs/{iconType}/{file}": the web's own icon sets as
 * SVG files (decision: `menu` — the set the menus draw inline — is the one set; brands' images
 * stay under /brand/). The icons are drawn from code, never read from disk, so no path reaches
 * a file: a name outside the set, another icon type or any `..` is a 404.
 */
export async function GET(
  _request: Request,
  context: { readonly params: Promise<{ iconType: string; file: string }> },
): Promise<Response> {
  const { iconType, file } = await context.params;
  const draw = Object.hasOwn(ICON_SETS, iconType) ? ICON_SETS[iconType] : undefined;
  const name = ICON_FILE.exec(file)?.[1];
  const svg = draw && name ? draw(name.toLowerCase()) : null;
  if (svg === null) return NOT_FOUND();
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own runs nothing and loads nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
