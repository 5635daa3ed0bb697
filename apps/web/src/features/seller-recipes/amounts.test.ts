import { describe, expect, it } from 'vitest';
import { parsePlateQuantity, parseRupees, parseUnits, plateQuantityText } from './amounts.ts';

describe('typed amounts (D109)', () => {
  it('reads units with up to 3 decimals as thousandths', () => {
    expect(parseUnits('5')).toBe(5000);
    expect(parseUnits(' 0.25 ')).toBe(250);
    expect(parseUnits('.5')).toBe(500);
    expect(parseUnits('0')).toBeNull();
    expect(parseUnits('1.2345')).toBeNull();
    expect(parseUnits('-1')).toBeNull();
    expect(parseUnits('1e3')).toBeNull();
    expect(parseUnits('1.2.3')).toBeNull();
    expect(parseUnits('9'.repeat(40))).toBeNull();
  });

  it('reads rupees as paise', () => {
    expect(parseRupees('60')).toBe(6000);
    expect(parseRupees('60.5')).toBe(6050);
    expect(parseRupees('0')).toBe(0);
    expect(parseRupees('60.555')).toBeNull();
  });

  it('takes a plate of a kg or litre ingredient in grams or millilitres, of a piece in pieces', () => {
    expect(parsePlateQuantity('80', 'kg')).toBe(80);
    expect(parsePlateQuantity('80.5', 'litre')).toBeNull();
    expect(parsePlateQuantity('0.5', 'piece')).toBe(500);
    expect(plateQuantityText(80, 'kg')).toBe('80');
    expect(plateQuantityText(2500, 'bunch')).toBe('2.5');
  });
});
