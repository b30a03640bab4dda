import { describe, expect, it } from 'vitest';
import { base64Ascii } from './base64.ts';
import { parseStkTimestamp, stkPassword, stkTimestamp } from './stk-password.ts';

describe('the STK Timestamp, in Nairobi time', () => {
  it('is UTC + 3 hours, written yyyyMMddHHmmss', () => {
    expect(stkTimestamp(new Date('2026-11-29T09:34:56Z'))).toBe('20261129123456');
  });

  it('is already the next day in Nairobi from 21:00 UTC', () => {
    expect(stkTimestamp(new Date('2026-12-31T20:59:59Z'))).toBe('20261231235959');
    expect(stkTimestamp(new Date('2026-12-31T21:00:00Z'))).toBe('20270101000000');
    expect(stkTimestamp(new Date('2028-02-28T21:00:01Z'))).toBe('20280229000001');
  });

  it('reads back as the same instant, and refuses what is no real time', () => {
    const instant = new Date('2026-12-31T21:00:07Z');
    expect(parseStkTimestamp(stkTimestamp(instant))?.toISOString()).toBe(instant.toISOString());
    expect(parseStkTimestamp(20261129123456)?.toISOString()).toBe('2026-11-29T09:34:56.000Z');
    expect(parseStkTimestamp('20260230120000')).toBeNull();
    expect(parseStkTimestamp('20261129246000')).toBeNull();
    expect(parseStkTimestamp('2026112912345')).toBeNull();
    expect(() => stkTimestamp(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('the STK Password', () => {
  it("is base64 of shortcode, passkey and timestamp (Daraja's sandbox example)", () => {
    const passkey = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
    expect(stkPassword('174379', passkey, '20160216165627')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3',
    );
  });

  it('pads as standard base64 does', () => {
    expect(base64Ascii('')).toBe('');
    expect(base64Ascii('f')).toBe('Zg==');
    expect(base64Ascii('fo')).toBe('Zm8=');
    expect(base64Ascii('foo')).toBe('Zm9v');
    expect(base64Ascii('foob')).toBe('Zm9vYg==');
    expect(() => base64Ascii('KSh é')).toThrow(RangeError);
  });
});
