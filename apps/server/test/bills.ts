import type { FastifyInstance } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { seedOrders } from './seed-orders.ts';

/**
 * `count` orders out for delivery, written straight into the database (seedOrders, then moved on), for the
 * bill numbering races (issue 28, D107). Returns their ids.
 */
export async function ordersOutForDelivery(t: TestApp, count: number): Promise<string[]> {
  const ids = await seedOrders(t.db, count, { now: t.clock.now(), days: 1, customers: 20 });
  await t.db.updateTable('orders').set({ status: 'Out For Delivery' }).where('id', 'in', ids).execute();
  return ids;
}

/** The seller's PATCH /order/:id to Delivered through one instance; answers the status code. */
export async function markDelivered(app: FastifyInstance, sellerToken: string, orderId: string): Promise<number> {
  const answer = await app.inject({
    method: 'PATCH',
    url: `/api/v1/order/${orderId}`,
    headers: { authorization: `Bearer ${sellerToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ status: 'Delivered' }),
  });
  return answer.statusCode;
}

/** The seller's cancel of an order through one instance; answers the status code. */
export async function markCancelled(app: FastifyInstance, sellerToken: string, orderId: string): Promise<number> {
  const answer = await app.inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/cancel`,
    headers: { authorization: `Bearer ${sellerToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ reason: 'Kitchen ran out' }),
  });
  return answer.statusCode;
}

/** The serials of a series, in order, with the orders they were given to and the stored counter. */
export async function serialsOf(t: TestApp, kind: 'bill' | 'credit_note') {
  const rows = await t.db
    .selectFrom('bills')
    .select(['serial', 'number', 'order_id', 'financial_year'])
    .where('kind', '=', kind)
    .orderBy('serial')
    .execute();
  return rows.map((row) => ({ ...row, serial: Number(row.serial) }));
}

/** 1, 2, ... n. */
export const oneTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

/**
 * Writes one bill per order straight into the database (the export's tests and bench), numbered from 1 in
 * 2026-27, made on `day` a millisecond apart, each a cash bill of supply of ₹100 (10,000 paise).
 */
export async function seedBills(t: Pick<TestApp, 'db'>, orderIds: readonly string[], day: string): Promise<void> {
  const start = Date.parse(`${day}T06:00:00.000Z`);
  const rows = orderIds.map((orderId, index) => {
    const issuedAt = new Date(start + index).toISOString();
    const serial = index + 1;
    const number = `RS/26-27/${String(serial).padStart(6, '0')}`;
    const document = {
      id: `seeded-bill-${String(serial).padStart(7, '0')}`,
      kind: 'bill',
      type: 'bill_of_supply',
      number,
      financial_year: '2026-27',
      order_id: orderId,
      day,
      issued_at: issuedAt,
      kitchen: { name: 'Rasoi', address: '', fssai_licence: '', gstin: '', gst_scheme: 'none' },
      customer: { name: `Seeded Customer ${index}`, mobile: '9876543210', address: 'Seeded Heights' },
      lines: [{ name: 'Thali', quantity: 1, unit_paise: 10_000, amount_paise: 10_000 }],
      subtotal_paise: 10_000,
      discount_paise: 0,
      platform_fee_paise: 0,
      delivery_charge_paise: 0,
      total_paise: 10_000,
      tax_rate_bp: 0,
      taxable_paise: 10_000,
      cgst_paise: 0,
      sgst_paise: 0,
      payment_method: 'cash',
      against: null,
    };
    return {
      id: document.id,
      kind: 'bill' as const,
      type: 'bill_of_supply' as const,
      financial_year: '2026-27',
      serial,
      number,
      order_id: orderId,
      bill_id: null,
      day,
      issued_at: issuedAt,
      total_paise: 10_000,
      tax_rate_bp: 0,
      taxable_paise: 10_000,
      tax_paise: 0,
      payment_method: 'cash',
      document: JSON.stringify(document),
    };
  });
  // 16 columns x 500 rows stays under SQLite's bound parameters.
  for (let from = 0; from < rows.length; from += 500) {
    await t.db
      .insertInto('bills')
      .values(rows.slice(from, from + 500))
      .execute();
  }
}
