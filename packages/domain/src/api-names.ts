import { z } from 'zod';
import { planSchema } from './plans.ts';
import { subscriberSchema, subscriptionSchema } from './subscriptions.ts';
import {
  addressSchema,
  couponSchema,
  createOrderBodySchema,
  dishSchema,
  failureSchema,
  kitchenDataSchema,
  mealSchema,
  orderSchema,
  orderSlotSchema,
  sellerMealSchema,
  slotSchema,
  userSchema,
} from './api.ts';
import { accountSummarySchema, ledgerEntrySchema } from './ledger.ts';
import { billSchema } from './bills.ts';
import { kitchenTicketSchema } from './kitchen-ticket.ts';

/**
 * The names the shared shapes have in the API document (docs/decisions/0085): each is entered in zod's
 * global registry with an `id`, as `.meta({ id })` would, and the server's OpenAPI generator
 * (fastify-type-provider-zod) makes it a component schema that every answer holding it refers to.
 * Kept apart from the shapes so their definitions read as they are; the contract table imports this.
 * An id must name one shape only.
 */
const NAMES: readonly (readonly [z.ZodType, string])[] = [
  [orderSchema, 'Order'],
  [orderSlotSchema, 'OrderSlot'],
  [slotSchema, 'Slot'],
  [kitchenDataSchema, 'Kitchen'],
  [addressSchema, 'Address'],
  [couponSchema, 'Coupon'],
  [userSchema, 'User'],
  [mealSchema, 'Meal'],
  [sellerMealSchema, 'SellerMeal'],
  [dishSchema, 'Dish'],
  [createOrderBodySchema, 'PlaceOrderBody'],
  [ledgerEntrySchema, 'LedgerEntry'],
  [accountSummarySchema, 'AccountSummary'],
  [billSchema, 'Bill'],
  [planSchema, 'Plan'],
  [subscriptionSchema, 'Subscription'],
  [subscriberSchema, 'Subscriber'],
  [kitchenTicketSchema, 'KitchenTicket'],
];
for (const [schema, id] of NAMES) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
z.globalRegistry.add(failureSchema, {
  id: 'Failure',
  description: "The failure envelope: `data` is one sentence in the caller's language.",
});
