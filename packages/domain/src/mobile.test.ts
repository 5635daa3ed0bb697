import { describe, expect, it } from 'vitest';
import { addressBaseSchema } from './address.ts';
import { loginBodySchema, sendOtpBodySchema } from './api.ts';
import { supportPhoneSchema } from './kitchen-settings.ts';
import { MOBILE_INPUT_MAX_LENGTH, normaliseMobile, parseMobile } from './mobile.ts';
import { phoneOrderBodySchema } from './phone-order.ts';
import { resetPinBodySchema } from './seller-pin.ts';
import { sellerLoginBodySchema } from './seller.ts';

describe('an Indian mobile number as people type it (issue 30, docs/decisions/0076)', () => {
  it.each([
    '9876500001',
    '+919876500001',
    '+91 98765 00001',
    '+91-98765-00001',
    '919876500001',
    '91 98765 00001',
    '09876500001',
    '098765 00001',
    ' 98765 00001 ',
    '6000000000',
  ])('reads %j as its ten digits', (typed) => {
    expect(normaliseMobile(typed)).toBe(typed.replace(/\D/g, '').slice(-10));
  });

  it('keeps a ten-digit number that itself starts with 91', () => {
    expect(normaliseMobile('9198765432')).toBe('9198765432');
  });

  it.each(['1234567890', '5811122233', '+915811122233', '01234567890', '0000000000'])(
    'refuses %j: ten digits no Indian mobile starts with',
    (typed) => {
      expect(parseMobile(typed)).toEqual({ refusal: 'notMobile' });
    },
  );

  it.each([
    '',
    '98765',
    '98765000012',
    '+9298765000012',
    '+1 9876500001',
    '0091 98765 00001',
    '98765O0001',
    '+91+9876500001',
    '9876500001x',
  ])('refuses %j: not ten digits in a form a number is written in', (typed) => {
    expect(parseMobile(typed)).toEqual({ refusal: 'format' });
  });

  it('refuses text longer than the bound before any pattern reads it', () => {
    const long = ' '.repeat(MOBILE_INPUT_MAX_LENGTH) + '9876500001';
    expect(parseMobile(long)).toEqual({ refusal: 'format' });
    expect(parseMobile('9'.repeat(1_000_000))).toEqual({ refusal: 'format' });
  });
});

describe('every field that takes a mobile number uses the rule', () => {
  const address = {
    reciever_name: 'Asha',
    flat_number: 'B-1',
    tower_number: 'T 7',
    society: 'Gaur Green',
    locality: 'Indirapuram',
    pincode: '201009',
  };
  const order = { meals: [{ meal_id: 'm1', quantity: 1 }], address_id: 'a1' };

  it('stores the ten digits of every accepted form', () => {
    const typed = '+91 98765 00001';
    expect(sendOtpBodySchema.parse({ mobile: typed })).toEqual({ mobile: '9876500001' });
    expect(sendOtpBodySchema.parse({ phoneNumber: '09876500001' })).toEqual({ mobile: '9876500001' });
    expect(loginBodySchema.parse({ mobile: typed, otp: '1234' }).mobile).toBe('9876500001');
    expect(sellerLoginBodySchema.parse({ mobile: typed, pin: '1234' }).mobile).toBe('9876500001');
    expect(resetPinBodySchema.parse({ mobile: typed, otp: '1234', newPin: '4321' }).mobile).toBe('9876500001');
    expect(addressBaseSchema.parse({ ...address, reciever_mobile: typed }).reciever_mobile).toBe('9876500001');
    expect(supportPhoneSchema.parse(typed)).toBe('9876500001');
    expect(supportPhoneSchema.parse('  ')).toBe('');
    expect(phoneOrderBodySchema.parse({ ...order, mobile: typed }).mobile).toBe('9876500001');
  });

  it("refuses a number that cannot be an Indian mobile, with the field's sentence or the mobile one", () => {
    const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message);
    const notIndian = ['That is not an Indian mobile number: a mobile number starts with 6, 7, 8 or 9'];
    expect(messages(sendOtpBodySchema.safeParse({ mobile: '1234567890' }))).toEqual(notIndian);
    expect(messages(addressBaseSchema.safeParse({ ...address, reciever_mobile: '1234567890' }))).toEqual(notIndian);
    expect(messages(supportPhoneSchema.safeParse('5811122233'))).toEqual(notIndian);
    expect(messages(sendOtpBodySchema.safeParse({ mobile: '98765' }))).toEqual([
      'Please enter a valid 10-digit mobile number',
    ]);
    expect(messages(addressBaseSchema.safeParse({ ...address, reciever_mobile: 'call me' }))).toEqual([
      'Invalid phone number',
    ]);
    expect(messages(supportPhoneSchema.safeParse('12345'))).toEqual(['The support phone is a 10-digit number']);
  });
});
