import { describe, expect, it } from 'vitest';
import { canSetFeeOffScale, departsFromScale, offScaleRefusal } from './off-scale.ts';

const admin = { role: 'admin', profileId: 'p-admin' } as const;
const valuer = { role: 'agent', profileId: 'p-agent' } as const;
const client = { role: 'user', profileId: 'p-user' } as const;
const reason = 'Repeat instruction from the bank under the 2026 panel agreement';

describe('a fee off the scale', () => {
  it('on the scale, needs no reason and no admin', () => {
    expect(offScaleRefusal(valuer, { scaleFee: 62_500, fee: 62_500 })).toBeNull();
    expect(departsFromScale({ scaleFee: 62_500, fee: 62_500 })).toBe(false);
  });

  it('below the scale without a reason is refused, even for an admin', () => {
    expect(offScaleRefusal(admin, { scaleFee: 62_500, fee: 40_000 })).toEqual({
      code: 'FORBIDDEN',
      message:
        'A fee that departs from the Valuers’ scale needs the reason, in at least 20 characters: it is kept in the audit log.',
    });
    expect(offScaleRefusal(admin, { scaleFee: 62_500, fee: 40_000, reason: '   discount   ' })?.code).toBe('FORBIDDEN');
  });

  it('below the scale with an admin’s reason is allowed', () => {
    expect(offScaleRefusal(admin, { scaleFee: 62_500, fee: 40_000, reason })).toBeNull();
  });

  it('above the scale is a departure too', () => {
    expect(departsFromScale({ scaleFee: 62_500, fee: 70_000 })).toBe(true);
    expect(offScaleRefusal(admin, { scaleFee: 62_500, fee: 70_000 })?.code).toBe('FORBIDDEN');
    expect(offScaleRefusal(admin, { scaleFee: 62_500, fee: 70_000, reason })).toBeNull();
  });

  it('is set by an admin only, whatever the reason', () => {
    for (const actor of [valuer, client]) {
      expect(canSetFeeOffScale(actor)).toBe(false);
      expect(offScaleRefusal(actor, { scaleFee: 62_500, fee: 40_000, reason })).toEqual({
        code: 'FORBIDDEN',
        message: 'Only an admin can set a fee that departs from the Valuers’ scale.',
      });
    }
    expect(canSetFeeOffScale(admin)).toBe(true);
  });
});
