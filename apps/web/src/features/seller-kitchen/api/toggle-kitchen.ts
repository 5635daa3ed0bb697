import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KitchenData } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { callApi } from '../../../api/client.ts';
import { toastError } from '../../../lib/toast.ts';
import { kitchenKeys } from '../../../api/query-keys.ts';

/**
 * `POST /kitchen/close` with the state the seller wants (issue 30, D77: `{ is_open }`, not a flip, so a
 * retried press cannot undo itself); answers the kitchen in that state.
 */
export async function setKitchenOpen(isOpen: boolean): Promise<KitchenData> {
  const answer = await callApi('POST /kitchen/close', { body: { is_open: isOpen } });
  return answer.data;
}

/**
 * The open/closed switch (spec 4 'Kitchen switch'): `mutate(isOpen)` stores the state the seller
 * switched to, then reloads the page as the spec does. A failure toasts the server's message or 'An unknown error occurred closing kitchen'.
 */
export function useToggleKitchen({ reload = () => window.location.reload() }: { reload?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setKitchenOpen,
    onSuccess: (state) => {
      queryClient.setQueryData(kitchenKeys.all, state);
      reload();
    },
    onError: (error) =>
      toastError(
        error instanceof Error && error.message !== m.unknownError() ? error : new Error(m.kitchenCloseFailed()),
      ),
  });
}
