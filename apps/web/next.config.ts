import type { NextConfig } from 'next';
import { ALL_ENDPOINTS, pathPrefixes } from '@touchline/contract';
import { publicEnv, serverEnv } from './src/env';

// The browser talks to one origin: every prefix the endpoint table's calls live under (the auth
// base as configured) is proxied to the platform. The Next app itself serves no /api routes.
const PROXIED_PREFIXES = pathPrefixes(
  ALL_ENDPOINTS.map((endpoint) => endpoint.path),
  { auth: publicEnv.authBase },
).map((prefix) => `${prefix}/:path*`);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.ts compresses, after the HTML rewrite that paints the page before its scripts run.
  compress: false,
  reactStrictMode: true,
  transpilePackages: ['@touchline/betting', '@touchline/contract', '@touchline/site'],
  rewrites() {
    // The same address as the server-side fetches (src/env.ts).
    const origin = serverEnv().platformUrl;
    return Promise.resolve([
      ...PROXIED_PREFIXES.map((source) => ({ source, destination: `${origin}${source}` })),
    ]);
  },
};

export default nextConfig;
