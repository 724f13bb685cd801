import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CashierTransaction } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { CashierSubmission } from './create-deposit';

/**
 * POST /accounts/me/cashier/withdrawals with its Idempotency-Key header: real money out to the
 * demo card, at most the withdrawable amount (422 WITHDRAWAL_EXCEEDS_WITHDRAWABLE otherwise).
 */
export function createWithdrawal(submission: CashierSubmission): Promise<CashierTransaction> {
  return apiRequest('/accounts/me/cashier/withdrawals', {
    method: 'POST',
    auth: true,
    headers: { 'Idempotency-Key': submission.idempotencyKey },
    body: { amount: submission.amount, method: 'demo-card' },
    schema: CashierTransaction,
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
  });
}
