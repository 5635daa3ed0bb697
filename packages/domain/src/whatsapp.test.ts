import { describe, expect, it } from 'vitest';
import { whatsAppOptInBodySchema, whatsAppSettingsPatchSchema } from './whatsapp.ts';

/** The WhatsApp settings and opt-in bodies (issue 27 part 3, D101). */
describe('the WhatsApp settings patch', () => {
  const parse = (body: unknown) => whatsAppSettingsPatchSchema.safeParse(body);

  it('takes a number ID and a token, trimmed, and null to remove either', () => {
    expect(parse({ phone_number_id: ' 106540352242922 ', access_token: 'EAAGm0PX4ZCpsBAKZAtoken\n' }).data).toEqual({
      phone_number_id: '106540352242922',
      access_token: 'EAAGm0PX4ZCpsBAKZAtoken',
    });
    expect(parse({ phone_number_id: null, access_token: null }).success).toBe(true);
  });

  it('refuses a number ID with letters, a short token or one with spaces, and an empty patch', () => {
    expect(parse({ phone_number_id: '10654abc' }).success).toBe(false);
    expect(parse({ access_token: 'short' }).success).toBe(false);
    expect(parse({ access_token: 'EAAGm0PX4ZCps BAKZAtoken' }).success).toBe(false);
    expect(parse({ access_token: 'x'.repeat(1025) }).success).toBe(false);
    expect(parse({}).success).toBe(false);
  });

  it('takes some templates by kind, refusing an unknown kind or a name WhatsApp Manager would not keep', () => {
    expect(parse({ templates: { low_balance: 'kitchen_low_balance' } }).data).toEqual({
      templates: { low_balance: 'kitchen_low_balance' },
    });
    expect(parse({ templates: { birthday: 'x' } }).success).toBe(false);
    expect(parse({ templates: { low_balance: 'Low Balance' } }).success).toBe(false);
  });
});

describe('the WhatsApp opt-in body', () => {
  it('is true or false, nothing else', () => {
    expect(whatsAppOptInBodySchema.safeParse({ whatsapp_receipts: true }).success).toBe(true);
    expect(whatsAppOptInBodySchema.safeParse({ whatsapp_receipts: 'yes' }).success).toBe(false);
    expect(whatsAppOptInBodySchema.safeParse({ whatsapp_receipts: true, extra: 1 }).success).toBe(false);
  });
});
