import { useEffect, useState } from 'react';
import type { Order } from '@rasoi/domain/api';
import { customerCancelDeadline, customerCancelReasons } from '@rasoi/domain/cancel-order';
import { m } from '@rasoi/domain/i18n/messages';
import { localDateAt } from '@rasoi/domain/slot-dates';
import { clockTimeAt, dayWord } from '@rasoi/domain/slot-words';
import { Button } from '../../ui/button.tsx';
import { useKitchen } from '../../api/get-kitchen.ts';
import { useCancelOrder } from '../../api/cancel-order.ts';
import { CancelReasonSheet } from '../../ui/cancel-reason-sheet.tsx';

/** Now, moved on once when `deadline` passes, so the button goes away on time. */
function useNowUntil(deadline: Date | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const wait = deadline.getTime() - Date.now();
    if (wait <= 0) return;
    // setTimeout holds at most ~24.8 days; a cancel deadline is at most days away.
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [deadline]);
  return now;
}

/** 'You can cancel until 12:05', or with the day when it is not today ('10:30, tomorrow'). */
function untilWords(deadline: Date, timeZone: string, now: number): string {
  const time = clockTimeAt(deadline.toISOString(), timeZone);
  const day = localDateAt(deadline, timeZone);
  const today = localDateAt(new Date(now), timeZone);
  return day === today ? m.cancelOrderUntil({ time }) : m.cancelOrderUntilDay({ time, day: dayWord(day, today) });
}

/**
 * The customer's 'Cancel order' on the tracking page (issue 15, D54), shown only while the domain's
 * rule (customerCancelDeadline: Preparing, the kitchen's window from GET /kitchen, the slot's cut-off)
 * allows it, with until when; it opens the reason sheet. The server decides again and may refuse.
 */
export function CustomerCancel({ order }: { order: Order }) {
  const kitchen = useKitchen();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder();
  const deadline = kitchen ? customerCancelDeadline(order, kitchen.cancel_window_minutes) : null;
  const now = useNowUntil(deadline);
  if (!kitchen || !deadline || now >= deadline.getTime()) return null;

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line">
      <p className="text-sm text-muted">{untilWords(deadline, kitchen.time_zone, now)}</p>
      <Button variant="secondary" className="shrink-0 px-4" onClick={() => setAsking(true)}>
        {m.cancelOrder()}
      </Button>
      {asking ? (
        <CancelReasonSheet
          choices={customerCancelReasons()}
          required={false}
          pending={cancel.isPending}
          onClose={() => setAsking(false)}
          onConfirm={(reason) =>
            cancel.mutate(
              { orderId: order._id, reason },
              // The toasts are the hook's: this component may be gone by then (the order left its list).
              { onSuccess: () => setAsking(false) },
            )
          }
        />
      ) : null}
    </div>
  );
}
