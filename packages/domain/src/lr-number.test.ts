import { describe, expect, it } from 'vitest';
import { LrNumberSchema, OptionalLrNumberSchema, formatLrNumber, isLrNumber, normalizeLrNumber } from './lr-number.ts';
import { FIELD_MESSAGES } from './messages.ts';

const MESSAGE = 'Enter the plot or LR number as on the title, e.g. LR No. 209/12345 or Nairobi/Block 82/1234';

describe('normalizeLrNumber', () => {
  it.each([
    'LR No. 209/12345',
    '209/12345',
    'Nairobi/Block 82/1234',
    'Kajiado/Kitengela/12345',
    'MN/I/1234',
    'Kiambu/Ruiru East Block 2/567',
    'L.R. 12715/45',
    'Ngong/Ngong/12345',
    "Loc.4/Murang'a/123",
    'Nakuru Municipality Block 6/52',
    'Kisumu/Kogony-1/2',
    '1/2',
  ])('accepts %j as written', (value) => {
    expect(normalizeLrNumber(value)).toBe(value);
    expect(isLrNumber(value)).toBe(true);
  });

  it('tidies spaces around slashes and inside', () => {
    expect(normalizeLrNumber('  Nairobi / Block  82 /1234 ')).toBe('Nairobi/Block 82/1234');
    expect(normalizeLrNumber('LR\tNo.\t209 / 12345')).toBe('LR No. 209/12345');
  });

  it.each([
    ['', 'empty'],
    ['12', 'too short'],
    ['209-12345', 'no slash'],
    ['Nairobi/Block', 'no digit'],
    ['209//12345', 'an empty part'],
    ['/209/12345', 'starts with a slash'],
    ['209/12345/', 'ends with a slash'],
    ['209/12345.', 'ends with a dot'],
    ['-209/1', 'starts with a hyphen'],
    ['209/12345#', 'a stray symbol'],
    ['209/123_45', 'an underscore'],
    ['Plot 209/1 (Karen)', 'brackets'],
    [`Nairobi/Block 82/${'1'.repeat(50)}`, 'over 60 characters'],
  ])('refuses %j (%s)', (value) => {
    expect(normalizeLrNumber(value)).toBeNull();
    expect(isLrNumber(value)).toBe(false);
  });

  it('allows exactly 60 characters', () => {
    const sixty = `Nairobi/Block 82/${'1'.repeat(43)}`;
    expect(sixty).toHaveLength(60);
    expect(normalizeLrNumber(sixty)).toBe(sixty);
  });
});

describe('LrNumberSchema', () => {
  it('outputs the tidied number', () => {
    expect(LrNumberSchema.parse(' MN / I / 1234 ')).toBe('MN/I/1234');
  });

  it.each(['', 'abc', undefined, 209])('refuses %j with the plain message', (value) => {
    const result = LrNumberSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGE);
    expect(FIELD_MESSAGES.lrNumber).toBe(MESSAGE);
  });
});

describe('OptionalLrNumberSchema', () => {
  it.each([undefined, null, '', '   '])('reads %j as no number', (value) => {
    expect(OptionalLrNumberSchema.parse(value)).toBeUndefined();
  });

  it('checks and tidies a number that is given', () => {
    expect(OptionalLrNumberSchema.parse('209 / 12345')).toBe('209/12345');
    const result = OptionalLrNumberSchema.safeParse('somewhere');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGE]);
  });

  it('refuses a non-string with the plain message', () => {
    expect(OptionalLrNumberSchema.safeParse(12345).error?.issues[0]?.message).toBe(MESSAGE);
  });
});

describe('formatLrNumber', () => {
  it.each([
    ['209/12345', 'LR No. 209/12345'],
    ['LR No. 1870/IX/112', 'LR No. 1870/IX/112'],
    ['LR 1870/IX/112', 'LR No. 1870/IX/112'],
    ['lr no.209/12345', 'LR No. 209/12345'],
    ['LR NO 209/12345', 'LR No. 209/12345'],
    ['L.R. No. 209/12345/6', 'LR No. 209/12345/6'],
    ['L. R. 12715/45', 'LR No. 12715/45'],
    ['L.R.No.209/1', 'LR No. 209/1'],
    ['LR209/12345', 'LR No. 209/12345'],
    ['No. 209/8832', 'LR No. 209/8832'],
    ['  LR  No.  209 / 12345 ', 'LR No. 209/12345'],
  ])('prints %j once prefixed: %j', (value, expected) => {
    expect(formatLrNumber(value)).toBe(expected);
    // Printing what was printed changes nothing: the prefix is never doubled.
    expect(formatLrNumber(formatLrNumber(value))).toBe(expected);
  });

  it.each([
    ['Nairobi/Block 82/1234', 'Nairobi/Block 82/1234'],
    ['MN/I/1234', 'MN/I/1234'],
    ['Kajiado / Kitengela / 12345', 'Kajiado/Kitengela/12345'],
    ['Nyeri/Municipality/7', 'Nyeri/Municipality/7'],
  ])('prints a registry form %j as entered, without an LR prefix', (value, expected) => {
    expect(formatLrNumber(value)).toBe(expected);
  });
});
