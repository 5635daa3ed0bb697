import type { Order } from '@rasoi/domain/api';
import type { DeliveryRunData, RunSociety } from '@rasoi/domain/seller';
import type { AppContext } from '../../app-context.ts';
import { withLines } from '../../modules/ordering/orders/order-queries.ts';
import { countDelivered, listRunOrders } from '../../modules/ordering/kitchen-day/delivery-run-queries.ts';
import { scopeSlot } from '../../modules/ordering/kitchen-day/kitchen-day-scope.ts';
import { resolveKitchenDay } from './resolve-kitchen-day.ts';

/** Natural order of flats, towers and societies as people number them: 'T2' before 'T10', any case. */
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The text an order is grouped under: trimmed, so 'T2' and 'T2 ' are one tower. */
const key = (text: string) => text.trim();

function byPlace(a: Order, b: Order): number {
  return (
    natural.compare(key(a.address.society), key(b.address.society)) ||
    natural.compare(key(a.address.tower_number), key(b.address.tower_number)) ||
    natural.compare(key(a.address.flat_number), key(b.address.flat_number)) ||
    a.createdAt.localeCompare(b.createdAt)
  );
}

/**
 * What is still to collect at an order's door: its amount until the seller records the money (D53); none
 * for a tiffin plan's meal, paid from the household account when it was made (`collected_by` 'account', D92).
 */
const stillToCollect = (order: Order) => (order.collected_by === null ? order.amount : 0);

/** Orders already sorted by place, as societies of towers, with the orders and the cash per society. */
function groupByPlace(orders: readonly Order[]): RunSociety[] {
  const societies: RunSociety[] = [];
  for (const order of orders) {
    const societyName = key(order.address.society);
    const towerName = key(order.address.tower_number);
    let society = societies.at(-1);
    if (!society || natural.compare(society.society, societyName) !== 0) {
      society = { society: societyName, orders: 0, to_collect: 0, towers: [] };
      societies.push(society);
    }
    let tower = society.towers.at(-1);
    if (!tower || natural.compare(tower.tower, towerName) !== 0) {
      tower = { tower: towerName, orders: [] };
      society.towers.push(tower);
    }
    tower.orders.push(order);
    society.orders += 1;
    society.to_collect += stillToCollect(order);
  }
  return societies;
}

/**
 * `GET /delivery-run?date=&slot_id=` (seller; issue 14): the kitchen day's or slot's orders still to
 * deliver, by society, tower and flat in natural order, with what to hand over (the order's lines) and
 * the money still to collect per society and for the run (the `amount` of each order whose payment the
 * seller has not recorded yet, issue 15 D53; whole rupees); `delivered`
 * counts the orders already handed over. Lines are read per MAX_IN_LIST orders (withLines). Throws
 * AppError 404 for an unknown slot or one of another day (resolveKitchenDay).
 */
export async function deliveryRun(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  query: { date?: string | undefined; slot_id?: string | undefined },
): Promise<DeliveryRunData> {
  const scope = await resolveKitchenDay(ctx, query);
  const [rows, delivered] = await Promise.all([listRunOrders(ctx.db, scope), countDelivered(ctx.db, scope)]);
  const orders = (await withLines(ctx.db, rows)).sort(byPlace);
  return {
    date: scope.date,
    slot: scopeSlot(scope),
    orders: orders.length,
    to_collect: orders.reduce((sum, order) => sum + stillToCollect(order), 0),
    societies: groupByPlace(orders),
    delivered,
  };
}
