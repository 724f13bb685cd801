import type { NextConfig } from 'next';
import { serverEnv } from './src/env';

// The browser talks to one origin: these spec paths are proxied to the platform (ARCHITECTURE
// "Runtime modes"). The Next app itself serves no /api routes.
const PROXIED_PREFIXES = ['/xapi/:path*', '/api/:path*', '/auth/:path*', '/accounts/:path*'];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@touchline/betting', '@touchline/contract', '@touchline/site'],
  redirects() {
    return Promise.resolve([{ source: '/', destination: '/en', permanent: false }]);
  },
  rewrites() {
    // The same address as the server-side fetches (src/env.ts).
    const origin = serverEnv().platformUrl;
    return Promise.resolve([
      ...PROXIED_PREFIXES.map((source) => ({ source, destination: `${origin}${source}` })),
      { source: '/ws', destination: `${origin}/ws` },
    ]);
  },
};

export default nextConfig;
