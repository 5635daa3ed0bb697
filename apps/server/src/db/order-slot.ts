import type { Selectable } from 'kysely';
import type { OrderSlot } from '@rasoi/domain/api';
import type { OrdersTable } from './schema.ts';

/**
 * The slot an order row is delivered in, as copied when it was placed (issue 14, D47; the cut-off for
 * cancelling, issue 15, D54), or null for an order on demand. Here, below the modules, as both the orders
 * (ordering) and the income's orders (insights) answer with it (D82).
 */
export function toOrderSlot(row: Selectable<OrdersTable>): OrderSlot | null {
  if (row.slot_id === null) return null;
  return {
    _id: row.slot_id,
    name: row.slot_name ?? '',
    date: row.slot_date ?? '',
    delivery_from: row.delivery_from ?? '',
    delivery_to: row.delivery_to ?? '',
    order_by: row.slot_order_by ?? '',
  };
}
