import type { MobileFooterOptions } from '@touchline/site';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FooterBar, footerBarContent, type FooterBarContentInput } from '../index';
import { t } from './navigation-fixtures';

const visitorOptions: MobileFooterOptions = {
  menuSide: 'left',
  floatingBetslip: false,
  rootPage: 'Live page',
  loggedIn: false,
};

function renderFooter(over: Partial<FooterBarContentInput> = {}) {
  const input: FooterBarContentInput = {
    t,
    options: visitorOptions,
    pathname: '/en',
    betslipCount: 0,
    openBetCount: 0,
    onOpenMenu: vi.fn(),
    onOpenBetslip: vi.fn(),
    onOpenLogin: vi.fn(),
    ...over,
  };
  const content = footerBarContent(input);
  const result = render(<FooterBar t={t} locale="en" {...content} />);
  return { ...result, input };
}

const footer = () => screen.getByRole('navigation', { name: 'Quick navigation' });
const names = () =>
  within(footer())
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('mobile footer bar: items and order (spec shell §2, §9)', () => {
  it('holds at most 5 items, Menu first, in the spec order', () => {
    renderFooter();
    expect(names()).toEqual(['Menu', 'Live', 'Sports', 'Betslip', 'My Bets']);
    expect(within(footer()).getByRole('link', { name: 'Live' })).toHaveAttribute(
      'href',
      '/en/live/sport',
    );
  });

  it('cuts a longer list of items to 5', () => {
    const items = Array.from({ length: 8 }, (_, i) => ({
      id: `i${i}`,
      label: `Item ${i}`,
      icon: 'home',
      href: `/i${i}`,
    }));
    render(<FooterBar t={t} locale="en" items={items} />);
    expect(within(footer()).getAllByRole('link')).toHaveLength(5);
  });

  it('starts with Pre-events, then Live, when the root page is the Prematch page', () => {
    renderFooter({ options: { ...visitorOptions, rootPage: 'Prematch page' } });
    expect(names()).toEqual(['Menu', 'Sports', 'Live', 'Betslip', 'My Bets']);
  });

  it('puts Menu at position 5 when it sits on the right', () => {
    renderFooter({ options: { ...visitorOptions, menuSide: 'right' } });
    expect(names()).toEqual(['Live', 'Sports', 'Betslip', 'My Bets', 'Menu']);
  });

  it("follows the brand's items", () => {
    renderFooter({
      options: { ...visitorOptions, items: ['preEvents', 'promos', 'virtualSports'] },
    });
    expect(names()).toEqual(['Menu', 'Sports', 'Promos', 'Virtuals']);
    expect(within(footer()).getByRole('link', { name: 'Virtuals' })).toHaveAttribute(
      'href',
      '/en/sports/kiron',
    );
  });

  it('highlights the item of the current page', () => {
    renderFooter({ pathname: '/en/live/sport/football' });
    expect(within(footer()).getByRole('link', { name: 'Live' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(footer()).getByRole('link', { name: 'Sports' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('mobile footer bar: badges (spec shell §2)', () => {
  it('shows a count above 0, wider above 99', () => {
    const { unmount } = renderFooter({ betslipCount: 3 });
    const betslip = within(footer()).getByRole('button', { name: 'Betslip 3' });
    expect(betslip.querySelector('[data-badge]')).toHaveAttribute('data-badge', 'normal');
    unmount();
    renderFooter({ betslipCount: 150 });
    const wide = within(footer()).getByRole('button', { name: 'Betslip 150' });
    expect(wide.querySelector('[data-badge]')).toHaveAttribute('data-badge', 'wide');
    expect(wide.querySelector('[data-badge]')).toHaveTextContent(/^150$/);
  });

  it('shows no badge at 0', () => {
    renderFooter({ betslipCount: 0 });
    const betslip = within(footer()).getByRole('button', { name: 'Betslip' });
    expect(betslip.querySelector('[data-badge]')).toBeNull();
  });

  it("shows the player's open-bet count on My Bets, never a visitor's", () => {
    const { unmount } = renderFooter({ openBetCount: 4 });
    expect(within(footer()).getByRole('button', { name: 'My Bets' })).toBeInTheDocument();
    unmount();
    renderFooter({
      options: { ...visitorOptions, loggedIn: true },
      openBetCount: 4,
      onToggleMyBets: () => {},
    });
    expect(within(footer()).getByRole('button', { name: 'My Bets 4' })).toBeInTheDocument();
  });
});

describe('mobile footer bar: taps (spec shell §2, §4)', () => {
  it('opens the menu, saying whether it is open', async () => {
    const user = userEvent.setup();
    const { input, unmount } = renderFooter();
    const menu = within(footer()).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(input.onOpenMenu).toHaveBeenCalledOnce();
    unmount();
    renderFooter({ menuOpen: true });
    expect(within(footer()).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('sends a visitor tapping My Bets or My Account to the login', async () => {
    const user = userEvent.setup();
    const { input } = renderFooter({
      options: { ...visitorOptions, items: ['myBets', 'myAccount'] },
    });
    await user.click(within(footer()).getByRole('button', { name: 'My Bets' }));
    await user.click(within(footer()).getByRole('button', { name: 'Account' }));
    expect(input.onOpenLogin).toHaveBeenCalledTimes(2);
  });

  it("toggles a player's My Bets, or links to it without the modal", async () => {
    const user = userEvent.setup();
    const onToggleMyBets = vi.fn();
    const player = { ...visitorOptions, loggedIn: true, items: ['myBets', 'myAccount'] as const };
    const { unmount } = renderFooter({ options: player, onToggleMyBets });
    await user.click(within(footer()).getByRole('button', { name: 'My Bets' }));
    expect(onToggleMyBets).toHaveBeenCalledOnce();
    expect(within(footer()).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/en/account',
    );
    unmount();
    renderFooter({ options: player });
    expect(within(footer()).getByRole('link', { name: 'My Bets' })).toHaveAttribute(
      'href',
      '/en/open_bets',
    );
  });

  it('is operated from the keyboard', async () => {
    const user = userEvent.setup();
    const { input } = renderFooter();
    await user.tab();
    expect(within(footer()).getByRole('button', { name: 'Menu' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input.onOpenMenu).toHaveBeenCalledOnce();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(footer()).getByRole('button', { name: 'Betslip' })).toHaveFocus();
    await user.keyboard(' ');
    expect(input.onOpenBetslip).toHaveBeenCalledOnce();
  });
});

describe('mobile footer bar: the floating betslip option (spec shell §2)', () => {
  it('replaces the Betslip item with a floating button carrying the count', async () => {
    const user = userEvent.setup();
    const { input } = renderFooter({
      options: { ...visitorOptions, floatingBetslip: true },
      betslipCount: 2,
    });
    expect(names()).toEqual(['Menu', 'Live', 'Sports', 'My Bets', 'Promos']);
    const floating = screen.getByRole('button', { name: 'Betslip 2' });
    expect(footer()).not.toContainElement(floating);
    await user.click(floating);
    expect(input.onOpenBetslip).toHaveBeenCalledOnce();
  });

  it('has no floating button unless enabled', () => {
    renderFooter({ betslipCount: 2 });
    expect(screen.getAllByRole('button', { name: 'Betslip 2' })).toHaveLength(1);
  });
});
