import { useMutation } from '@tanstack/react-query';
import type { UpiRequest } from '@rasoi/domain/upi-requests';
import { callApi } from '../../../api/client.ts';

/**
 * `POST /account/topup` (issue 27, D99): asks to add `amountPaise` to the caller's account by UPI. Answers the
 * top-up request: the exact amount to pay (a few paise under the amount, D98) and until when it is awaited.
 * The server answers the open request again for the same amount, so asking twice is safe.
 */
export async function requestTopUp(amountPaise: number): Promise<UpiRequest> {
  const answer = await callApi('POST /account/topup', { body: { amount_paise: amountPaise } });
  return answer.data.upi_request;
}

/** Asks for a top-up's exact amount; a refusal is toasted and its sentence is `error.message`. */
export function useRequestTopUp() {
  return useMutation({ mutationFn: requestTopUp });
}
