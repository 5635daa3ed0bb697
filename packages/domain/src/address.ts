import { z } from 'zod';
import { flatRequired } from './i18n/messages/flatrequired1.js';
import { invalidPhone } from './i18n/messages/invalidphone1.js';
import { localityRequired } from './i18n/messages/localityrequired1.js';
import { notServiceable } from './i18n/messages/notserviceable1.js';
import { pincodeRequired } from './i18n/messages/pincoderequired1.js';
import { receiverNameRequired } from './i18n/messages/receivernamerequired2.js';
import { receiverPhoneRequired } from './i18n/messages/receiverphonerequired2.js';
import { societyRequired } from './i18n/messages/societyrequired1.js';
import { towerRequired } from './i18n/messages/towerrequired1.js';
import { mobileSchemaWith } from './mobile.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  flatRequired,
  invalidPhone,
  localityRequired,
  notServiceable,
  pincodeRequired,
  receiverNameRequired,
  receiverPhoneRequired,
  societyRequired,
  towerRequired,
};

/** The pincode served when nothing else is configured (spec 9). */
export const DEFAULT_SERVICEABLE_PINCODES: readonly string[] = ['201009'];

const pincodeSchema = z
  .string({ error: () => m.pincodeRequired() })
  .trim()
  .min(1, { error: () => m.pincodeRequired() });

const required = (message: () => string) => z.string({ error: message }).trim().min(1, { error: message }).max(120);

/**
 * The add-address form and the `POST /address` body (spec 5), with the spec's messages.
 * Field names keep the API's spelling (`reciever_*`, docs/decisions/p05). The pincode's serviceability
 * is a separate check because the list is the kitchen's setting: see `addressSchemaFor`.
 */
export const addressBaseSchema = z.strictObject({
  reciever_name: required(() => m.receiverNameRequired()),
  // Any form people type ('+91 98765 43210'), stored as the ten digits (docs/decisions/0076).
  reciever_mobile: z
    .string({ error: () => m.receiverPhoneRequired() })
    .trim()
    .min(1, { error: () => m.receiverPhoneRequired() })
    .pipe(mobileSchemaWith(() => m.invalidPhone())),
  flat_number: required(() => m.flatRequired()),
  tower_number: required(() => m.towerRequired()),
  society: required(() => m.societyRequired()),
  locality: required(() => m.localityRequired()),
  pincode: pincodeSchema,
});

export type AddressInput = z.infer<typeof addressBaseSchema>;

/** True when the kitchen delivers to this pincode (spec 5: 201009 by default). */
export function isServiceablePincode(pincode: string, serviceable: readonly string[]): boolean {
  return serviceable.includes(pincode.trim());
}

/** The address schema with the serviceable-pincode rule for the given list (spec 5). */
export function addressSchemaFor(serviceable: readonly string[]) {
  return addressBaseSchema.refine((address) => isServiceablePincode(address.pincode, serviceable), {
    error: () => m.notServiceable(),
    path: ['pincode'],
    // Judge the pincode even while other fields are still missing, so the form shows every error at once.
    when: (payload) => pincodeSchema.safeParse((payload.value as { pincode?: unknown } | null)?.pincode).success,
  });
}
