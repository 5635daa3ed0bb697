import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@rasoi/domain/api';
import type { FinishSetupBody } from '@rasoi/domain/seller-pin';
import { callApi } from '../../../api/client.ts';
import { profileKeys } from '../../../api/query-keys.ts';

/**
 * `POST /auth/seller-setup` (issue 13, D41): ends the first-start setup, with the new PIN while the
 * generated one is in use. Answers the seller's profile with nothing due.
 */
export async function finishSetup(body: FinishSetupBody): Promise<User> {
  const answer = await callApi('POST /auth/seller-setup', { body });
  return answer.data.user;
}

/** Ends the setup and puts the answer in the profile's cache, so the seller area shows its pages at once. */
export function useFinishSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishSetup,
    onError: () => undefined,
    onSuccess: (user) => queryClient.setQueryData(profileKeys.all, user),
  });
}
