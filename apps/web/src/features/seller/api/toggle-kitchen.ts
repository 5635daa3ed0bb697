import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KitchenData } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { callApi } from '../../../api/client.ts';
import { toastError } from '../../../ui/toast.ts';
import { kitchenKeys } from '../../../api/query-keys.ts';

/** `POST /kitchen/close` (no body; docs/decisions.md P4): toggles open/closed and answers the new state. */
export async function toggleKitchen(): Promise<KitchenData> {
  const answer = await callApi('POST /kitchen/close', { body: {} });
  return answer.data;
}

/**
 * The open/closed switch (spec 4 'Kitchen switch'): stores the new state, then reloads the page as the
 * spec does. A failure toasts the server's message or 'An unknown error occurred closing kitchen'.
 */
export function useToggleKitchen({ reload = () => window.location.reload() }: { reload?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleKitchen,
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
