import { screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS } from '@touchline/contract';
import { createTranslator } from '@touchline/site';
import { describe, expect, it } from 'vitest';
import { pathOf, stubPlatform, type Route } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { testSite } from '../../../shared/testing/test-site';
import { SiteFooter } from '../index';

const site = testSite();
const { t } = createTranslator({ locale: 'en', catalogue: site.messages, fallback: site.messages });

const widgetPath = (id: string) => pathOf(ENDPOINTS.cms.htmlWidget, { id });
const SEAL_PATH = ENDPOINTS.cms.gcbSeal.path;

const FOOTER: Route = {
  method: 'GET',
  path: widgetPath('footer-licence'),
  reply: jsonResponse({
    id: 'footer-licence',
    content: '<p>Touchline is open-source sportsbook software. <a href="/en/help">Help</a></p>',
  }),
};
const TERMS: Route = {
  method: 'GET',
  path: widgetPath('terms-of-use'),
  reply: jsonResponse({
    id: 'terms-of-use',
    content: '<h2>Terms of use</h2><h3>1. Who may play</h3><p>You must be 18 or older.</p>',
  }),
};
const sealReply = (token: string | null): Route => ({
  method: 'GET',
  path: SEAL_PATH,
  reply:
    token === null
      ? jsonResponse({ code: 'NOT_FOUND', message: 'no licence seal for host' }, 404)
      : jsonResponse({ token }),
});

function renderFooter(
  routes: readonly Route[],
  ids = { footer: 'footer-licence', terms: 'terms-of-use' },
) {
  const platform = stubPlatform(routes);
  const view = renderWithClient(
    <SiteFooter t={t} footerWidgetId={ids.footer} termsWidgetId={ids.terms}>
      <button type="button">Theme</button>
    </SiteFooter>,
  );
  return { platform, ...view };
}

describe('site footer (spec shell §2 Page shell)', () => {
  it("shows the brand's external footer HTML, the age notice and its controls", async () => {
    renderFooter([FOOTER, TERMS, sealReply(null)]);
    const footer = screen.getByRole('contentinfo');
    expect(
      await within(footer).findByText(/Touchline is open-source sportsbook software/),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/en/help');
    expect(within(footer).getByText('18+ only. Please gamble responsibly.')).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Theme' })).toBeInTheDocument();
  });

  it('opens the terms of use in a modal and gives focus back when it closes', async () => {
    const { user } = renderFooter([FOOTER, TERMS, sealReply(null)]);
    const termsButton = screen.getByRole('button', { name: 'Terms of use' });
    expect(termsButton).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(termsButton);
    const modal = screen.getByRole('dialog', { name: 'Terms of use' });
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(within(modal).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(
      await within(modal).findByRole('heading', { name: '1. Who may play' }),
    ).toBeInTheDocument();
    expect(within(modal).getByText('You must be 18 or older.')).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(termsButton).toHaveFocus();

    // Escape closes it too.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Terms of use' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(termsButton).toHaveFocus();
  });

  it('says so when the terms cannot be loaded', async () => {
    const { user } = renderFooter([FOOTER, sealReply(null)]);
    await user.click(screen.getByRole('button', { name: 'Terms of use' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The terms of use could not be loaded. Please try again later.',
    );
  });

  it('shows the licence seal, linking to its certificate, only when the platform has a token', async () => {
    const { platform } = renderFooter([FOOTER, TERMS, sealReply('seal-token_1')]);
    const seal = await screen.findByRole('link', {
      name: 'Gaming licence (opens in a new window)',
    });
    expect(seal).toHaveAttribute('href', 'https://cert.gcb.cw/certificate?id=seal-token_1');
    expect(seal).toHaveAttribute('target', '_blank');
    expect(seal).toHaveAttribute('rel', 'noopener noreferrer');
    expect(platform.callsTo(SEAL_PATH)[0]?.url).toContain('host=localhost');
  });

  it('shows no seal for a host that needs none', async () => {
    const { platform } = renderFooter([FOOTER, TERMS, sealReply(null)]);
    await waitFor(() => expect(platform.callsTo(SEAL_PATH)).toHaveLength(1));
    await screen.findByText(/open-source sportsbook software/);
    expect(screen.queryByRole('link', { name: /Gaming licence/ })).not.toBeInTheDocument();
  });

  it('shows the foot the server read in its first render and asks the platform for none of it', () => {
    const platform = stubPlatform([FOOTER, TERMS, sealReply('seal-token_1')]);
    renderWithClient(
      <SiteFooter
        t={t}
        footerWidgetId="footer-licence"
        termsWidgetId="terms-of-use"
        initial={{
          widget: { id: 'footer-licence', content: '<p>Server-read footer text.</p>' },
          sealToken: 'server-token',
        }}
      />,
    );
    // No waiting: the first render already holds the widget and the seal (no late paint).
    expect(screen.getByText('Server-read footer text.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Gaming licence/ })).toHaveAttribute(
      'href',
      'https://cert.gcb.cw/certificate?id=server-token',
    );
    expect(platform.callsTo(widgetPath('footer-licence'))).toHaveLength(0);
    expect(platform.callsTo(SEAL_PATH)).toHaveLength(0);
  });

  it('asks the browser-side calls for what the server could not read', async () => {
    const platform = stubPlatform([FOOTER, TERMS, sealReply('seal-token_1')]);
    renderWithClient(
      <SiteFooter
        t={t}
        footerWidgetId="footer-licence"
        termsWidgetId="terms-of-use"
        initial={{ widget: undefined, sealToken: undefined }}
      />,
    );
    expect(await screen.findByText(/open-source sportsbook software/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Gaming licence/ })).toHaveAttribute(
      'href',
      'https://cert.gcb.cw/certificate?id=seal-token_1',
    );
    expect(platform.callsTo(SEAL_PATH)).toHaveLength(1);
  });

  it('leaves out the external HTML and the terms link when the brand names no widgets', () => {
    const { platform } = renderFooter([sealReply(null)], { footer: '', terms: '' });
    expect(screen.queryByRole('button', { name: 'Terms of use' })).not.toBeInTheDocument();
    expect(platform.calls.filter((c) => c.path.includes('html_widgets'))).toHaveLength(0);
  });
});
