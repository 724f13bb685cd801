import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashierTransaction } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

export interface CashierSubmission {
  /** Major units of the wallet's currency (the wire unit). */
  readonly amount: number;
  /** One key per submission: a retry of the same submission reuses it (no double deposit). */
  readonly idempotencyKey: string;
}

/**
 * A deposit (`wallet.deposit`) with its Idempotency-Key header: real money from the demo
 * card. Refusals: 422 DEPOSIT_LIMIT_EXCEEDED, AMOUNT_BELOW_MINIMUM / AMOUNT_ABOVE_MAXIMUM, 400
 * INVALID_AMOUNT, 409 IDEMPOTENCY_KEY_REUSED.
 */
export function createDeposit(submission: CashierSubmission): Promise<CashierTransaction> {
  return api.wallet.deposit({
    headers: { 'Idempotency-Key': submission.idempotencyKey },
    body: { amount: submission.amount, method: 'demo-card' },
  });
}

/** A deposit changes the header balance, the cashier's allowances and the statement. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
  });
}
