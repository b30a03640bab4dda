import { describe, expect, it } from 'vitest';
import { formatKenyanPhone } from '../phone.ts';
import { fromDarajaPhone, isDarajaPhone, toDarajaPhone } from './payer-phone.ts';

describe("a payer's number as Daraja writes it", () => {
  it.each([
    ['0712 345 678', '254712345678'],
    ['+254712345678', '254712345678'],
    ['254712345678', '254712345678'],
    ['712345678', '254712345678'],
    ['0110 000 111', '254110000111'],
    ['+254 (0) 722-000-000', '254722000000'],
  ])('%j → %s', (written, daraja) => {
    expect(toDarajaPhone(written)).toBe(daraja);
    expect(isDarajaPhone(daraja)).toBe(true);
  });

  it.each(['', '0202345678', '0612345678', '071234567', '07123456789', '+255712345678', 'phone'])(
    'refuses %j',
    (written) => {
      expect(toDarajaPhone(written)).toBeNull();
    },
  );

  it('only takes 2547… and 2541… as already written for Daraja', () => {
    expect(isDarajaPhone('0712345678')).toBe(false);
    expect(isDarajaPhone('+254712345678')).toBe(false);
    expect(isDarajaPhone('254212345678')).toBe(false);
    expect(isDarajaPhone('25471234567')).toBe(false);
  });

  it("reads a callback's PhoneNumber back for display", () => {
    expect(fromDarajaPhone(254712345678)).toBe('+254712345678');
    expect(formatKenyanPhone(fromDarajaPhone('254110000111') ?? '')).toBe('+254 110 000 111');
    expect(fromDarajaPhone(712345678)).toBeNull();
  });
});
