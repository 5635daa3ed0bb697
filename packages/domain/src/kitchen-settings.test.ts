import { describe, expect, it } from 'vitest';
import { kitchenLanguageInvalid } from './i18n/messages/kitchenlanguageinvalid2.js';
import { upiInvalid } from './i18n/messages/upiinvalid1.js';
import { kitchenLanguageSchema, kitchenSettingsPatchSchema, upiIdSchema } from './kitchen-settings.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { kitchenLanguageInvalid, upiInvalid };

describe('kitchen settings (issue 13, D40)', () => {
  it.each(['sharma.rasoi@okaxis', '9876543210@ybl', 'rasoi_kitchen-1@okhdfcbank', ''])(
    'accepts the UPI id %j',
    (id) => {
      expect(upiIdSchema.safeParse(id).success).toBe(true);
    },
  );

  it.each(['sharma', 'sharma@', '@okaxis', 's@okaxis', 'sharma rasoi@okaxis', 'sharma@ok axis', 'sharma@1bank'])(
    'refuses the UPI id %j with its message',
    (id) => {
      const result = upiIdSchema.safeParse(id);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(m.upiInvalid());
    },
  );

  it('trims texts and drops repeated pincodes, towers and offers, keeping their order', () => {
    expect(
      kitchenSettingsPatchSchema.parse({
        name: '  Sharma Rasoi ',
        serviceable_pincodes: [' 201014', '201009', '201014'],
        societies: [{ name: ' Sky Heights ', towers: ['T2', 'T1', 'T2'] }],
        coupon_offers: [20, 5, 20],
      }),
    ).toEqual({
      name: 'Sharma Rasoi',
      serviceable_pincodes: ['201014', '201009'],
      societies: [{ name: 'Sky Heights', towers: ['T2', 'T1'] }],
      coupon_offers: [20, 5],
    });
  });

  it("takes English or Hindi as the kitchen's language and refuses anything else with its message (issue 16)", () => {
    expect(kitchenLanguageSchema.parse('hi')).toBe('hi');
    expect(kitchenLanguageSchema.parse('en')).toBe('en');
    for (const value of ['fr', 'HI', 'hi-IN', '', null, 1]) {
      const result = kitchenLanguageSchema.safeParse(value);
      expect(result.error?.issues[0]?.message).toBe(m.kitchenLanguageInvalid());
    }
  });
});
