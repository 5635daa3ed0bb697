import { z } from 'zod';
import { addressBaseSchema } from './address.ts';
import { createOrderFieldsSchema, idSchema, mobileSchema } from './api.ts';
import { phoneOrderAddressRequired } from './i18n/messages/phoneorderaddressrequired3.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { phoneOrderAddressRequired };

/**
 * Phone orders (issue 14): the kitchen enters an order a customer gave by phone or WhatsApp, for the
 * customer's mobile number. The order is placed like the customer's own (same checks, the slot's cap,
 * the order-rate limit) and marked `placed_by: 'kitchen'`; no coupon is used.
 */

/** A new delivery address for a phone order: the receiver's mobile is the customer's. */
export const phoneAddressSchema = addressBaseSchema.omit({ reciever_mobile: true });
export type PhoneAddress = z.infer<typeof phoneAddressSchema>;

/**
 * `POST /order/phone` (seller): the customer's `mobile` (the customer is made if new), either a new
 * `address` (saved for them unless they have the same one) or the id of one of theirs (`address_id`),
 * the lines, optionally the slot (else the next one with room) and the customer's diet notes (D55).
 */
export const phoneOrderBodySchema = z
  .strictObject({
    mobile: mobileSchema,
    address: phoneAddressSchema.optional(),
    address_id: idSchema.optional(),
    meals: createOrderFieldsSchema.shape.meals,
    dishes: createOrderFieldsSchema.shape.dishes,
    slot_id: idSchema.optional(),
    diet: createOrderFieldsSchema.shape.diet,
  })
  .refine((body) => (body.address === undefined) !== (body.address_id === undefined), {
    error: () => m.phoneOrderAddressRequired(),
  });
export type PhoneOrderBody = z.input<typeof phoneOrderBodySchema>;

/** The seller's phone order form (web): the customer's mobile and the new address, with the address form's messages. */
export const phoneOrderFormSchema = phoneAddressSchema.extend({ mobile: mobileSchema });
export type PhoneOrderForm = z.infer<typeof phoneOrderFormSchema>;
