import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CashierTransaction } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { queryKeys } from '../../../shared/api/query-keys';

export interface CashierSubmission {
  /** Major units of the wallet's currency (the wire unit). */
  readonly amount: number;
  /** One key per submission: a retry of the same submission reuses it (no double deposit). */
  readonly idempotencyKey: string;
}

/**
 * POST /accounts/me/cashier/deposits with its Idempotency-Key header: real money from the demo
 * card. Refusals: 422 DEPOSIT_LIMIT_EXCEEDED, AMOUNT_BELOW_MINIMUM / AMOUNT_ABOVE_MAXIMUM, 400
 * INVALID_AMOUNT, 409 IDEMPOTENCY_KEY_REUSED.
 */
export function createDeposit(submission: CashierSubmission): Promise<CashierTransaction> {
  return apiRequest('/accounts/me/cashier/deposits', {
    method: 'POST',
    auth: true,
    headers: { 'Idempotency-Key': submission.idempotencyKey },
    body: { amount: submission.amount, method: 'demo-card' },
    schema: CashierTransaction,
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
