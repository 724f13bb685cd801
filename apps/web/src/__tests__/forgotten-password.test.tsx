import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ForgottenPasswordRoute, {
  generateMetadata,
} from '../../app/[locale]/(site)/forgotten-password/page';
import { renderWithClient } from '../shared/testing/render-with-client';
import { testSiteIn } from '../shared/testing/test-site';
import type { SiteData } from '../shared/site/load-site';

/** The site the server reads for the page, and the path it renders (the proxy's header). */
const server = vi.hoisted((): { site: unknown; path: string } => ({
  site: null,
  path: '/de/forgotten-password',
}));
vi.mock('../shared/site/load-site', () => ({ loadSite: () => Promise.resolve(server.site) }));
vi.mock('../shared/routing/page-path-server', () => ({
  pagePath: () => Promise.resolve(server.path),
}));

function serverSite(pageAttributes: SiteData['settings']['web']['page_attributes'] = []) {
  const site = testSiteIn('de');
  return {
    ...site,
    settings: { ...site.settings, web: { ...site.settings.web, page_attributes: pageAttributes } },
  };
}

afterEach(() => {
  server.site = null;
});

describe('the forgotten-password page (spec shell §2)', () => {
  it('says in the page’s language how to get back in', () => {
    renderWithClient(<ForgottenPasswordRoute />, testSiteIn('de'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Passwort vergessen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Das Zurücksetzen des Passworts ist online noch nicht möglich.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/wenden Sie sich an den Kundenservice/)).toBeInTheDocument();
  });

  it('is titled from the catalogue, or by the brand’s page_attributes when one matches', async () => {
    server.site = serverSite();
    const params = Promise.resolve({ locale: 'de' });
    expect(await generateMetadata({ params })).toEqual({ title: 'Passwort vergessen' });
    server.site = serverSite([
      { url: '/forgotten-password', title: 'Zugang wiederherstellen', meta_tags: {}, last: true },
    ]);
    expect(await generateMetadata({ params })).toEqual({ title: 'Zugang wiederherstellen' });
  });
});
