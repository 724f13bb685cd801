import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashierTransaction } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { CashierSubmission } from './create-deposit';

/**
 * A withdrawal (`wallet.withdraw`) with its Idempotency-Key header: real money out to the
 * demo card, at most the withdrawable amount (422 WITHDRAWAL_EXCEEDS_WITHDRAWABLE otherwise).
 */
export function createWithdrawal(submission: CashierSubmission): Promise<CashierTransaction> {
  return api.wallet.withdraw({
    headers: { 'Idempotency-Key': submission.idempotencyKey },
    body: { amount: submission.amount, method: 'demo-card' },
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
  });
}
