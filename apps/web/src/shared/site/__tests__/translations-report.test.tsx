/** spec shell §2 mode=translations: the keys the page's language lacks, listed for a translator. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../testing/render-with-client';
import { testSite } from '../../testing/test-site';
import { TranslationsReport } from '../translations-report';

const search = vi.hoisted(() => ({ value: '' }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(search.value),
}));

describe('TranslationsReport', () => {
  afterEach(() => {
    search.value = '';
  });

  it('lists the missing keys with mode=translations', () => {
    search.value = 'mode=translations';
    renderWithClient(
      <TranslationsReport />,
      testSite({ messagesLocale: 'de', missingMessages: ['betslip.title', 'shell.menu.close'] }),
    );
    const report = screen.getByRole('region', { name: 'Missing translations' });
    expect(report).toHaveTextContent('2 keys have no de text and are shown in English.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'betslip.title',
      'shell.menu.close',
    ]);
  });

  it('shows nothing without the flag', () => {
    renderWithClient(<TranslationsReport />, testSite({ missingMessages: ['betslip.title'] }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
