import type { Queryable } from '../../db/database';
import { ensureHouseAccount, PLAYER_ACCOUNTS, postTransactions } from './repository';

/**
 * What a resettlement could not take back from a player's real balance (decision: a player
 * balance never goes below zero): a house account, negative by what players owe.
 */
export const RESETTLEMENT_SHORTFALL_ACCOUNT = 'house:resettlement-shortfall';

/** The ledger kind of a debt paid back from a credit (the player's statement shows it). */
export const RESETTLEMENT_REPAYMENT_KIND = 'resettlement-repayment';

/**
 * Records that a resettlement left the player owing `amountMinor` (its reversal transaction
 * booked that much to house:resettlement-shortfall), inside the caller's transaction with the
 * player's wallet locked: one movement row and the wallet state's debt, in one statement.
 */
export async function recordDebtIncurred(
  tx: Queryable,
  debt: {
    readonly playerId: number;
    readonly currency: string;
    readonly amountMinor: number;
    readonly ledgerTransactionId: number;
    readonly reference: string;
    readonly at: Date;
  },
): Promise<void> {
  if (!Number.isSafeInteger(debt.amountMinor) || debt.amountMinor <= 0) {
    throw new Error(`a debt must be a positive integer of minor units: ${debt.amountMinor}`);
  }
  await writeMovements(tx, debt.currency, 'incurred', debt.at, [
    {
      playerId: debt.playerId,
      amountMinor: debt.amountMinor,
      transactionId: debt.ledgerTransactionId,
      reference: debt.reference,
    },
  ]);
}

/** A credit just posted to a player's real part: the player and the credit's reference. */
export interface RealCredit {
  readonly playerId: number;
  readonly reference: string;
}

/** A debt (part) paid back by `repayDebts`. */
export interface DebtRepayment {
  readonly playerId: number;
  readonly amountMinor: number;
  readonly ledgerTransactionId: number;
  readonly reference: string;
}

/**
 * Pays back what these players owe from their real balances, inside the caller's transaction
 * after a credit (their wallets locked, as every credit locks them): for each one who owes and
 * now holds real money, min(owed, real) moves from the real part back to
 * house:resettlement-shortfall as a 'resettlement-repayment' transaction named after the credit
 * (a player credited twice: the first), and the debt goes down by as much. One read finds the
 * owing players among them (usually none); the writes are a handful of statements whatever their
 * number.
 */
export async function repayDebts(
  tx: Queryable,
  currency: string,
  credits: readonly RealCredit[],
  at: Date,
): Promise<DebtRepayment[]> {
  const referenceOf = new Map<number, string>();
  for (const c of credits)
    if (!referenceOf.has(c.playerId)) referenceOf.set(c.playerId, c.reference);
  const ids = [...referenceOf.keys()];
  if (ids.length === 0) return [];
  const owing = await tx.query<{
    player_id: number;
    owed: number;
    account_id: number;
    real: number;
  }>(
    `SELECT w.player_id, w.resettlement_debt_minor AS owed, a.id AS account_id,
            b.balance_minor AS real
       FROM wallet_states w
       JOIN ledger_accounts a ON a.player_id = w.player_id AND a.name = $2 AND a.currency = $3
       JOIN ledger_balances b ON b.account_id = a.id
      WHERE w.player_id = ANY($1::bigint[]) AND w.resettlement_debt_minor > 0
        AND b.balance_minor > 0
      ORDER BY w.player_id`,
    [ids, PLAYER_ACCOUNTS.real, currency],
  );
  if (owing.length === 0) return [];
  const shortfall = await ensureHouseAccount(tx, RESETTLEMENT_SHORTFALL_ACCOUNT, currency);
  const repaid = owing.map((o) => ({
    playerId: o.player_id,
    accountId: o.account_id,
    amountMinor: Math.min(o.owed, o.real),
    reference: referenceOf.get(o.player_id) ?? '',
  }));
  const transactionIds = await postTransactions(
    tx,
    repaid.map((r) => ({
      kind: RESETTLEMENT_REPAYMENT_KIND,
      reference: r.reference,
      entries: [
        { accountId: r.accountId, amountMinor: -r.amountMinor },
        { accountId: shortfall, amountMinor: r.amountMinor },
      ],
    })),
    { at },
  );
  const repayments = repaid.map((r, i) => {
    const ledgerTransactionId = transactionIds[i];
    if (ledgerTransactionId === undefined) throw new Error('a repayment without its transaction');
    return {
      playerId: r.playerId,
      amountMinor: r.amountMinor,
      ledgerTransactionId,
      reference: r.reference,
    };
  });
  await writeMovements(
    tx,
    currency,
    'repaid',
    at,
    repayments.map((r) => ({
      playerId: r.playerId,
      amountMinor: -r.amountMinor,
      transactionId: r.ledgerTransactionId,
      reference: r.reference,
    })),
  );
  return repayments;
}

/** Appends movements and moves each player's debt by them, in one statement. */
async function writeMovements(
  tx: Queryable,
  currency: string,
  kind: 'incurred' | 'repaid',
  at: Date,
  movements: readonly {
    playerId: number;
    amountMinor: number;
    transactionId: number;
    reference: string;
  }[],
): Promise<void> {
  await tx.query(
    `WITH m AS (
       INSERT INTO resettlement_debt_movements
         (player_id, currency, kind, amount_minor, ledger_transaction_id, reference, created_at)
       SELECT p, $2, $3, a, t, r, $4::timestamptz
         FROM jsonb_to_recordset($1::jsonb) AS x(p bigint, a bigint, t bigint, r text)
       RETURNING player_id, amount_minor)
     UPDATE wallet_states w SET resettlement_debt_minor = w.resettlement_debt_minor + d.s
       FROM (SELECT player_id, sum(amount_minor) AS s FROM m GROUP BY player_id) d
      WHERE w.player_id = d.player_id`,
    [
      JSON.stringify(
        movements.map((m) => ({
          p: m.playerId,
          a: m.amountMinor,
          t: m.transactionId,
          r: m.reference,
        })),
      ),
      currency,
      kind,
      at,
    ],
  );
}

/** What a player owes and every movement of it, newest first (back office, tests). */
export async function readDebt(
  db: Queryable,
  playerId: number,
): Promise<{
  owedMinor: number;
  movements: { kind: 'incurred' | 'repaid'; amountMinor: number; reference: string }[];
}> {
  const [state] = await db.query<{ owed: number }>(
    'SELECT resettlement_debt_minor AS owed FROM wallet_states WHERE player_id = $1',
    [playerId],
  );
  const rows = await db.query<{
    kind: 'incurred' | 'repaid';
    amount_minor: number;
    reference: string;
  }>(
    `SELECT kind, amount_minor, reference FROM resettlement_debt_movements
      WHERE player_id = $1 ORDER BY id DESC`,
    [playerId],
  );
  return {
    owedMinor: state?.owed ?? 0,
    movements: rows.map((r) => ({
      kind: r.kind,
      amountMinor: r.amount_minor,
      reference: r.reference,
    })),
  };
}
