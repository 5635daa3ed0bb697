import { useMutation } from '@tanstack/react-query';
import type { SellerLoginAnswer, SellerLoginBody } from '@rasoi/domain/seller';
import { callApi } from '../../../api/client.ts';

/** `POST /auth/seller-login` (spec 5, issue 3): mobile and PIN checked on the server; answers a bearer token. */
export async function sellerLogIn(input: SellerLoginBody): Promise<SellerLoginAnswer> {
  return callApi('POST /auth/seller-login', { body: input });
}

/** The seller login call; the overlay decides the toasts ('Invalid phone number or pin' comes from the server). */
export function useSellerLogIn() {
  return useMutation({ mutationFn: sellerLogIn, onError: () => undefined });
}
