import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordAccountEntryBody } from '@rasoi/domain/ledger';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/**
 * `POST /accounts/{id}/entries` (issue 26, D88; seller) with an Idempotency-Key: a payment (cash or UPI) or
 * an adjustment, in paise, on the household's account (`userId` the customer's user id). A repeated key
 * answers the first entry (200). Answers the balance now, in paise. Throws ApiError with the server's
 * sentence: an adjustment past the credit limit or the most an account holds (409), bad input (400).
 */
export async function recordAccountEntry(
  userId: string,
  body: RecordAccountEntryBody,
  idempotencyKey: string,
): Promise<number> {
  const answer = await callApi('POST /accounts/:id/entries', { params: { id: userId }, body, idempotencyKey });
  return answer.data.balance_paise;
}

/**
 * Records entries on one household's account from one form. The form holds one idempotency key for its
 * whole life (D88: without one every call records), so a double tap or a retry after a lost answer records
 * once; the next form is a new entry with a new key. Refreshes the accounts and the subscribers' balances.
 */
export function useRecordEntry(userId: string) {
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (body: RecordAccountEntryBody) => recordAccountEntry(userId, body, key),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.accounts() }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.subscribers() }),
      ]),
  });
}
