import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testSite } from '../../../shared/testing/test-site';
import { MenuDrawerHeader, menuDrawerBrand, SideMenu, type MenuDrawerBrand } from '../index';
import { MENUS, t } from './navigation-fixtures';

const touchline = testSite();

/** nightjar's shape: its own logo after a placeholder, self-exclusion on by setting. */
const nightjarBrand = {
  ...touchline.brand,
  name: 'nightjar',
  display_name: 'Nightjar',
  branding: {
    ...touchline.brand.branding,
    logos: [
      {
        name: 'placeholder',
        url: '/brand/nightjar/logo-placeholder.svg',
        alt: 'Nightjar',
        placeholder: true,
      },
      { name: 'main', url: '/brand/nightjar/logo.svg', alt: 'Nightjar', placeholder: false },
    ],
  },
};

function Drawer({
  brand,
  loggedIn,
  onLogin = () => {},
}: {
  readonly brand: MenuDrawerBrand;
  readonly loggedIn: boolean;
  readonly onLogin?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <SideMenu
      t={t}
      locale="es"
      loggedIn={loggedIn}
      tabs={MENUS.tabs}
      products={[]}
      variant="drawer"
      open={open}
      onClose={() => setOpen(false)}
      tools={<button type="button">Search</button>}
      header={
        <MenuDrawerHeader
          t={t}
          locale="es"
          brand={brand}
          loggedIn={loggedIn}
          onLogin={() => {
            setOpen(false);
            onLogin();
          }}
          languageSelector={<button type="button">Language: ES</button>}
        />
      }
    />
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Menu' });

describe('mobile drawer header: brand parts (spec shell §2, §3, §6)', () => {
  it("takes the brand's logo, never the placeholder", () => {
    expect(menuDrawerBrand(nightjarBrand, { enable_self_exclusion: true }, true).logo).toEqual({
      url: '/brand/nightjar/logo.svg',
      alt: 'Nightjar',
    });
    const onlyPlaceholder = {
      ...nightjarBrand,
      branding: { ...nightjarBrand.branding, logos: nightjarBrand.branding.logos.slice(0, 1) },
    };
    expect(menuDrawerBrand(onlyPlaceholder, { enable_self_exclusion: true }, true).logo).toBeNull();
  });

  it('shows the self-exclusion icon for a local-account brand, or by the setting where it gates it', () => {
    const icon = (localAccount: boolean, setting: boolean, settingVariant: boolean) =>
      menuDrawerBrand(
        { ...touchline.brand, local_account: localAccount },
        { enable_self_exclusion: setting },
        settingVariant,
      ).selfExclusionIcon;
    expect(icon(true, false, false)).toBe(true);
    expect(icon(false, true, true)).toBe(true);
    expect(icon(false, false, true)).toBe(false);
    expect(icon(false, true, false)).toBe(false);
  });
});

describe('mobile drawer header: what a visitor and a player see (spec shell §2)', () => {
  it('gives a visitor the close button, the logo home, Login and the languages', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(
      <Drawer
        brand={menuDrawerBrand(nightjarBrand, { enable_self_exclusion: true }, true)}
        loggedIn={false}
        onLogin={onLogin}
      />,
    );
    const header = within(dialog());
    expect(header.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    const home = header.getByRole('link', { name: 'Nightjar home' });
    expect(home).toHaveAttribute('href', '/es');
    expect(home.querySelector('img')).toHaveAttribute('src', '/brand/nightjar/logo.svg');
    expect(header.getByRole('button', { name: 'Language: ES' })).toBeInTheDocument();
    // The controls the narrowest header leaves out (search, settings) are in the drawer.
    expect(header.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Self-exclusion' })).not.toBeInTheDocument();

    await user.click(header.getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives a player the account link and, on a brand that has it, self-exclusion', () => {
    const { unmount } = render(
      <Drawer
        brand={menuDrawerBrand(nightjarBrand, { enable_self_exclusion: true }, true)}
        loggedIn
      />,
    );
    const header = within(dialog());
    expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/es/account');
    expect(header.getByRole('link', { name: 'Self-exclusion' })).toHaveAttribute(
      'href',
      '/es/account/responsible-gambling',
    );
    expect(header.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    unmount();

    render(
      <Drawer
        brand={menuDrawerBrand(touchline.brand, { enable_self_exclusion: false }, true)}
        loggedIn
      />,
    );
    expect(within(dialog()).getByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(
      within(dialog()).queryByRole('link', { name: 'Self-exclusion' }),
    ).not.toBeInTheDocument();
  });

  it('shows the brand name when the brand has no logo', () => {
    render(
      <Drawer
        brand={{ logo: null, siteName: 'Touchline', selfExclusionIcon: false }}
        loggedIn={false}
      />,
    );
    expect(within(dialog()).getByRole('link', { name: 'Touchline home' })).toHaveTextContent(
      'Touchline',
    );
  });
});
