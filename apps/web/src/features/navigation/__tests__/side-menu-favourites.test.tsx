import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_FAVOURITES } from '@touchline/contract';
import { useFavouritesStore } from '../../../shared/favourites';
import { SideMenu, type SideMenuContentProps } from '../index';
import { MENUS, t } from './navigation-fixtures';

const base: SideMenuContentProps = {
  t,
  locale: 'en',
  loggedIn: false,
  tabs: MENUS.tabs,
  products: [],
};

function Sidebar(props: Partial<SideMenuContentProps>) {
  return <SideMenu {...base} {...props} variant="sidebar" expanded onToggleExpanded={() => {}} />;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => {
  useFavouritesStore.setState({ guest: EMPTY_FAVOURITES, account: null });
});

describe('the Favourites entry of the side menu', () => {
  it('links to the Favourites pseudo-category with the count as a badge', () => {
    render(<Sidebar pathname="/en/sports/10000-FAVOURITES" />);
    const entry = within(nav()).getByRole('link', { name: /^Favourites/ });
    expect(entry).toHaveAttribute('href', '/en/sports/10000-FAVOURITES');
    expect(entry).toHaveAttribute('aria-current', 'page');
    // No badge while there are none.
    expect(entry).toHaveAccessibleName('Favourites');

    act(() => useFavouritesStore.getState().setGuest({ events: [1, 2], leagues: [9] }));
    expect(entry).toHaveAccessibleName('Favourites 3 saved');
  });

  it('is left out when the brand has favourites off', () => {
    render(<Sidebar showFavourites={false} />);
    expect(within(nav()).queryByRole('link', { name: /Favourites/ })).toBeNull();
  });
});
