import {
  decimalOdds,
  eventId,
  marketId,
  outcomeId,
  type BookEventStatus,
  type BookMarketStatus,
  type BookSelection,
} from '@touchline/betting';
import type { Queryable } from '../../db/database';
import { isInRunningPeriod } from './period-objects';

/** A book entry with what the platform keeps beside the package's view. */
export interface BookRecord extends BookSelection {
  /** The sport's code (FOOT, TENN …): the in-play delay is per sport. */
  readonly sportCode: string | null;
  /** Grows each time the market leaves 'open' (see migration 0008). */
  readonly suspensionSeq: number;
}

/** One outcome of `book_state` (migration 0014), the database's definition of the book. */
export interface BookStateRow {
  outcome_id: string | number;
  hidden: boolean;
  price: string;
  market_id: string | number;
  market_status: BookMarketStatus;
  alert_suspended: boolean;
  period_id: number;
  place_terms: string | null;
  event_id: string | number;
  event_status: BookEventStatus;
  start_time: Date | string;
  sport_code: string | null;
  suspension_seq: number;
}

/**
 * The book as pricing and placement read it (packages/betting `BookSelection`): each outcome's
 * price, its market's status, alert, period and place terms, its event's status and start.
 * `lock` takes a share lock on the outcome, market and event rows, so a price move, a
 * suspension or a kick-off waits for the placing transaction, and a placement that waited reads
 * the state it is accepted on.
 */
export async function readBook(
  db: Queryable,
  outcomeIds: readonly number[],
  options: { readonly lock?: boolean } = {},
): Promise<BookRecord[]> {
  if (outcomeIds.length === 0) return [];
  const [row] = await db.query<{ book: BookStateRow[] }>(
    'SELECT book_state($1::bigint[], $2::boolean) AS book',
    [outcomeIds, options.lock ?? false],
  );
  return bookRecordsOf(row?.book ?? []);
}

/** `book_state`'s rows as the package's book selections. */
export function bookRecordsOf(rows: readonly BookStateRow[]): BookRecord[] {
  return rows.map((r) => ({
    outcomeId: outcomeId(r.outcome_id),
    marketId: marketId(r.market_id),
    eventId: eventId(r.event_id),
    decimal: decimalOdds(r.price),
    outcomeHidden: r.hidden,
    marketStatus: r.market_status,
    alertSuspended: r.alert_suspended,
    eventStatus: r.event_status,
    startTime: new Date(r.start_time),
    inRunning: isInRunningPeriod(r.period_id),
    placeTerms: r.place_terms,
    sportCode: r.sport_code,
    suspensionSeq: Number(r.suspension_seq),
  }));
}
