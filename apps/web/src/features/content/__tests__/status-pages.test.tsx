import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BlockedRoute, {
  generateMetadata as blockedMetadata,
} from '../../../../app/[locale]/(minimal)/blocked/page';
import MaintenanceRoute, {
  generateMetadata as maintenanceMetadata,
} from '../../../../app/[locale]/(minimal)/maintenance/page';
import { STATUS_PAGE_TEXT_KEYS, statusPageText } from '../index';

// A path rather than a URL object: jsdom's URL is not the one node:fs accepts.
const HERE = dirname(fileURLToPath(import.meta.url));
const EN = JSON.parse(
  readFileSync(join(HERE, '../../../../../../config/i18n/en.json'), 'utf8'),
) as Record<string, string>;

describe('maintenance and blocked pages (spec shell §2)', () => {
  it('maintenance: the brand, a calm message and a way to try again in the page’s locale', async () => {
    render(await MaintenanceRoute({ params: Promise.resolve({ locale: 'es' }) }));
    expect(screen.getByText('Touchline')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'We will be back soon' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/down for maintenance/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/es');
    expect(maintenanceMetadata()).toMatchObject({
      title: 'We will be back soon',
      robots: { index: false },
    });
  });

  it('blocked: the brand and the message, with no way on', () => {
    render(<BlockedRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Access blocked' })).toBeInTheDocument();
    expect(screen.getByText(/not available in your location/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(blockedMetadata()).toMatchObject({ title: 'Access blocked' });
  });

  it('the stand-in texts are the English catalogue’s, key for key', () => {
    for (const key of STATUS_PAGE_TEXT_KEYS) expect(statusPageText(key)).toBe(EN[key]);
  });
});
