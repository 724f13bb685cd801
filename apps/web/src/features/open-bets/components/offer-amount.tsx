'use client';

import { useState } from 'react';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import styles from './my-bets.module.css';

type Move = 'up' | 'down' | null;

/**
 * The cash-out offer, which moves with the price (STYLE "movement is information"): after a
 * change it shows which way it went until the next change, in colour and in words.
 */
export function OfferAmount({ minor, text }: { readonly minor: number; readonly text: string }) {
  const t = useT();
  const [seen, setSeen] = useState({ minor, move: null as Move });
  // Adjusting state while rendering when the prop changed (React's documented pattern).
  if (seen.minor !== minor) setSeen({ minor, move: minor > seen.minor ? 'up' : 'down' });
  const move = seen.minor === minor ? seen.move : null;
  return (
    <strong className={cx(styles.offerAmount, move && styles[`offer-${move}`])}>
      {text}
      {move === null ? null : (
        <>
          <span aria-hidden="true">{move === 'up' ? ' ▲' : ' ▼'}</span>
          <span className="visually-hidden">
            {' '}
            {t(move === 'up' ? 'mybets.cashOut.offerUp' : 'mybets.cashOut.offerDown')}
          </span>
        </>
      )}
    </strong>
  );
}
