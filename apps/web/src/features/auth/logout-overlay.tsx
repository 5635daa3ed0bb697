import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@rasoi/domain/messages';
import { paths } from '../../app/paths.ts';
import { useUi } from '../../app/ui-store.ts';
import { toast } from '../../ui/toast.ts';
import { useAddress } from '../addresses/address-store.ts';
import { useCart } from '../cart/cart-store.ts';
import { forgetPushSubscription } from '../push/push-registration.ts';
import { revokeSession } from './api/log-out.ts';
import { useAuth } from './auth-store.ts';

/**
 * The logout overlay (spec 4 'Logout'): revokes the session, clears all browser storage and every
 * store and cache, then goes to '/'. Without a token it only says 'You are not logged in'.
 */
export function LogoutOverlay() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const closeOverlay = useUi((state) => state.closeOverlay);
  // Effects run twice in development; the session must be revoked and cleared once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (!useAuth.getState().token) {
        toast.error(MESSAGES.notLoggedIn);
        closeOverlay();
        return;
      }
      // Revoke first: the call needs the bearer token that is about to be forgotten.
      await revokeSession();
      await forgetPushSubscription();
      useAuth.getState().logOut();
      useCart.getState().clearCart();
      useAddress.getState().resetAddress();
      queryClient.clear();
      // Last, so nothing a store wrote while resetting survives (spec 4: all browser storage is cleared).
      localStorage.clear();
      sessionStorage.clear();
      navigate(paths.home, { replace: true });
      closeOverlay();
    })();
  }, [closeOverlay, navigate, queryClient]);

  return (
    <div
      role="status"
      onClick={(event) => event.stopPropagation()}
      aria-live="polite"
      className="mx-4 my-auto flex w-[calc(100%-2rem)] max-w-xs flex-col items-center gap-4 rounded-3xl bg-white px-6 py-8 text-center shadow-2xl shadow-black/20"
    >
      <span className="size-10 animate-spin rounded-full border-4 border-primary-soft border-t-primary" aria-hidden="true" />
      <p className="text-lg font-semibold text-ink">Logging you out…</p>
    </div>
  );
}
