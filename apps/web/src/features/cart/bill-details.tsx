import type { ReactNode } from 'react';
import type { Bill } from '@rasoi/domain/bill';
import { MESSAGES } from '@rasoi/domain/messages';
import { formatRupees } from '../../ui/format.ts';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'text-base font-bold text-ink' : 'text-sm text-stone-700'}`}
    >
      <dt>{label}</dt>
      <dd className="flex items-baseline gap-1.5">{children}</dd>
    </div>
  );
}

/**
 * Bill Details (spec 2 'Cart', DECISIONS.md 2): item total, platform fee ₹2 beside a struck ₹10,
 * delivery charge ₹0 beside a struck ₹40, the coupon discount when there is one, and To pay.
 */
export function BillDetails({ bill }: { bill: Bill }) {
  return (
    <section
      aria-labelledby="bill-details-title"
      className="rounded-2xl bg-white p-4 shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70"
    >
      <h2 id="bill-details-title" className="font-display text-lg font-bold text-ink">
        {MESSAGES.billDetails}
      </h2>
      <dl className="mt-3 flex flex-col gap-2">
        <Row label="Item total">{formatRupees(bill.itemTotal)}</Row>
        <Row label="Platform fee">
          <s className="text-xs text-muted">{formatRupees(bill.platformFeeStruck)}</s>
          {formatRupees(bill.platformFee)}
        </Row>
        <Row label="Delivery charge">
          <s className="text-xs text-muted">{formatRupees(bill.deliveryChargeStruck)}</s>
          <span className="font-semibold text-veg">{formatRupees(bill.deliveryCharge)}</span>
        </Row>
        {bill.discount > 0 ? (
          <Row label="Coupon discount">
            <span className="font-semibold text-veg">−{formatRupees(bill.discount)}</span>
          </Row>
        ) : null}
        <div className="my-1 border-t border-dashed border-line" />
        <Row label="To pay" strong>
          {formatRupees(bill.toPay)}
        </Row>
      </dl>
    </section>
  );
}
