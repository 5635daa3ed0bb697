import { z } from 'zod';
import type { Order } from './api.ts';
import { dietBadges } from './diet.ts';
import { itemName } from './localized.ts';
import { LOCALES, type Locale } from './locale.ts';

/**
 * Kitchen tickets and box labels (issue 28 part 4, docs/decisions/0111): what the cook prints for an order
 * on a 58 mm or 80 mm thermal printer, or on paper through the browser's print dialog. The server answers
 * it in the caller's language (`GET /order/:id/ticket`, `getKitchenTicket`); the web app only lays it out.
 */

const instantSchema = z.string().meta({ format: 'date-time' });

/** One line item of the ticket: a thali or a dish, its name in the ticket's language, and how many. */
export const kitchenTicketLineSchema = z.object({
  kind: z.enum(['thali', 'dish']),
  _id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});
export type KitchenTicketLine = z.infer<typeof kitchenTicketLineSchema>;

/**
 * One box's label (D111: a box is one unit of a line item, a thali plate or a dish's portion, each packed
 * on its own): `box` of `boxes` over the whole order, the item's name, who it goes to and where, and the
 * order's diet marks (badge words; the free note stays on the ticket, a label has no room for it).
 */
export const kitchenLabelSchema = z.object({
  box: z.number().int(),
  boxes: z.number().int(),
  item: z.string(),
  customer_name: z.string(),
  tower: z.string(),
  flat: z.string(),
  diet: z.array(z.string()),
});
export type KitchenLabel = z.infer<typeof kitchenLabelSchema>;

/**
 * An order's kitchen ticket: its short number ('#1a2b', the last four of its id as every screen shows),
 * when it was placed (instant), its meal slot (null for an order on demand), the customer's name, society,
 * tower and flat, the line items, the diet marks and the free note, whether it is a tiffin plan's meal, and
 * one label a box. `language` is the language its words are in (the caller's).
 */
export const kitchenTicketSchema = z.object({
  order_id: z.string(),
  number: z.string(),
  language: z.enum(LOCALES as [Locale, ...Locale[]]),
  placed_at: instantSchema,
  slot: z
    .object({ name: z.string(), date: z.string(), delivery_from: instantSchema, delivery_to: instantSchema })
    .nullable(),
  customer_name: z.string(),
  society: z.string(),
  tower: z.string(),
  flat: z.string(),
  plan_meal: z.boolean(),
  lines: z.array(kitchenTicketLineSchema),
  diet: z.array(z.string()),
  diet_note: z.string().nullable(),
  labels: z.array(kitchenLabelSchema),
});
export type KitchenTicket = z.infer<typeof kitchenTicketSchema>;
export const kitchenTicketDataSchema = z.object({ ticket: kitchenTicketSchema });

/** The order's short number as every screen and message shows it: '#' and the last four of its id. */
export function orderShortNumber(orderId: string): string {
  return `#${orderId.slice(-4)}`;
}

/**
 * The ticket of `order` in `locale` (item names in Hindi where the seller gave one, D62; diet badge words
 * in the current message language, which the caller sets to the same). Labels: one per unit of each line
 * item, thalis first, numbered across the order (D111). Pure.
 */
export function buildKitchenTicket(order: Order, locale: Locale): KitchenTicket {
  const lines: KitchenTicketLine[] = [
    ...order.meals.map((line) => ({
      kind: 'thali' as const,
      _id: line.meal._id,
      name: itemName(line.meal, locale),
      quantity: line.quantity,
    })),
    ...order.dishes.map((line) => ({
      kind: 'dish' as const,
      _id: line.dish._id,
      name: itemName(line.dish, locale),
      quantity: line.quantity,
    })),
  ];
  const diet = dietBadges(order.diet);
  const boxes = lines.reduce((sum, line) => sum + line.quantity, 0);
  const labels: KitchenLabel[] = [];
  for (const line of lines) {
    for (let unit = 0; unit < line.quantity; unit += 1) {
      labels.push({
        box: labels.length + 1,
        boxes,
        item: line.name,
        customer_name: order.address.reciever_name,
        tower: order.address.tower_number,
        flat: order.address.flat_number,
        diet,
      });
    }
  }
  return {
    order_id: order._id,
    number: orderShortNumber(order._id),
    language: locale,
    placed_at: order.createdAt,
    slot: order.slot
      ? {
          name: order.slot.name,
          date: order.slot.date,
          delivery_from: order.slot.delivery_from,
          delivery_to: order.slot.delivery_to,
        }
      : null,
    customer_name: order.address.reciever_name,
    society: order.address.society,
    tower: order.address.tower_number,
    flat: order.address.flat_number,
    plan_meal: order.placed_by === 'plan',
    lines,
    diet,
    diet_note: order.diet.note,
    labels,
  };
}
