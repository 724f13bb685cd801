import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubHeader } from '../index';
import { HEADER_SUBMENU, t } from './navigation-fixtures';

const bar = () => screen.getByRole('navigation', { name: 'Shortcuts' });
const barLinks = () =>
  within(bar())
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('sub-header bar (spec shell §2 Sub-header bar)', () => {
  it('is not shown without a configured sub-menu', () => {
    const { container, rerender } = render(<SubHeader t={t} locale="en" submenu={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<SubHeader t={t} locale="en" submenu={{ submenu_links: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the first 7 links in the bar and the rest under More', async () => {
    const user = userEvent.setup();
    render(<SubHeader t={t} locale="en" submenu={HEADER_SUBMENU} />);
    expect(barLinks()).toEqual([
      'Football',
      'Tennis',
      'Basketball',
      'Ice Hockey',
      'Cricket',
      'Horse Racing',
      'American Football',
    ]);
    expect(within(bar()).getByRole('link', { name: 'Tennis' })).toHaveAttribute(
      'href',
      '/en/sports/239-TENN',
    );
    const more = within(bar()).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('the More panel is rendered');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Baseball', 'Volleyball', 'E-sports']);
    await user.click(within(panel).getByRole('link', { name: 'Volleyball' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a smaller visible count and has no More when everything fits', () => {
    const { rerender } = render(
      <SubHeader t={t} locale="en" submenu={HEADER_SUBMENU} visibleCount={3} />,
    );
    expect(barLinks()).toEqual(['Football', 'Tennis', 'Basketball']);
    rerender(<SubHeader t={t} locale="en" submenu={HEADER_SUBMENU} visibleCount={20} />);
    expect(barLinks()).toHaveLength(10);
    expect(within(bar()).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('fits the links to the measured width (each link + 24 px, More reserved)', () => {
    // Each link and the More button measure 76 px; the bar is 400 px wide: (76 + 24) × 3 = 300
    // fits beside More (76), a fourth link does not.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(76);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    render(<SubHeader t={t} locale="en" submenu={HEADER_SUBMENU} />);
    expect(barLinks()).toEqual(['Football', 'Tennis', 'Basketball']);
  });

  it('closes More on Escape, returning focus, and is operated from the keyboard', async () => {
    const user = userEvent.setup();
    render(<SubHeader t={t} locale="en" submenu={HEADER_SUBMENU} />);
    const more = within(bar()).getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Baseball' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Baseball' })).not.toBeInTheDocument();
  });

  it('closes More on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Page</p>
        <SubHeader t={t} locale="en" submenu={HEADER_SUBMENU} />
      </>,
    );
    const more = within(bar()).getByRole('button', { name: 'More' });
    await user.click(more);
    await user.click(screen.getByText('Page'));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page and keeps the right-hand items', () => {
    render(
      <SubHeader
        t={t}
        locale="en"
        submenu={HEADER_SUBMENU}
        pathname="/en/sports/227-BASK"
        end={<a href="/en/promotions">Promotions</a>}
      />,
    );
    expect(within(bar()).getByRole('link', { name: 'Basketball' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar()).getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
  });
});
