import { randomUUID } from 'node:crypto';
import { TEST_NOW, type Harness } from '../../../test/harness';
import { debitStake } from '../../wallet';
import type { TestPlayer } from '../../wallet/__tests__/wallet-fixtures';
import { insertBetslip, insertBets } from '../repository';

/**
 * A bet of several legs (an accumulator or a system), written as placement would write it:
 * the stake debited through the wallet and the betslip and bet rows in one transaction, at the
 * prices on offer. Placement takes singles only (issue note); settlement must already handle
 * these, so the suites build them here.
 */
export async function placeMultiLegBet(
  h: Harness,
  p: TestPlayer,
  bet: {
    betTypeId: number;
    description: string;
    unitStakeMinor: number;
    lines: number;
    legs: readonly { eventId: number; marketId: number; outcomeId: number }[];
  },
): Promise<number> {
  const prices = await h.db.query<{ id: number; price: string }>(
    'SELECT id, price::text AS price FROM outcomes WHERE id = ANY($1::bigint[])',
    [bet.legs.map((l) => l.outcomeId)],
  );
  const priceOf = (id: number) => {
    const row = prices.find((r) => r.id === id);
    if (!row) throw new Error(`no outcome ${id}`);
    return row.price;
  };
  const total = bet.unitStakeMinor * bet.lines;
  const reference = `TLTEST${randomUUID().slice(0, 6).toUpperCase()}`;
  return h.db.transaction(async (tx) => {
    const debit = await debitStake(tx, p, {
      amountMinor: total,
      reference,
      usePromoCash: false,
      at: TEST_NOW,
    });
    if (!debit.ok) throw new Error('stake not covered');
    const betslipId = await insertBetslip(tx, {
      uuid: randomUUID(),
      playerId: p.id,
      reference,
      originId: '11',
      userAcceptOdds: 'D',
      currency: p.currency,
      totalStakeMinor: total,
      potentialReturnsMinor: 0,
      ledgerTransactionId: debit.transactionId,
      requestHash: 'test',
    });
    await insertBets(tx, betslipId, p.id, [
      {
        ref: 'mul1',
        betTypeId: bet.betTypeId,
        description: bet.description,
        currency: p.currency,
        unitStakeMinor: bet.unitStakeMinor,
        totalStakeMinor: total,
        potentialReturnsMinor: 0,
        legs: bet.legs.map((l) => ({ ...l, price: priceOf(l.outcomeId) })),
      },
    ]);
    const [row] = await tx.query<{ id: number }>('SELECT id FROM bets WHERE betslip_id = $1', [
      betslipId,
    ]);
    if (!row) throw new Error('bet not written');
    return row.id;
  });
}
