import { describe, expect, it } from 'vitest';
import { formatKenyanDate, parseKenyanDate } from './kenyan-date.ts';

describe('parseKenyanDate', () => {
  it.each([
    ['04/12/2026', '2026-12-04'],
    ['4/12/2026', '2026-12-04'],
    ['4/1/2026', '2026-01-04'],
    ['04-12-2026', '2026-12-04'],
    ['04.12.2026', '2026-12-04'],
    [' 04 / 12 / 2026 ', '2026-12-04'],
    ['4 Dec 2026', '2026-12-04'],
    ['4 December 2026', '2026-12-04'],
    ['04 dec. 2026', '2026-12-04'],
    ['2026-12-04', '2026-12-04'],
    ['29/02/2028', '2028-02-29'],
  ])('reads %s as the day first (%s)', (text, iso) => {
    expect(parseKenyanDate(text)).toBe(iso);
  });

  it.each([
    '',
    '12/31/2026',
    '31/11/2026',
    '29/02/2027',
    '2026-02-30',
    '4 Foo 2026',
    '4/12/26',
    'tomorrow',
    '00/12/2026',
  ])('refuses %j', (text) => {
    expect(parseKenyanDate(text)).toBeNull();
  });
});

describe('formatKenyanDate', () => {
  it('writes an ISO day as dd/mm/yyyy', () => {
    expect(formatKenyanDate('2026-12-04')).toBe('04/12/2026');
    expect(formatKenyanDate('2026-01-31')).toBe('31/01/2026');
  });

  it('leaves text that is not an ISO day alone', () => {
    expect(formatKenyanDate('')).toBe('');
    expect(formatKenyanDate('soon')).toBe('soon');
  });

  it('round-trips through parseKenyanDate', () => {
    expect(parseKenyanDate(formatKenyanDate('2027-07-09'))).toBe('2027-07-09');
  });
});
