import { DELIVERY_CHARGE_STRUCK, PLATFORM_FEE_STRUCK } from '@rasoi/domain/constants';
import { formatRupees } from '../../ui/format.ts';

export type BillFigures = {
  itemTotal: number;
  discount: number;
  platformFee: number;
  deliveryCharge: number;
  total: number;
};

type BillDetailsProps = BillFigures & { itemLabel?: string; totalLabel?: string };

function Row({ label, value, struck, tone }: { label: string; value: string; struck?: string; tone?: 'saving' }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
      <dt className="text-ink/80">{label}</dt>
      <dd className={`flex items-baseline gap-2 font-medium ${tone === 'saving' ? 'text-veg' : 'text-ink'}`}>
        {struck ? (
          <s className="text-xs text-muted" aria-label={`was ${struck}`}>
            {struck}
          </s>
        ) : null}
        {value}
      </dd>
    </div>
  );
}

/**
 * 'Bill Details' (spec 9, DECISIONS.md 2): item total, platform fee beside a struck ₹10, delivery
 * charge beside a struck ₹40, the coupon discount when there is one, and the total.
 */
export function BillDetails({
  itemTotal,
  discount,
  platformFee,
  deliveryCharge,
  total,
  itemLabel = 'Item total',
  totalLabel = 'To Pay',
}: BillDetailsProps) {
  return (
    <section aria-labelledby="bill-details-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id="bill-details-title" className="mb-2 text-base font-bold text-ink">
        Bill Details
      </h2>
      <dl>
        <Row label={itemLabel} value={formatRupees(itemTotal)} />
        <Row label="Platform fee" value={formatRupees(platformFee)} struck={formatRupees(PLATFORM_FEE_STRUCK)} />
        <Row label="Delivery charge" value={formatRupees(deliveryCharge)} struck={formatRupees(DELIVERY_CHARGE_STRUCK)} />
        {discount > 0 ? <Row label="Coupon discount" value={`-${formatRupees(discount)}`} tone="saving" /> : null}
        <div className="mt-2 flex items-baseline justify-between border-t border-dashed border-line pt-3">
          <dt className="font-bold text-ink">{totalLabel}</dt>
          <dd className="text-lg font-bold text-ink">{formatRupees(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
