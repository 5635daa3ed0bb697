import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../../lib/paths.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { toast } from '../../lib/toast.ts';
import { endSession } from '../../api/end-session.ts';
import { forgetPushSubscription } from '../../api/ensure-push.ts';
import { revokeSession } from '../../api/log-out.ts';
import { useAuth } from '../../lib/session-store.ts';

/**
 * The logout overlay (spec 4 'Logout'): revokes the session, clears all browser storage and every
 * store and cache, then goes to '/'. Without a token it only says 'You are not logged in'.
 */
export function LogoutOverlay() {
  const navigate = useNavigate();
  const closeOverlay = useUi((state) => state.closeOverlay);
  // Effects run twice in development; the session must be revoked and cleared once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (!useAuth.getState().token) {
        toast.error(m.notLoggedIn());
        closeOverlay();
        return;
      }
      // Revoke first: the call needs the bearer token that is about to be forgotten.
      await revokeSession();
      await forgetPushSubscription();
      endSession('logout');
      navigate(paths.home, { replace: true });
      closeOverlay();
    })();
  }, [closeOverlay, navigate]);

  return (
    <Dialog variant="card" label={m.loggingYouOut()} onClose={() => {}} dismissible={false}>
      <div
        role="status"
        aria-live="polite"
        className="mx-auto flex w-full max-w-xs flex-col items-center gap-4 rounded-3xl bg-white px-6 py-8 text-center shadow-2xl shadow-black/20"
      >
        <span
          className="size-10 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
          aria-hidden="true"
        />
        <p className="text-lg font-semibold text-ink">{m.loggingYouOut()}</p>
      </div>
    </Dialog>
  );
}
