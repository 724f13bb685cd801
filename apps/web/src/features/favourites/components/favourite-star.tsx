'use client';

import type { FavouriteKind } from '@touchline/contract';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import { useFavourites } from '../hooks/use-favourites';
import styles from './favourite-star.module.css';

/**
 * The star beside an event or a league (spec betting-domain §2 favourites): a toggle button
 * whose name says what it does to what ("Add Millbrook Athletic v Westholm Villa to
 * favourites"), pressed while starred. Nothing when the brand has favourites off.
 */
export function FavouriteStar({
  kind,
  id,
  name,
  size = 'normal',
  placement = 'row',
}: {
  readonly kind: FavouriteKind;
  readonly id: number;
  /** The event's or league's name, for the button's accessible name. */
  readonly name: string;
  readonly size?: 'normal' | 'large';
  /** In a row before a name, or in a heading bar (pushes what follows to the end). */
  readonly placement?: 'row' | 'heading' | 'title';
}) {
  const t = useT();
  const favourites = useFavourites();
  if (!favourites.enabled) return null;
  const starred = favourites.has(kind, id);
  return (
    <button
      type="button"
      className={cx(styles.star, size === 'large' && styles.large, styles[placement])}
      aria-pressed={starred}
      aria-label={t(starred ? 'favourites.star.remove' : 'favourites.star.add', { name })}
      onClick={(event) => {
        // A star inside a link's row must not follow the link.
        event.preventDefault();
        event.stopPropagation();
        favourites.toggle(kind, id);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.icon}>
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={starred ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
