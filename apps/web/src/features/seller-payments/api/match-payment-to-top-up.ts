import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerEntry } from '@rasoi/domain/ledger';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

export type MatchPaymentToTopUpInput = { paymentId: string; requestId: string };

/**
 * `POST /payments/unmatched/{id}/topup` {request_id} (issue 27, D99; seller): the payment paid this
 * household's top-up; the credit's own amount, in paise, is added to the household's account as a UPI
 * payment. Returns the ledger entry recorded. Throws ApiError with the server's sentence: 409 when the
 * payment was matched or dismissed meanwhile or has no amount, the top-up is paid or replaced, or the
 * account would hold more than it may; 404 when either is gone.
 */
export async function matchPaymentToTopUp({ paymentId, requestId }: MatchPaymentToTopUpInput): Promise<LedgerEntry> {
  const answer = await callApi('POST /payments/unmatched/:id/topup', {
    params: { id: paymentId },
    body: { request_id: requestId },
  });
  return answer.data.entry;
}

/**
 * Assigns a payment to a household's top-up; a refusal is the page's to show (no toast). Settled either
 * way, the list is read again: after a 409 it shows what the server now holds. On success the households'
 * accounts (the Accounts page, the subscribers' balances) refetch, as after a payment recorded by hand.
 */
export function useMatchPaymentToTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: matchPaymentToTopUp,
    // The page says a refusal itself, beside the list it reads again: no toast on top of it.
    onError: () => undefined,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sellerKeys.accounts() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.subscribers() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.paymentsToMatch() }),
  });
}
