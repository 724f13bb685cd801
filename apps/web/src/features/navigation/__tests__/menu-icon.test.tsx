import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES, MenuIcon } from '../index';
import { MENUS } from './navigation-fixtures';

/** Every icon the brand's menus name (items and sub-menu links). */
const SERVED_ICONS = [
  ...MENUS.tabs.flatMap((tab) => tab.submenu_items.map((item) => item.icon)),
  ...MENUS.submenus.flatMap((submenu) => submenu.submenu_links.map((link) => link.icon)),
].filter((icon): icon is string => icon !== null);

describe('menu icons', () => {
  it("draws every icon the brand's menus name, and the listed sport codes", () => {
    const codes = ['FOOT', 'TENN', 'BASK', 'ICEH', 'CRIC', 'HORS', 'AMFB', 'BASE', 'VOLL', 'CSGO'];
    expect(SERVED_ICONS.length).toBeGreaterThan(10);
    for (const name of [...SERVED_ICONS, ...codes]) {
      expect(MENU_ICON_NAMES).toContain(name);
    }
  });

  it('is a decorative 20×20 outline by default', () => {
    const { container } = render(<MenuIcon name="home" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 0 20 20');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('data-icon', 'home');
  });

  it('falls back to a dot for an unknown name', () => {
    const { container } = render(<MenuIcon name="no-such-icon" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'dot');
    const { container: empty } = render(<MenuIcon name={null} />);
    expect(empty.querySelector('svg')).toHaveAttribute('data-icon', 'dot');
  });

  it('shows a served https icon as an image without alt text', () => {
    const { container } = render(<MenuIcon name="https://cdn.example.com/icon.svg" size={18} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/icon.svg');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '18');
    expect(container.querySelector('svg')).toBeNull();
  });
});
