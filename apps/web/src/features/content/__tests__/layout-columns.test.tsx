import { render, renderHook, screen, within } from '@testing-library/react';
import {
  COLUMN_LAYOUT_TYPES,
  type ColumnLayoutType,
  type LayoutComponentRef,
  type PageLayoutSetting,
} from '@touchline/site';
import type * as NextNavigation from 'next/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LayoutColumns,
  renderContentComponent,
  usePageLayout,
  type ColumnPlacement,
  type RenderLayoutComponent,
} from '../index';

const navigation = vi.hoisted(() => ({ pathname: '/en' }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  usePathname: () => navigation.pathname,
}));

const ref = (name: string, id: string | number | null = null): LayoutComponentRef => ({ name, id });

function layout(
  column_type: ColumnLayoutType,
  columns: Partial<Omit<PageLayoutSetting, 'url' | 'column_type'>> = {},
  url = '/*',
): PageLayoutSetting {
  return {
    url,
    column_type,
    left_column: columns.left_column ?? [ref('menu')],
    right_column: columns.right_column ?? [ref('betslip')],
    centre_column_bottom: columns.centre_column_bottom ?? [],
  };
}

/** The shell's own components as stand-ins; anything else is unknown. */
const KNOWN: Record<string, string> = { menu: 'Menu', betslip: 'Betslip', advert: 'Advert' };
const renderStandIn: RenderLayoutComponent = (component, placement) => {
  const label = KNOWN[component.name];
  return label ? (
    <section aria-label={`${label}${component.id === null ? '' : ` ${component.id}`}`}>
      {placement}
    </section>
  ) : null;
};

function renderColumns(setting: PageLayoutSetting | null, renderComponent = renderStandIn) {
  const result = render(
    <LayoutColumns layout={setting} renderComponent={renderComponent}>
      <main>Page</main>
    </LayoutColumns>,
  );
  const root = result.container.firstElementChild as HTMLElement;
  const columns = () =>
    Array.from(root.children).map((child) => (child as HTMLElement).dataset.column);
  return { ...result, root, columns };
}

const column = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLElement>(`:scope > [data-column="${name}"]`);

afterEach(() => {
  navigation.pathname = '/en';
});

describe('LayoutColumns (spec shell §2 Page shell, §3 Page layout setting)', () => {
  it.each([
    ['single', 'centre', ['centre']],
    ['side_left', 'sideStart', ['left', 'centre']],
    ['side_right', 'sideEnd', ['centre', 'right']],
    ['triple', 'sidesBoth', ['left', 'centre', 'right']],
    ['triple_side_right', 'sidesEnd', ['centre', 'left', 'right']],
  ] as const)('%s draws its columns in visual order (%s)', (type, shape, order) => {
    const { root, columns } = renderColumns(layout(type));
    expect(root).toHaveAttribute('data-layout', type);
    expect(root).toHaveAttribute('data-shape', shape);
    expect(columns()).toEqual(order);
    const left = column(root, 'left');
    const right = column(root, 'right');
    if (left) expect(within(left).getByRole('region', { name: 'Menu' })).toHaveTextContent('left');
    if (right) expect(within(right).getByRole('region', { name: 'Betslip' })).toBeInTheDocument();
    expect(within(column(root, 'centre')!).getByRole('main')).toHaveTextContent('Page');
  });

  it('covers every column layout type of the site package', () => {
    for (const type of COLUMN_LAYOUT_TYPES) {
      const { root, unmount } = renderColumns(layout(type));
      expect(root.dataset.shape).toBeTruthy();
      unmount();
    }
  });

  it('draws the centre alone without a layout', () => {
    const { root, columns } = renderColumns(null);
    expect(root).toHaveAttribute('data-shape', 'centre');
    expect(columns()).toEqual(['centre']);
  });

  it('skips components with an unknown name, and drops a side column left with nothing', () => {
    const { root, columns } = renderColumns(
      layout('triple', {
        left_column: [ref('mystery_widget', 4)],
        right_column: [ref('betslip'), ref('stream_player'), ref('advert', 'welcome-offer')],
      }),
    );
    expect(root).toHaveAttribute('data-shape', 'sideEnd');
    expect(columns()).toEqual(['centre', 'right']);
    const right = column(root, 'right')!;
    expect(
      within(right)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Betslip', 'Advert welcome-offer']);
  });

  it('puts the centre’s bottom components under the page', () => {
    const { root } = renderColumns(
      layout('side_right', { centre_column_bottom: [ref('advert', 'jackpot_banner')] }),
    );
    const centre = column(root, 'centre')!;
    const [page, bottom] = Array.from(centre.children);
    expect(page).toHaveTextContent('Page');
    expect(within(bottom as HTMLElement).getByRole('region')).toHaveTextContent('centreBottom');
  });

  it('ignores the columns a layout type does not have', () => {
    const { columns } = renderColumns(layout('side_left'));
    expect(columns()).toEqual(['left', 'centre']);
    expect(screen.queryByRole('region', { name: 'Betslip' })).not.toBeInTheDocument();
  });

  it('swallows a component that throws, reports it with its ref, and keeps its neighbours', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onComponentError = vi.fn();
    function Broken(): never {
      throw new Error('advert exploded');
    }
    const renderComponent: RenderLayoutComponent = (component, placement) =>
      component.name === 'advert' ? <Broken /> : renderStandIn(component, placement);
    render(
      <LayoutColumns
        layout={layout('side_right', { right_column: [ref('advert', 'x'), ref('betslip')] })}
        renderComponent={renderComponent}
        onComponentError={onComponentError}
      >
        <main>Page</main>
      </LayoutColumns>,
    );
    expect(screen.getByRole('region', { name: 'Betslip' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(onComponentError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'advert exploded' }),
      { name: 'advert', id: 'x' },
    );
    expect(consoleError).toHaveBeenCalled();
  });

  it('swallows a render function that throws for one ref', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onComponentError = vi.fn();
    const renderComponent: RenderLayoutComponent = (component, placement) => {
      if (component.name === 'menu') throw new Error('no menu');
      return renderStandIn(component, placement);
    };
    render(
      <LayoutColumns
        layout={layout('triple')}
        renderComponent={renderComponent}
        onComponentError={onComponentError}
      >
        <main>Page</main>
      </LayoutColumns>,
    );
    expect(screen.getByRole('region', { name: 'Betslip' })).toBeInTheDocument();
    expect(onComponentError).toHaveBeenCalledWith(expect.any(Error), { name: 'menu', id: null });
  });
});

describe('renderContentComponent', () => {
  const t = (key: string) => key;
  it.each<[LayoutComponentRef, ColumnPlacement]>([
    [ref('menu'), 'left'],
    [ref('betslip'), 'right'],
    [ref('advert'), 'right'],
    [ref('html_widget'), 'centreBottom'],
  ])('draws nothing for %o (not content, or no id)', (component, placement) => {
    expect(renderContentComponent(component, placement, t)).toBeNull();
  });

  it('draws adverts, html widgets and the stream slot (which needs no id)', () => {
    expect(renderContentComponent(ref('advert', 'welcome-offer'), 'right', t)).not.toBeNull();
    expect(renderContentComponent(ref('html_widget', 'how-to-bet'), 'left', t)).not.toBeNull();
    expect(renderContentComponent(ref('stream_player'), 'right', t)).not.toBeNull();
  });
});

describe('usePageLayout (spec shell §2: layout by URL pattern)', () => {
  const layouts = [
    layout('triple_side_right', {}, '/*'),
    layout('side_left', {}, '/account/*'),
    layout('single', {}, '/'),
  ];

  it('picks the first specific match for the current path, locale and query ignored', () => {
    navigation.pathname = '/en/account/bets';
    const { result, rerender } = renderHook(() => usePageLayout(layouts));
    expect(result.current?.column_type).toBe('side_left');
    navigation.pathname = '/es';
    rerender();
    expect(result.current?.column_type).toBe('single');
  });

  it('falls back to the /* entry', () => {
    navigation.pathname = '/en/sports/1-FOOT';
    const { result } = renderHook(() => usePageLayout(layouts));
    expect(result.current?.column_type).toBe('triple_side_right');
  });
});
