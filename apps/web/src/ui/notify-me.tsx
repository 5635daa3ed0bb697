import { useEffect, useId, useState } from 'react';
import { BellRing } from 'lucide-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { KitchenData, SlotsData } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { anySlotHasRoom } from '@rasoi/domain/slot-room';
import { kitchenKeys, kitchenNoticeKeys, slotsKeys } from '../api/query-keys.ts';
import { useAuth } from '../lib/session-store.ts';
import { useUi } from '../lib/ui-store.ts';
import { Button } from './button.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { ensurePushRegistered } from '../api/ensure-push.ts';
import { useKitchenNotice, useRequestKitchenNotice, type NoticeAwaits } from '../api/request-kitchen-notice.ts';

/** The words of each wait: a hint before the tap (none on the Closed screen, which says why), the login ask, the answer. */
const texts = (): Record<NoticeAwaits, { hint?: string; logIn: string; subscribed: string }> => ({
  opening: { logIn: m.notifyMeLogIn(), subscribed: m.notifyMeSubscribed() },
  room: { hint: m.notifyRoomHint(), logIn: m.notifyRoomLogIn(), subscribed: m.notifyRoomSubscribed() },
});

/**
 * True when what the customer waited for has happened, as far as this visit's cache knows: the kitchen
 * is open, or a slot of a cached day has room. The server then took the request (D48), so the kept
 * answer is stale.
 */
function waitIsOver(queryClient: QueryClient, awaits: NoticeAwaits): boolean {
  if (awaits === 'opening') return Boolean(queryClient.getQueryData<KitchenData>(kitchenKeys.all)?.is_open);
  const slots = queryClient
    .getQueriesData<SlotsData>({ queryKey: slotsKeys.days() })
    .flatMap(([, data]) => data?.slots ?? []);
  return anySlotHasRoom(slots, Date.now());
}

type NotifyMeProps = {
  /** What the customer waits for; picks the texts. */
  awaits: NoticeAwaits;
  /** Overrides the hint shown before the tap, for a slot wait (the home strip says the coming days are full too). */
  hint?: string;
  /** Classes for the outer element (its margins). */
  className?: string;
};

/**
 * 'Notify me' (issue 14, D48): one push when the closed kitchen opens (`awaits: 'opening'`, the Closed
 * screen) or when a meal slot has room again (`'room'`: the home strip and the checkout, while every
 * orderable slot is full, closed or past). A visitor is asked to log in first and the request follows the
 * login by itself; while it is sent, 'Setting up…'; then what will happen ('We will tell you when a slot
 * has room'), with a hint when this phone refused notifications. The answer is forgotten once the wait
 * is seen over: the server used the request up.
 */
export function NotifyMe({ awaits, hint, className = '' }: NotifyMeProps) {
  const words = texts()[awaits];
  // The Closed screen is centred under its own sentence; the strip and the checkout lead with a hint.
  const centred = awaits === 'opening';
  const shownHint = centred ? undefined : (hint ?? words.hint);
  const hintId = useId();
  const loggedIn = useAuth((state) => Boolean(state.token));
  const openOverlay = useUi((state) => state.openOverlay);
  const notice = useKitchenNotice();
  const request = useRequestKitchenNotice(ensurePushRegistered, awaits);
  const queryClient = useQueryClient();
  // A visitor's tap: the request waits for their login.
  const [afterLogin, setAfterLogin] = useState(false);
  const { mutate, isIdle } = request;

  useEffect(() => {
    if (afterLogin && loggedIn && isIdle) mutate();
  }, [afterLogin, loggedIn, isIdle, mutate]);

  useEffect(
    () => () => {
      if (waitIsOver(queryClient, awaits)) queryClient.removeQueries({ queryKey: kitchenNoticeKeys.mine });
    },
    [queryClient, awaits],
  );

  if (notice?.subscribed) {
    return (
      <div
        role="status"
        className={`rounded-2xl bg-primary-soft px-4 py-3 text-primary-dark ${centred ? 'max-w-xs' : ''} ${className}`}
      >
        <p className={`flex items-center gap-2 font-semibold ${centred ? 'justify-center' : ''}`}>
          <BellRing className="size-5 shrink-0" aria-hidden="true" />
          {words.subscribed}
        </p>
        {notice.pushOn ? null : <p className="mt-1 text-sm">{m.notifyMeNoPush()}</p>}
      </div>
    );
  }
  if (afterLogin && !loggedIn) {
    if (centred) return <LoginPrompt message={words.logIn} />;
    // In a strip or a form, the full login card would crowd the page: its sentence and button alone.
    return (
      <div className={className}>
        <p className="text-sm text-ink">{words.logIn}</p>
        <Button block className="mt-2" onClick={() => openOverlay('login')}>
          {m.login()}
        </Button>
      </div>
    );
  }
  const button = (
    <Button
      block={!centred}
      className={`flex items-center justify-center gap-2 ${centred ? `min-w-40 ${className}` : 'mt-2'}`}
      disabled={request.isPending}
      aria-describedby={shownHint ? hintId : undefined}
      onClick={() => (loggedIn ? mutate() : setAfterLogin(true))}
    >
      <BellRing className="size-5" aria-hidden="true" />
      {request.isPending ? m.notifyMeSaving() : m.notifyMe()}
    </Button>
  );
  if (centred) return button;
  return (
    <div className={className}>
      {shownHint ? (
        <p id={hintId} className="text-sm text-muted">
          {shownHint}
        </p>
      ) : null}
      {button}
    </div>
  );
}
