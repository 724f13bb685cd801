import type { NextConfig } from 'next';

// The browser talks to one origin: these spec paths are proxied to the platform (ARCHITECTURE
// "Runtime modes"). The Next app itself serves no /api routes.
const PROXIED_PREFIXES = ['/xapi/:path*', '/api/:path*', '/auth/:path*', '/accounts/:path*'];

function platformOrigin(): string {
  return `http://127.0.0.1:${process.env.PLATFORM_PORT ?? '4000'}`;
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@touchline/betting', '@touchline/contract'],
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
