import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './messages.ts';
import { KenyanPhoneSchema, formatKenyanPhone, isKenyanPhone, normalizeKenyanPhone } from './phone.ts';

describe('normalizeKenyanPhone', () => {
  it.each([
    ['+254 712 345 678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['0712345678', '+254712345678'],
    ['0712 345 678', '+254712345678'],
    ['0712-345-678', '+254712345678'],
    ['0712.345.678', '+254712345678'],
    ['(0712) 345678', '+254712345678'],
    ['712345678', '+254712345678'],
    ['00254712345678', '+254712345678'],
    ['+254 (0) 712 345 678', '+254712345678'],
    ['0112345678', '+254112345678'],
    ['+254 110 000 111', '+254110000111'],
    ['0100123456', '+254100123456'],
    [' 0722000000 ', '+254722000000'],
  ])('%j → %s', (value, expected) => {
    expect(normalizeKenyanPhone(value)).toBe(expected);
  });

  it.each([
    '',
    '0612345678', // not a mobile range
    '0202345678', // Nairobi landline
    '071234567', // too short
    '07123456789', // too long
    '+255712345678', // Tanzania
    '+0712345678',
    '2547123456789',
    '0712 345 67a',
    '+254 812 345 678',
    'phone',
  ])('refuses %j', (value) => {
    expect(normalizeKenyanPhone(value)).toBeNull();
    expect(isKenyanPhone(value)).toBe(false);
  });

  it('isKenyanPhone agrees on a valid number', () => {
    expect(isKenyanPhone('0712345678')).toBe(true);
  });
});

describe('formatKenyanPhone', () => {
  it('groups a valid number for display', () => {
    expect(formatKenyanPhone('+254712345678')).toBe('+254 712 345 678');
    expect(formatKenyanPhone('0112345678')).toBe('+254 112 345 678');
  });

  it('returns anything else unchanged', () => {
    expect(formatKenyanPhone('020 123 4567')).toBe('020 123 4567');
    expect(formatKenyanPhone('')).toBe('');
  });
});

describe('KenyanPhoneSchema', () => {
  it('outputs the normalised number', () => {
    expect(KenyanPhoneSchema.parse('+254 712 345 678')).toBe('+254712345678');
    expect(KenyanPhoneSchema.parse('0712345678')).toBe('+254712345678');
    expect(KenyanPhoneSchema.parse('254712345678')).toBe('+254712345678');
    expect(KenyanPhoneSchema.parse('0112345678')).toBe('+254112345678');
  });

  it.each(['', '12345', '+1 202 555 0100', undefined, null, 712345678])(
    'refuses %j with the plain message',
    (value) => {
      const result = KenyanPhoneSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]?.message).toBe('Enter a Kenyan phone number, e.g. +254 712 345 678');
      expect(FIELD_MESSAGES.phone).toBe('Enter a Kenyan phone number, e.g. +254 712 345 678');
    },
  );
});
