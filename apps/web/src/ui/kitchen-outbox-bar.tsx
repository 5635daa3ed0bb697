import { CloudUpload, TriangleAlert } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { orderStatusLabel } from '@rasoi/domain/order-status';
import { kitchenOutbox, useKitchenOutbox } from '../api/kitchen-changes.ts';
import type { FailedChange, KitchenOutbox } from '../api/kitchen-outbox.ts';
import { orderNumber } from './format.ts';

/** What a refused change was, for the seller: its order number, or the phone order's mobile number. */
function changeName(failure: FailedChange): string {
  const { change } = failure;
  return change.kind === 'phone' ? change.body.mobile : orderNumber(change.orderId);
}

/** 'Could not send: #ab12 Out For Delivery — the customer cancelled it' (D115). */
function notSentSentence({ change, reason }: FailedChange): string {
  switch (change.kind) {
    case 'status':
      return m.notSentStatus({ order: orderNumber(change.orderId), status: orderStatusLabel(change.status), reason });
    case 'collect': {
      const method = change.method === 'cash' ? m.collectedCash() : m.collectedUpi();
      return m.notSentCollect({ order: orderNumber(change.orderId), method, reason });
    }
    case 'phone':
      return m.notSentPhone({ mobile: change.body.mobile, reason });
  }
}

/**
 * The kitchen's outbox under the seller's top bar (issue 29 item 5, D115): how many changes wait to be
 * sent, and each change the server refused once sent, in a sentence with why, until the seller dismisses
 * it. Nothing while nothing waits or failed. `outbox`: the app's unless given (tests).
 */
export function KitchenOutboxBar({ outbox = kitchenOutbox }: { outbox?: KitchenOutbox }) {
  const { waiting, failed } = useKitchenOutbox(outbox);
  if (waiting.length === 0 && failed.length === 0) return null;
  return (
    <div className="mx-auto w-full max-w-md space-y-2 px-4 pt-3">
      <p role="status" className="flex items-center gap-2 text-sm font-semibold text-ink empty:hidden">
        {waiting.length > 0 ? (
          <>
            <CloudUpload className="size-4 shrink-0" aria-hidden="true" />
            {waiting.length === 1 ? m.changesWaitingOne() : m.changesWaiting({ count: waiting.length })}
          </>
        ) : null}
      </p>
      {failed.length > 0 ? (
        <section aria-labelledby="kitchen-not-sent" className="rounded-2xl bg-red-50 p-3 ring-1 ring-red-200">
          <h2 id="kitchen-not-sent" className="flex items-center gap-2 text-sm font-bold text-red-800">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            {m.notSentTitle()}
          </h2>
          <ul className="mt-2 space-y-2">
            {failed.map((failure) => (
              <li key={failure.change.key} className="flex items-start justify-between gap-3 text-sm text-red-900">
                <span className="min-w-0 break-words">{notSentSentence(failure)}</span>
                <button
                  type="button"
                  aria-label={m.notSentDismissLabel({ order: changeName(failure) })}
                  onClick={() => void outbox.dismiss(failure.change.key)}
                  className="min-h-11 shrink-0 rounded-xl border-2 border-red-300 bg-white px-3 font-semibold text-red-800"
                >
                  {m.notSentDismiss()}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
