import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOrderBodySchema, LEGACY_ORDER_KEYS } from './api.ts';
import { paymentSoon } from './i18n/messages/paymentsoon1.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { paymentSoon };

/**
 * An order carries only what the server reads (issue 25, docs/decisions/0086): the placement body's
 * document names no price, amount, status or currency and no CARD, while an old client's body with them
 * still parses, to the same order, for one release.
 */
const body = { meals: [{ meal_id: 'm1', quantity: 2 }], address: 'a1' };

describe('the order placement body (D86)', () => {
  it('is documented without the legacy keys and without CARD', () => {
    // As the API document is written: the schema a client sends (zod's input side).
    const document = z.toJSONSchema(createOrderBodySchema, { io: 'input' }) as {
      properties: Record<string, { enum?: string[] }>;
      additionalProperties: boolean;
    };
    for (const key of LEGACY_ORDER_KEYS) expect(Object.keys(document.properties)).not.toContain(key);
    // Online payment through the kitchen's gateway is a method of its own (D100); a card is not.
    expect(document.properties.payment_method?.enum).toEqual(['COD', 'UPI', 'ONLINE']);
    expect(document.additionalProperties).toBe(false);
  });

  it("takes an old client's body and drops its price, amount, status and currency, whatever they hold", () => {
    const legacy = { ...body, price: 1, amount: 'free', status: 'Delivered', currency: 'USD' };
    expect(createOrderBodySchema.parse(legacy)).toEqual(createOrderBodySchema.parse(body));
  });

  it("refuses an old client's CARD with the sentence it had, and any other unknown key", () => {
    const card = createOrderBodySchema.safeParse({ ...body, payment_method: 'CARD' });
    expect(card.error?.issues[0]?.message).toBe(m.paymentSoon());
    expect(createOrderBodySchema.safeParse({ ...body, tip: 10 }).success).toBe(false);
  });
});
