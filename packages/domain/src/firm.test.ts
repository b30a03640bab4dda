import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, VALIDATION_MESSAGES } from './messages.ts';
import { FIRM_MESSAGES, UpdateFirmSettingsSchema, type UpdateFirmSettingsInput } from './firm.ts';

const VALID: UpdateFirmSettingsInput = {
  name: 'Mwangi & Partners Valuers Ltd',
  companyRegistration: 'PVT-AB12CD3',
  vrbFirmNumber: 'VRB/F/0042',
  kraPin: 'p051234567q',
  vatRegistration: '0123456X',
  postalAddress: 'P.O. Box 12345-00100, Nairobi',
  physicalAddress: 'Mayfair Centre, Ralph Bunche Road, Nairobi',
  phone: '0712 345 678',
  email: 'Office@Mwangi.co.ke',
  website: 'https://mwangi.co.ke',
  fsvBand: { min: 0.7, max: 0.85 },
  minComparables: 3,
  signatory: { name: 'Jane Mwangi', title: 'Managing Director' },
};

function errorsOf(input: UpdateFirmSettingsInput): Record<string, string> {
  const result = UpdateFirmSettingsSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the firm details an admin saves', () => {
  it('normalises the KRA PIN, phone and e-mail as printed', () => {
    expect(UpdateFirmSettingsSchema.parse(VALID)).toMatchObject({ kraPin: 'P051234567Q', phone: '+254712345678', email: 'office@mwangi.co.ke' });
  });

  it('reads blank optional fields as not given', () => {
    const parsed = UpdateFirmSettingsSchema.parse({ ...VALID, kraPin: ' ', website: '', signatory: { name: '', title: null } });
    expect(parsed).toMatchObject({ kraPin: null, website: null, signatory: { name: null, title: null } });
  });

  it('refuses each malformed field with its own message', () => {
    expect(errorsOf({ ...VALID, kraPin: 'A12345678B' })).toEqual({ kraPin: FIRM_MESSAGES.kraPin });
    expect(errorsOf({ ...VALID, kraPin: '1123456789B' })).toEqual({ kraPin: FIRM_MESSAGES.kraPin });
    expect(errorsOf({ ...VALID, phone: '12345' })).toEqual({ phone: FIELD_MESSAGES.phone });
    expect(errorsOf({ ...VALID, email: 'office@' })).toEqual({ email: VALIDATION_MESSAGES.email });
    expect(errorsOf({ ...VALID, website: 'javascript:alert(1)' })).toEqual({ website: FIRM_MESSAGES.website });
    expect(errorsOf({ ...VALID, website: 'mwangi.co.ke' })).toEqual({ website: FIRM_MESSAGES.website });
    expect(errorsOf({ ...VALID, name: '  ' })).toEqual({ name: FIRM_MESSAGES.name });
    expect(errorsOf({ ...VALID, physicalAddress: '' })).toEqual({ physicalAddress: FIRM_MESSAGES.physicalAddress });
  });

  it('keeps the FSV band within 0 < min < max ≤ 1', () => {
    expect(errorsOf({ ...VALID, fsvBand: { min: 0, max: 0.8 } })).toEqual({ 'fsvBand.min': FIRM_MESSAGES.fsvBandMin });
    expect(errorsOf({ ...VALID, fsvBand: { min: 0.8, max: 0.8 } })).toEqual({ 'fsvBand.min': FIRM_MESSAGES.fsvBandMin });
    expect(errorsOf({ ...VALID, fsvBand: { min: 0.7, max: 1.2 } })).toEqual({ 'fsvBand.max': FIRM_MESSAGES.fsvBandMax });
    expect(errorsOf({ ...VALID, fsvBand: { min: 0.6, max: 1 } })).toEqual({});
    for (const wrong of [-1, 21, 1.5]) {
      expect(errorsOf({ ...VALID, minComparables: wrong })).toEqual({ minComparables: FIRM_MESSAGES.minComparables });
    }
    expect(errorsOf({ ...VALID, minComparables: 0 })).toEqual({});
    expect(errorsOf({ ...VALID, minComparables: 20 })).toEqual({});
  });
});
