import { afterEach, describe, expect, it, vi } from 'vitest';
import PromotionsRoute from '../../app/[locale]/(site)/promotions/page';
import { testSite } from '../shared/testing/test-site';

/** The site the server reads for the page; `redirect` throws as Next's does, with its target. */
const server = vi.hoisted((): { promotionsUrl: string | null } => ({ promotionsUrl: null }));
vi.mock('../shared/site/load-site', () => ({
  loadSite: () => {
    const site = testSite();
    return Promise.resolve({
      ...site,
      settings: {
        ...site.settings,
        web: { ...site.settings.web, promotions_url: server.promotionsUrl },
      },
    });
  },
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

afterEach(() => {
  server.promotionsUrl = null;
});

const open = (locale = 'de') => PromotionsRoute({ params: Promise.resolve({ locale }) });

describe('/promotions and the promotions_url setting (spec shell §2)', () => {
  it('shows the site’s own page when no promotions URL is configured', async () => {
    await expect(open()).resolves.toBeTruthy();
  });

  it('a configured site path overrides the page, in the page’s language', async () => {
    server.promotionsUrl = '/sports/240-FOOT';
    await expect(open('de')).rejects.toThrow('redirect /de/sports/240-FOOT');
    server.promotionsUrl = '/en/jackpot';
    await expect(open('es')).rejects.toThrow('redirect /es/jackpot');
  });

  it('a configured https URL is followed as it is', async () => {
    server.promotionsUrl = 'https://promotions.example/offers?src=site';
    await expect(open()).rejects.toThrow('redirect https://promotions.example/offers?src=site');
  });

  it('a URL naming the page itself shows the page instead of looping', async () => {
    server.promotionsUrl = '/promotions';
    await expect(open()).resolves.toBeTruthy();
    server.promotionsUrl = '  ';
    await expect(open()).resolves.toBeTruthy();
  });
});
