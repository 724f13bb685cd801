import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from './src/shared/config/server-env';
import { AUTH_BASE } from './src/shared/config/site';
import { brandLanguages } from './src/shared/routing/brand-languages';
import {
  appDeepLinkPath,
  isPlatformPath,
  localeRedirectPath,
} from './src/shared/routing/locale-redirect';
import { PAGE_PATH_HEADER } from './src/shared/routing/page-path';

/**
 * 1. Platform HTTP paths (and the auth base, NEXT_PUBLIC_AUTH_BASE) are proxied to the platform address read at request time: the
 *    `rewrites()` in next.config.ts are frozen into the build, so a platform started on another
 *    port (PLATFORM_PORT / PLATFORM_URL at `next start`) would otherwise be missed.
 * 2. spec shell §2: an app deep link `/app/{path}` opens the path under the current locale.
 * 3. spec shell §2: every page path carries a configured locale segment; the brand's default
 *    language (the platform's languages call, cached briefly; en when it cannot be read) is
 *    where an unconfigured or missing locale goes.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The auth calls live under the configurable AUTH_BASE (spec shell §7), /auth by default.
  const authCall = pathname === AUTH_BASE || pathname.startsWith(`${AUTH_BASE}/`);
  if (isPlatformPath(pathname) || authCall) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, serverEnv().platformUrl));
  }
  const languages = await brandLanguages();
  const target =
    appDeepLinkPath(pathname, languages, referrerPath(request)) ??
    localeRedirectPath(pathname, languages);
  if (target === null) {
    // The page's path, for what the layout chooses by URL pattern (page_layouts, page_attributes).
    const headers = new Headers(request.headers);
    headers.set(PAGE_PATH_HEADER, pathname);
    return NextResponse.next({ request: { headers } });
  }
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url);
}

/** The path of the page a request came from, when it is this site's (for the deep link). */
function referrerPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === request.nextUrl.origin ? url.pathname : null;
  } catch {
    return null;
  }
}

export const config = {
  // /ws (the live feed's WebSocket upgrade) is passed to the platform by server.ts; Next's assets, the app
  // icon, the brands' images (public/brand/), the language flags (public/flags/), the served icon
  // sets (/next/svgs/, spec shell §2) and the embedding demo host page need no locale.
  matcher: ['/((?!_next/|ws$|icon\\.svg$|brand/|flags/|next/svgs/|embed-demo$|embed-demo/).*)'],
};
