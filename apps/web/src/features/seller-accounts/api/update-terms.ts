import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSummary, UpdateAccountTermsBody } from '@rasoi/domain/ledger';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

export type UpdateTermsInput = { userId: string; body: UpdateAccountTermsBody };

/**
 * `PATCH /accounts/{id}` (issue 26, D88; seller): the household's credit limit in paise and whether it may
 * pay monthly on account. Throws ApiError with the server's sentence, e.g. a limit below what it owes (409).
 */
export async function updateAccountTerms({ userId, body }: UpdateTermsInput): Promise<AccountSummary> {
  const answer = await callApi('PATCH /accounts/:id', { params: { id: userId }, body });
  return answer.data.account;
}

/** Saves a household's terms, then refreshes the accounts. */
export function useUpdateTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.accounts() }),
  });
}
