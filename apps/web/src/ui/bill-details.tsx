import type { Bill } from '@rasoi/domain/bill';
import { m } from '@rasoi/domain/i18n/messages';
import { formatRupees } from './format.ts';
import { StruckPrice } from './struck-price.tsx';

function Row({ label, value, struck, tone }: { label: string; value: string; struck?: string; tone?: 'saving' }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
      <dt className="text-ink/80">{label}</dt>
      <dd className={`flex items-baseline gap-2 font-medium ${tone === 'saving' ? 'text-veg' : 'text-ink'}`}>
        {struck ? <StruckPrice className="text-xs text-muted" text={struck} /> : null}
        {value}
      </dd>
    </div>
  );
}

/**
 * 'Bill Details' (spec 2, 9; docs/decisions/p02), the same for cart, payment and order page: item total,
 * platform fee beside a struck ₹10, delivery charge beside a struck ₹40, the coupon discount when there
 * is one, and what is paid. Takes a domain `Bill` (computeBill for a cart, storedBill for an order).
 */
export function BillDetails({
  bill,
  itemLabel = m.itemTotal(),
  totalLabel = m.toPayTotal(),
}: {
  bill: Bill;
  itemLabel?: string;
  totalLabel?: string;
}) {
  return (
    <section aria-labelledby="bill-details-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id="bill-details-title" className="mb-2 font-display text-lg font-bold text-ink">
        {m.billDetails()}
      </h2>
      <dl>
        <Row label={itemLabel} value={formatRupees(bill.itemTotal)} />
        <Row
          label={m.platformFee()}
          value={formatRupees(bill.platformFee)}
          struck={formatRupees(bill.platformFeeStruck)}
        />
        <Row
          label={m.deliveryCharge()}
          value={formatRupees(bill.deliveryCharge)}
          struck={formatRupees(bill.deliveryChargeStruck)}
          tone="saving"
        />
        {bill.discount > 0 ? (
          <Row label={m.couponDiscount()} value={`−${formatRupees(bill.discount)}`} tone="saving" />
        ) : null}
        <div className="mt-2 flex items-baseline justify-between border-t border-dashed border-line pt-3">
          <dt className="font-bold text-ink">{totalLabel}</dt>
          <dd className="text-lg font-bold text-ink">{formatRupees(bill.toPay)}</dd>
        </div>
      </dl>
    </section>
  );
}
