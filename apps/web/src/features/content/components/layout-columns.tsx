'use client';

import { usePathname } from 'next/navigation';
import { useMemo, type ReactNode } from 'react';
import { assertNever } from '@touchline/betting';
import {
  matchPageLayout,
  type ColumnLayoutType,
  type LayoutComponentRef,
  type PageLayoutSetting,
} from '@touchline/site';
import { cx } from '../../../shared/ui/cx';
import { RegionBoundary } from './region-boundary';
import styles from './layout-columns.module.css';

/** Where a component of the layout is drawn. */
export type ColumnPlacement = 'left' | 'right' | 'centreBottom';

/** What a component ref renders as; null (or nothing) for a name the caller does not know. */
export type RenderLayoutComponent = (
  ref: LayoutComponentRef,
  placement: ColumnPlacement,
) => ReactNode;

export interface LayoutColumnsProps {
  /** The page's layout (matchPageLayout); null draws the centre alone. */
  readonly layout: PageLayoutSetting | null;
  readonly renderComponent: RenderLayoutComponent;
  /** The centre column: the page. */
  readonly children: ReactNode;
  /** Reports a component's render error (the component itself shows nothing). */
  readonly onComponentError?: (error: unknown, ref: LayoutComponentRef) => void;
  /** A change (the page path) gives components that failed another try. */
  readonly resetKey?: string;
}

/**
 * The grid's shape, in visual order: centre alone, a side column before or after it, one on each
 * side, or two after it. DOM order follows it, so reading and tab order match what is seen.
 */
export type ColumnShape = 'centre' | 'sideStart' | 'sideEnd' | 'sidesBoth' | 'sidesEnd';

/**
 * spec shell §2 column layout types: which side columns a type has and where they sit.
 * `triple_side_right` is read as its name says: a triple layout whose two side columns both sit
 * on the right of the centre (the spec gives no picture). A column with nothing to show is left
 * out, so an empty side never leaves a 380 px hole.
 */
export function columnShape(
  type: ColumnLayoutType,
  hasLeft: boolean,
  hasRight: boolean,
): ColumnShape {
  switch (type) {
    case 'single':
      return 'centre';
    case 'side_left':
      return hasLeft ? 'sideStart' : 'centre';
    case 'side_right':
      return hasRight ? 'sideEnd' : 'centre';
    case 'triple':
      if (hasLeft && hasRight) return 'sidesBoth';
      if (hasLeft) return 'sideStart';
      return hasRight ? 'sideEnd' : 'centre';
    case 'triple_side_right':
      if (hasLeft && hasRight) return 'sidesEnd';
      return hasLeft || hasRight ? 'sideEnd' : 'centre';
    default:
      return assertNever(type, 'column layout type');
  }
}

/** Nothing to draw: what a render function returns for an unknown component name. */
const isEmptyNode = (node: ReactNode): boolean =>
  node === null || node === undefined || typeof node === 'boolean' || node === '';

const refKey = (ref: LayoutComponentRef, index: number): string =>
  `${ref.name}:${ref.id ?? '-'}:${index}`;

/**
 * spec shell §2 Page shell (desktop), §3 Page layout setting, §9: the centre flanked by the
 * layout's side columns (380 px, 420 px from 1600 px wide), with the centre's bottom components
 * under the page. Below 1024 px only the centre shows: the menu and the betslip live in the
 * mobile drawer and bottom sheet there. Every component sits in its own RegionBoundary.
 */
export function LayoutColumns({
  layout,
  renderComponent,
  children,
  onComponentError,
  resetKey,
}: LayoutColumnsProps) {
  const renderColumn = (refs: readonly LayoutComponentRef[], placement: ColumnPlacement) =>
    refs.flatMap((ref, index) => {
      let node: ReactNode;
      try {
        node = renderComponent(ref, placement);
      } catch (error) {
        // The render function itself failed: same rule as a component's render error.
        console.error(`Render error in region ${ref.name}`, error);
        try {
          onComponentError?.(error, ref);
        } catch (reportError) {
          console.error('The region error reporter failed', reportError);
        }
        return [];
      }
      if (isEmptyNode(node)) return [];
      return [
        <RegionBoundary
          key={refKey(ref, index)}
          name={`${ref.name}${ref.id === null ? '' : `:${ref.id}`}`}
          onError={onComponentError ? (error) => onComponentError(error, ref) : undefined}
          resetKey={resetKey}
        >
          {node}
        </RegionBoundary>,
      ];
    });

  const type = layout?.column_type ?? 'single';
  const hasSideLeft = type === 'side_left' || type === 'triple' || type === 'triple_side_right';
  const hasSideRight = type === 'side_right' || type === 'triple' || type === 'triple_side_right';
  const left = layout && hasSideLeft ? renderColumn(layout.left_column, 'left') : [];
  const right = layout && hasSideRight ? renderColumn(layout.right_column, 'right') : [];
  const bottom = layout ? renderColumn(layout.centre_column_bottom, 'centreBottom') : [];
  const shape = columnShape(type, left.length > 0, right.length > 0);

  const centre = (
    <div key="centre" className={styles.centre} data-column="centre">
      {children}
      {bottom.length > 0 ? (
        <div className={styles.centreBottom} data-column="centre-bottom">
          {bottom}
        </div>
      ) : null}
    </div>
  );
  const leftColumn =
    left.length > 0 ? (
      <div key="left" className={cx(styles.side, styles.left)} data-column="left">
        {left}
      </div>
    ) : null;
  const rightColumn =
    right.length > 0 ? (
      <div key="right" className={cx(styles.side, styles.right)} data-column="right">
        {right}
      </div>
    ) : null;

  const ordered =
    shape === 'sidesEnd' || shape === 'sideEnd'
      ? [centre, leftColumn, rightColumn]
      : [leftColumn, centre, rightColumn];
  return (
    <div className={styles.root} data-layout={type} data-shape={shape}>
      {ordered}
    </div>
  );
}

/**
 * spec shell §2: the page layout for the current path (query and locale ignored; the first
 * specific match, else the `/*` fallback). Read on the client because a root layout does not
 * re-render when the player moves between pages.
 */
export function usePageLayout<T extends PageLayoutSetting>(layouts: readonly T[]): T | null {
  const pathname = usePathname() ?? '/';
  return useMemo(() => matchPageLayout(pathname, layouts), [pathname, layouts]);
}
