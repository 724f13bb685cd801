import type { NextConfig } from 'next';

// The browser talks to one origin: these spec paths are proxied to the platform (ARCHITECTURE
// "Runtime modes"). The Next app itself serves no /api routes.
const PROXIED_PREFIXES = ['/xapi/:path*', '/api/:path*', '/auth/:path*', '/accounts/:path*'];

// The same address as the server-side fetches (src/shared/config/server-env.ts): PLATFORM_URL
// when set (a platform elsewhere), otherwise the local platform on PLATFORM_PORT.
function platformOrigin(): string {
  const url = process.env.PLATFORM_URL;
  if (url) return url.replace(/\/+$/, '');
  return `http://127.0.0.1:${process.env.PLATFORM_PORT || '4000'}`;
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@touchline/betting', '@touchline/contract', '@touchline/site'],
  redirects() {
    return Promise.resolve([{ source: '/', destination: '/en', permanent: false }]);
  },
  rewrites() {
    const origin = platformOrigin();
    return Promise.resolve([
      ...PROXIED_PREFIXES.map((source) => ({ source, destination: `${origin}${source}` })),
      { source: '/ws', destination: `${origin}/ws` },
    ]);
  },
};

export default nextConfig;
