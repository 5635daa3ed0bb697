import { describe, expect, it } from 'vitest';
import { addressSchemaFor } from './address.ts';

const schema = addressSchemaFor(['201009']);
const valid = {
  reciever_name: 'Asha Verma',
  reciever_mobile: '9876543210',
  flat_number: 'B-1204',
  tower_number: 'Tower 7',
  society: 'Gaur Green Avenue',
  locality: 'Indirapuram',
  pincode: '201009',
};

function messages(input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('address validation (spec 5, docs/decisions/p05)', () => {
  it('accepts a complete serviceable address', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('names each missing field', () => {
    expect(messages({ ...valid, reciever_name: '' })).toEqual(['Receiver Name is required']);
    expect(messages({ ...valid, reciever_mobile: '' })).toContain('Receiver Phone is required');
    expect(messages({ ...valid, flat_number: '  ' })).toEqual(['Flat number / Building name is required']);
  });

  it('wants exactly ten digits for the phone', () => {
    expect(messages({ ...valid, reciever_mobile: '987654321' })).toEqual(['Invalid phone number']);
    expect(messages({ ...valid, reciever_mobile: '98765432101' })).toEqual(['Invalid phone number']);
  });

  it('refuses a pincode the kitchen does not serve', () => {
    expect(messages({ ...valid, pincode: '201010' })).toEqual(['Not serviceable in your area']);
  });

  it('judges the pincode even while other fields are missing', () => {
    expect(messages({ ...valid, society: '', pincode: '201010' })).toEqual([
      'Society is required',
      'Not serviceable in your area',
    ]);
  });

  it('refuses fields the form does not have', () => {
    expect(messages({ ...valid, is_admin: true })).toHaveLength(1);
  });
});
