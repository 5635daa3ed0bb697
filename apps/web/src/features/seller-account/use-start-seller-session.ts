import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dishesKeys, mealsKeys, personalKeys, sellerKeys } from '../../api/query-keys.ts';
import { useAuth } from '../../lib/session-store.ts';
import { toast } from '../../lib/toast.ts';
import { sellerPaths } from '../../lib/paths.ts';

/**
 * What the seller login and the PIN reset (issue 13, D41) do with a new seller session: a function
 * taking its token and the sentence to toast ('Logged in', 'PIN reset...'), which stores the token,
 * drops every answer fetched with another token (or none), toasts and opens the seller area in place of
 * the current history entry, so Back does not reopen the login (issue 12, D38).
 */
export function useStartSellerSession(): (token: string, message: string) => void {
  const storeToken = useAuth((state) => state.logIn);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (token, message) => {
    storeToken(token);
    for (const queryKey of [sellerKeys.all, mealsKeys.seller, dishesKeys.seller, ...personalKeys])
      queryClient.removeQueries({ queryKey });
    toast.success(message);
    navigate(sellerPaths.home, { replace: true });
  };
}
