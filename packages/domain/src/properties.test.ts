import { describe, expect, it } from 'vitest';
import { AdminPropertiesQuerySchema, lrSearchKey } from './properties.ts';

describe('lrSearchKey', () => {
  it.each([
    'LR 209/1234',
    'L.R. No. 209/1234',
    'LR No.209/1234',
    'l.r. no 209 / 1234',
    'L.R.209/1234',
    'No. 209/1234',
    '  209/1234 ',
  ])('reads %j as 209/1234', (value) => {
    expect(lrSearchKey(value)).toBe('209/1234');
  });

  it('keeps registry forms whole, upper-cased and tidied', () => {
    expect(lrSearchKey('Nairobi / Block  82/1234')).toBe('NAIROBI/BLOCK 82/1234');
    expect(lrSearchKey('Kajiado/Kitengela/12345')).toBe('KAJIADO/KITENGELA/12345');
    expect(lrSearchKey('Nyeri/Municipality Block 1/99')).toBe('NYERI/MUNICIPALITY BLOCK 1/99');
  });

  it('is null for words that are not an LR number', () => {
    expect(lrSearchKey('Kilimani house')).toBeNull();
    expect(lrSearchKey('LR No.')).toBeNull();
    expect(lrSearchKey('2091234')).toBeNull();
  });
});

describe('AdminPropertiesQuerySchema', () => {
  it('treats blank filters as none and rejects an unknown county', () => {
    expect(AdminPropertiesQuerySchema.parse({ q: '  ', county: '', town: '' })).toMatchObject({
      q: undefined,
      county: undefined,
      town: undefined,
    });
    expect(AdminPropertiesQuerySchema.safeParse({ county: 'Atlantis' }).success).toBe(false);
  });
});
