import { describe, expect, it } from 'vitest';
import { CountySchema, KENYA_COUNTIES, countyCode, findCounty } from './counties.ts';
import { FIELD_MESSAGES } from './messages.ts';

describe('KENYA_COUNTIES', () => {
  it('lists the 47 counties once each', () => {
    expect(KENYA_COUNTIES).toHaveLength(47);
    expect(new Set(KENYA_COUNTIES).size).toBe(47);
  });

  it('follows the county codes 001–047', () => {
    expect(KENYA_COUNTIES[0]).toBe('Mombasa');
    expect(KENYA_COUNTIES[1]).toBe('Kwale');
    expect(KENYA_COUNTIES[20]).toBe("Murang'a");
    expect(KENYA_COUNTIES[21]).toBe('Kiambu');
    expect(KENYA_COUNTIES[31]).toBe('Nakuru');
    expect(KENYA_COUNTIES[33]).toBe('Kajiado');
    expect(KENYA_COUNTIES[41]).toBe('Kisumu');
    expect(KENYA_COUNTIES[46]).toBe('Nairobi');
  });

  it('uses the official spellings', () => {
    for (const name of [
      'Elgeyo-Marakwet',
      'Tharaka-Nithi',
      "Murang'a",
      'Homa Bay',
      'Trans Nzoia',
      'Uasin Gishu',
      'Taita-Taveta',
      'Tana River',
      'West Pokot',
    ]) {
      expect(KENYA_COUNTIES).toContain(name);
    }
  });
});

describe('countyCode', () => {
  it.each([
    ['Mombasa', '001'],
    ['Tana River', '004'],
    ['Nyeri', '019'],
    ['Nairobi', '047'],
  ] as const)('%s → %s', (county, code) => {
    expect(countyCode(county)).toBe(code);
  });
});

describe('CountySchema', () => {
  it('accepts every official name', () => {
    for (const county of KENYA_COUNTIES) {
      expect(CountySchema.parse(county)).toBe(county);
    }
  });

  it.each(['', 'nairobi', 'Muranga', 'Nairobi City', 'Kampala', undefined, 47])(
    'refuses %j with a plain message',
    (value) => {
      const result = CountySchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FIELD_MESSAGES.county);
    },
  );
});

describe('findCounty', () => {
  it.each([
    ['Nairobi', 'Nairobi'],
    ['nairobi', 'Nairobi'],
    ['  MOMBASA ', 'Mombasa'],
    ['Muranga', "Murang'a"],
    ['murang’a', "Murang'a"],
    ['Elgeyo Marakwet', 'Elgeyo-Marakwet'],
    ['homabay', 'Homa Bay'],
    ['Trans-Nzoia', 'Trans Nzoia'],
  ])('%j → %s', (value, county) => {
    expect(findCounty(value)).toBe(county);
  });

  it.each(['', 'Kampala', 'Nairobi City', 'Westlands'])('%j → null', (value) => {
    expect(findCounty(value)).toBeNull();
  });
});
