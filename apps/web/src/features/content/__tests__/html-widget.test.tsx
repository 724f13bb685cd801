import { screen, waitFor } from '@testing-library/react';
import { ENDPOINTS } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { pathOf, stubPlatform } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { HtmlWidget } from '../index';

const widgetPath = (id: string) => pathOf(ENDPOINTS.cms.htmlWidget, { id });

describe('HtmlWidget (spec shell §2, §3)', () => {
  it('renders the active widget’s sanitised HTML', async () => {
    const platform = stubPlatform([
      {
        method: 'GET',
        path: widgetPath('how-to-bet'),
        reply: jsonResponse({
          id: 'how-to-bet',
          content:
            '<section><h2>New to betting?</h2><ol><li>Tap a price to add it to your betslip.</li><li>Place your bet.</li></ol></section>',
        }),
      },
    ]);
    renderWithClient(<HtmlWidget id="how-to-bet" />);
    expect(await screen.findByRole('heading', { name: 'New to betting?' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(platform.callsTo(widgetPath('how-to-bet'))[0]?.url).toContain('active=true');
  });

  it('renders nothing for a missing or inactive widget', async () => {
    const platform = stubPlatform([]);
    const { container } = renderWithClient(<HtmlWidget id="missing" />);
    await waitFor(() => expect(platform.callsTo(widgetPath('missing'))).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
