import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@rasoi/domain/address';
import type { Address } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { addressesKeys } from '../../../api/query-keys.ts';

/** `POST /address` (spec 7): saves an address and answers it with its `_id`. */
export async function createAddress(input: AddressInput): Promise<Address> {
  const answer = await callApi('POST /address', { body: input });
  return answer.data.address;
}

/** Saves an address, then refreshes the saved list. Failures toast through the query client's default. */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKeys.all }),
  });
}
