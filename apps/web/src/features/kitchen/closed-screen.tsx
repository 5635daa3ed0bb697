import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { KitchenData } from '@rasoi/domain/api';
import { MESSAGES } from '@rasoi/domain/messages';
import { kitchenKeys, kitchenNoticeKeys } from '../../api/query-keys.ts';
import { useAuth } from '../../lib/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { LoginPrompt } from '../auth/index.ts';
import { ensurePushRegistered } from '../push/index.ts';
import { useKitchenNotice, useRequestKitchenNotice } from './api/request-kitchen-notice.ts';

/**
 * The Closed screen (spec 2): a shutter picture and 'Closed', shown in place of the menu while the kitchen
 * is shut, with 'Notify me' (issue 'The kitchen's day'): one push when the kitchen opens.
 */
export function ClosedScreen() {
  return (
    <section aria-labelledby="closed-title" className="flex flex-col items-center px-6 pt-10 pb-6 text-center">
      <img src="/shutter.svg" alt={MESSAGES.shutterDownAlt} width={280} height={280} className="aspect-square w-64" />
      <h1 id="closed-title" className="mt-6 font-display text-4xl font-bold text-ink">
        {MESSAGES.closed}
      </h1>
      <p className="mt-2 max-w-xs text-muted">{MESSAGES.kitchenClosed}</p>
      <NotifyMe />
    </section>
  );
}

/**
 * 'Notify me' and its states: the button; a visitor is asked to log in first (and the request follows
 * the login by itself); while it is sent, 'Setting up…'; then 'We will tell you when it opens', with a
 * hint when this phone refused notifications. The answer is forgotten once the kitchen is seen open: the
 * opening used the request up.
 */
function NotifyMe() {
  const loggedIn = useAuth((state) => Boolean(state.token));
  const notice = useKitchenNotice();
  const request = useRequestKitchenNotice(ensurePushRegistered);
  const queryClient = useQueryClient();
  // A visitor's tap: the request waits for their login.
  const [afterLogin, setAfterLogin] = useState(false);
  const { mutate, isIdle } = request;

  useEffect(() => {
    if (afterLogin && loggedIn && isIdle) mutate();
  }, [afterLogin, loggedIn, isIdle, mutate]);

  useEffect(
    () => () => {
      if (queryClient.getQueryData<KitchenData>(kitchenKeys.all)?.is_open) {
        queryClient.removeQueries({ queryKey: kitchenNoticeKeys.mine });
      }
    },
    [queryClient],
  );

  if (notice?.subscribed) {
    return (
      <div role="status" className="mt-6 max-w-xs rounded-2xl bg-primary-soft px-4 py-3 text-primary-dark">
        <p className="flex items-center justify-center gap-2 font-semibold">
          <BellRing className="size-5 shrink-0" aria-hidden="true" />
          {MESSAGES.notifyMeSubscribed}
        </p>
        {notice.pushOn ? null : <p className="mt-1 text-sm">{MESSAGES.notifyMeNoPush}</p>}
      </div>
    );
  }
  if (afterLogin && !loggedIn) return <LoginPrompt message={MESSAGES.notifyMeLogIn} />;
  return (
    <Button
      className="mt-6 flex min-w-40 items-center justify-center gap-2"
      disabled={request.isPending}
      onClick={() => (loggedIn ? mutate() : setAfterLogin(true))}
    >
      <BellRing className="size-5" aria-hidden="true" />
      {request.isPending ? MESSAGES.notifyMeSaving : MESSAGES.notifyMe}
    </Button>
  );
}
