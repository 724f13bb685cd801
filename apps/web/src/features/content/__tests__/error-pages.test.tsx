import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GlobalError from '../../../../app/global-error';
import PageError from '../../../../app/[locale]/(site)/error';
import { stubPlatform } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { LOCALES } from '../../../shared/config/locales';
import { GLOBAL_ERROR_TEXT_KEYS, globalErrorTexts } from '../index';

const navigation = vi.hoisted(() => ({ pathname: '/de/sports' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

// A path rather than a URL object: jsdom's URL is not the one node:fs accepts.
const HERE = dirname(fileURLToPath(import.meta.url));
const catalogue = (name: string) =>
  JSON.parse(
    readFileSync(join(HERE, `../../../../../../config/i18n/${name}.json`), 'utf8'),
  ) as Record<string, string>;

let platform: ReturnType<typeof stubPlatform>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  platform = stubPlatform([
    { method: 'GET', path: '/api/metrics', reply: () => jsonResponse({ accepted: true }) },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function reports() {
  return platform
    .callsTo('/api/metrics')
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));
}

describe('the error pages (spec shell §8)', () => {
  it('global error: the whole document in the address’s language, a reload, and one report', async () => {
    render(<GlobalError error={new Error('layout broke')} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/konnte gerade nicht angezeigt werden/)).toBeInTheDocument();
    // A plain link to the same address: a full request, so the server draws the layout again.
    expect(screen.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      '/de/sports',
    );
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({
      app: 'touchline-web',
      event: 'render-error',
      region: 'document',
      message: 'Error: layout broke',
    });
  });

  it('global error: an address without a known language is shown in the default one', () => {
    expect(globalErrorTexts('/xx/sports').text('pages.error.retry')).toBe('Try again');
    expect(globalErrorTexts(null).locale).toBe('en');
  });

  it.each(LOCALES)('global error texts in %s are the catalogue’s', (locale) => {
    const messages = catalogue(locale === 'pt' ? 'pt-BR' : locale);
    const { text } = globalErrorTexts(`/${locale}`);
    for (const key of GLOBAL_ERROR_TEXT_KEYS) expect(text(key), key).toBe(messages[key]);
  });

  it('page error: keeps the shell’s texts, reports once, and tries again on request', async () => {
    const reset = vi.fn();
    const { user } = renderWithClient(
      <PageError error={new Error('page broke\nsecond line')} reset={reset} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await waitFor(() => expect(reports()).toHaveLength(1));
    // Control characters become spaces: the call refuses them.
    expect(reports()[0]).toMatchObject({
      region: 'page',
      message: 'Error: page broke second line',
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
