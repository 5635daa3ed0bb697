import type { Kysely } from 'kysely';
import type { Order } from '@rasoi/domain/api';
import {
  billNumberText,
  billTypeOf,
  financialYearOf,
  RESTAURANT_GST_RATE_BP,
  taxInside,
  type Bill,
  type BillPaymentMethod,
} from '@rasoi/domain/bills';
import type { KitchenSettings } from '@rasoi/domain/kitchen-settings';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { newId } from '../../lib/crypto.ts';
import { findOrderBills, insertBill, takeNextSerial } from './bill-queries.ts';

/** Order money is whole rupees (D2); a bill's is paise (D107). */
const paise = (rupees: number) => Math.round(rupees * 100);

/** How the order was paid, as the bill prints it: what the seller recorded, else what the customer chose. */
function paymentMethodOf(order: Order): BillPaymentMethod {
  if (order.collected_by !== null) return order.collected_by;
  if (order.payment_method === 'UPI') return 'upi';
  if (order.payment_method === 'ONLINE') return 'online';
  if (order.payment_method === 'ACCOUNT') return 'account';
  return 'cash';
}

/** The customer's delivery address on one line: flat, tower, society, locality and pincode. */
const addressLine = (address: Order['address']) =>
  [address.flat_number, address.tower_number, address.society, address.locality, address.pincode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

type Issue = {
  /** The kitchen's settings as they are now, read in the same transaction. */
  settings: KitchenSettings;
  /** The order with its lines, as it is now in the transaction. */
  order: Order;
  now: Date;
  /** The kitchen's time zone (KITCHEN_TIMEZONE): the day and financial year are the kitchen's. */
  timeZone: string;
};

/**
 * Makes the order's bill in the caller's transaction `trx` (issue 28 part 1, docs/decisions/0107) unless
 * it has one: the kitchen's kind of bill (billTypeOf), the next number of the financial year (takeNextSerial),
 * and the snapshot of kitchen, customer, lines and money in paise, with the tax inside the total for a tax
 * invoice. Returns the order's bill (the one made before, when there was one). The caller has already
 * changed the order's row in `trx` (delivered, or paid online), so two makers of one order's bill run one
 * after the other and the second finds the first's; the unique key on (kind, order) stands behind that.
 */
export async function issueBill(trx: Kysely<Database>, issue: Issue): Promise<Bill> {
  const { settings, order, now, timeZone } = issue;
  const existing = (await findOrderBills(trx, order._id)).bill;
  if (existing) return existing;
  const day = localDateAt(now, timeZone);
  const financialYear = financialYearOf(day);
  const serial = await takeNextSerial(trx, 'bill', financialYear);
  const type = billTypeOf(settings);
  const total = paise(order.amount);
  const rate = type === 'tax_invoice' ? RESTAURANT_GST_RATE_BP : 0;
  const lines = [
    ...order.meals.map((line) => ({ name: line.meal.name, quantity: line.quantity, unit: line.meal.selling_price })),
    ...order.dishes.map((line) => ({ name: line.dish.name, quantity: line.quantity, unit: line.dish.selling_price })),
  ].map((line) => ({
    name: line.name,
    quantity: line.quantity,
    unit_paise: paise(line.unit),
    amount_paise: paise(line.unit) * line.quantity,
  }));
  const bill: Bill = {
    id: newId(),
    kind: 'bill',
    type,
    number: billNumberText('bill', settings.bill_prefix, financialYear, serial),
    financial_year: financialYear,
    order_id: order._id,
    day,
    issued_at: toStoredTime(now),
    kitchen: {
      name: settings.name,
      address: settings.address,
      fssai_licence: settings.fssai_licence,
      gstin: settings.gst_scheme === 'none' ? '' : settings.gstin,
      gst_scheme: settings.gst_scheme,
    },
    customer: {
      name: order.address.reciever_name,
      mobile: order.address.reciever_mobile,
      address: addressLine(order.address),
    },
    lines,
    subtotal_paise: paise(order.price),
    discount_paise: paise(order.discount),
    platform_fee_paise: paise(order.platform_fee),
    delivery_charge_paise: paise(order.delivery_charge),
    total_paise: total,
    tax_rate_bp: rate,
    ...taxInside(total, rate),
    payment_method: paymentMethodOf(order),
    against: null,
  };
  await insertBill(trx, bill, serial);
  return bill;
}

/**
 * Makes the credit note of an order cancelled after its bill (D107), in the cancel's transaction `trx`: it
 * reverses the whole bill (same kind of document, lines and money), takes the next number of the credit
 * notes' own series in the financial year it is made in, and names the bill. Nothing when the order has
 * no bill, or already has its credit note. Returns the credit note, or null.
 */
export async function issueCreditNote(
  trx: Kysely<Database>,
  issue: Omit<Issue, 'order'> & { orderId: string },
): Promise<Bill | null> {
  const { settings, orderId, now, timeZone } = issue;
  const { bill, creditNote } = await findOrderBills(trx, orderId);
  if (!bill) return null;
  if (creditNote) return creditNote;
  const day = localDateAt(now, timeZone);
  const financialYear = financialYearOf(day);
  const serial = await takeNextSerial(trx, 'credit_note', financialYear);
  const note: Bill = {
    ...bill,
    id: newId(),
    kind: 'credit_note',
    number: billNumberText('credit_note', settings.bill_prefix, financialYear, serial),
    financial_year: financialYear,
    day,
    issued_at: toStoredTime(now),
    against: { id: bill.id, number: bill.number, day: bill.day },
  };
  await insertBill(trx, note, serial);
  return note;
}
