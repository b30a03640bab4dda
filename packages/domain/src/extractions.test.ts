import { describe, expect, it } from 'vitest';
import {
  areaFrom,
  confidenceLevel,
  extractionProgress,
  findFields,
  parseDocumentDate,
  propertyDetailsFrom,
  toLines,
  updatePropertyRefusal,
  type FinderPage,
} from './extractions.ts';

/** Lines of text as a page of words, each word boxed 10 px a letter, lines 40 px apart. */
function page(lines: string[], confidence?: number, n = 1): FinderPage {
  const words = lines.flatMap((line, row) => {
    let x = 20;
    return line.split(' ').map((text) => {
      const box = { x, y: 40 + row * 40, width: text.length * 10, height: 20 };
      x += text.length * 10 + 10;
      return confidence === undefined ? { text, box } : { text, box, confidence };
    });
  });
  return { page: n, words };
}

const fieldsOf = (lines: string[], confidence?: number) =>
  Object.fromEntries(findFields([page(lines, confidence)]).map((f) => [f.name, f]));

describe('the parcel number', () => {
  it.each([
    ['LR No. 209/12345', '209/12345'],
    ['L.R. NO. 209/12345', '209/12345'],
    ['L.R. No: 209/12345/6', '209/12345/6'],
    ['NAIROBI/BLOCK 82/1234', 'Nairobi/Block 82/1234'],
    ['Nairobi/Block82/1234', 'Nairobi/Block 82/1234'],
    ['NAIROBI / BLOCK 82 / 1234', 'Nairobi/Block 82/1234'],
    ['KIAMBU/RUIRU/1234', 'Kiambu/Ruiru/1234'],
    ['Kajiado / Kitengela / 12345', 'Kajiado/Kitengela/12345'],
    ['Title No. KIAMBU/RUIRU EAST BLOCK 2/567', 'Kiambu/Ruiru East Block 2/567'],
  ])('reads %s as %s', (text, expected) => {
    expect(fieldsOf([text]).parcelNumber?.normalised).toBe(expected);
  });

  it('reads OCR slips inside the number (O for 0, l for 1)', () => {
    expect(fieldsOf(['LR No. 2O9/l2345']).parcelNumber?.normalised).toBe('209/12345');
  });

  it('finds nothing in text without one', () => {
    expect(fieldsOf(['A sketch of the parcel, not to scale']).parcelNumber).toBeUndefined();
  });

  it('derives the section and county from a registry form, less sure than stated ones', () => {
    const f = fieldsOf(['KIAMBU/RUIRU/1234']);
    expect(f.registrationSection?.normalised).toBe('Ruiru');
    expect(f.county?.normalised).toBe('Kiambu');
    expect(f.county?.confidence).toBeLessThan(f.parcelNumber?.confidence ?? 0);
    expect(fieldsOf(['NAIROBI/BLOCK 82/1234']).registrationSection?.normalised).toBe('Nairobi Block 82');
  });

  it('prefers the stated county and section', () => {
    const f = fieldsOf(['KIAMBU/RUIRU/1234', 'Registration Section: Ruiru East', 'County: Nairobi']);
    expect(f.registrationSection?.normalised).toBe('Ruiru East');
    expect(f.county?.normalised).toBe('Nairobi');
  });
});

describe('the area', () => {
  it('converts hectares: 0.0465 Ha = 465 m² = 0.1149 acres', () => {
    const f = fieldsOf(['AREA: 0.0465 Ha']);
    expect(f.area?.normalised).toBe('465');
    expect(f.area?.area).toEqual({ unit: 'ha', amount: 0.0465, squareMetres: 465, hectares: 0.0465, acres: 0.1149 });
  });

  it.each([
    ['Area 1.5 acres', 6070.28, 'acres'],
    ['Area: 465 sq m', 465, 'm2'],
    ['Area = 1,200 m²', 1200, 'm2'],
    ['Area: 2 hectares', 20000, 'ha'],
  ])('reads %s', (text, sqm, unit) => {
    const f = fieldsOf([text]);
    expect(f.area?.area?.squareMetres).toBe(sqm);
    expect(f.area?.area?.unit).toBe(unit);
  });

  it('trusts a labelled area over a loose one', () => {
    const f = fieldsOf(['Scale 1:2500 road reserve 30 m2', 'Area: 0.0465 Ha']);
    expect(f.area?.normalised).toBe('465');
  });

  it('converts both ways', () => {
    expect(areaFrom(1, 'acres')).toMatchObject({ squareMetres: 4046.86, hectares: 0.4047 });
  });
});

describe('dates, numbers, sheets and counties', () => {
  it('reads survey and mutation dates in both forms', () => {
    expect(fieldsOf(['Date of Survey: 12/03/2019']).surveyDate?.normalised).toBe('2019-03-12');
    expect(fieldsOf(['Surveyed on 12th March 2019']).surveyDate?.normalised).toBe('2019-03-12');
    expect(fieldsOf(['Mutation 1st Feb, 2021']).surveyDate?.normalised).toBe('2021-02-01');
  });

  it('refuses dates that do not exist', () => {
    expect(parseDocumentDate('31/02/2019')).toBeNull();
    expect(parseDocumentDate('12 Smarch 2019')).toBeNull();
    expect(fieldsOf(['Date of Survey: 31/02/2019']).surveyDate).toBeUndefined();
  });

  it('reads the deed plan number and registry map sheet', () => {
    const f = fieldsOf(['Deed Plan No. 123,456', 'Registry Map Sheet No. 148/IV/2', 'D.P. No. 99']);
    expect(f.deedPlanNumber?.normalised).toBe('123456');
    expect(f.registryMapSheet?.normalised).toBe('148/IV/2');
    expect(fieldsOf(['R.M.S. 42']).registryMapSheet?.normalised).toBe('42');
  });

  it('reads the county in its written forms', () => {
    expect(fieldsOf(['County: Nairobi']).county?.normalised).toBe('Nairobi');
    expect(fieldsOf(["MURANG'A COUNTY"]).county?.normalised).toBe("Murang'a");
    expect(fieldsOf(['County of Uasin Gishu']).county?.normalised).toBe('Uasin Gishu');
    expect(fieldsOf(['County: Atlantis']).county).toBeUndefined();
  });
});

describe('confidence and boxes', () => {
  it('lowers confidence with OCR word confidence and boxes the value', () => {
    const sure = fieldsOf(['LR No. 209/12345']).parcelNumber;
    const shaky = fieldsOf(['LR No. 209/12345'], 0.5).parcelNumber;
    expect(shaky?.confidence).toBeCloseTo((sure?.confidence ?? 0) * 0.5, 2);
    // "LR"(20–40) "No."(50–80) "209/12345"(90–180): the box is the value's word.
    expect(sure?.box).toEqual({ x: 90, y: 40, width: 90, height: 20 });
    expect(sure?.page).toBe(1);
  });

  it('groups words into lines by height and reads them left to right', () => {
    const lines = toLines({
      page: 2,
      words: [
        { text: '209/12345', box: { x: 100, y: 12, width: 50, height: 10 } },
        { text: 'LR', box: { x: 10, y: 10, width: 20, height: 10 } },
        { text: 'below', box: { x: 10, y: 60, width: 20, height: 10 } },
      ],
    });
    expect(lines.map((l) => l.text)).toEqual(['LR 209/12345', 'below']);
  });

  it('names levels', () => {
    expect([confidenceLevel(0.95), confidenceLevel(0.7), confidenceLevel(0.3)]).toEqual(['High', 'Medium', 'Low']);
  });

  it('gives progress per page', () => {
    expect(extractionProgress('running', 10, 40)).toBe(25);
    expect(extractionProgress('queued', 0, null)).toBe(0);
    expect(extractionProgress('completed', 40, 40)).toBe(100);
  });
});

describe('using confirmed fields', () => {
  it('takes the LR number, county and size in m²', () => {
    expect(propertyDetailsFrom({ parcelNumber: ' Kiambu / Ruiru/1234 ', county: 'kiambu', area: '465' })).toEqual({ lrNumber: 'Kiambu/Ruiru/1234', county: 'Kiambu', sizeSqm: 465 });
    expect(propertyDetailsFrom({ parcelNumber: 'nonsense', area: 'big' })).toEqual({});
  });

  const request = { requesterId: 'client', assignedAgentId: 'agent', status: 'pending' as const };
  it('lets admins, the assigned valuer and the requester of a pending request update the property', () => {
    expect(updatePropertyRefusal({ role: 'admin', profileId: 'x' }, request)).toBeNull();
    expect(updatePropertyRefusal({ role: 'agent', profileId: 'agent' }, { ...request, status: 'in-progress' })).toBeNull();
    expect(updatePropertyRefusal({ role: 'user', profileId: 'client' }, request)).toBeNull();
  });

  it('refuses the requester once work has started, and hides the request from strangers', () => {
    expect(updatePropertyRefusal({ role: 'user', profileId: 'client' }, { ...request, status: 'in-progress' })?.code).toBe('FORBIDDEN');
    expect(updatePropertyRefusal({ role: 'user', profileId: 'someone' }, request)?.code).toBe('NOT_FOUND');
    expect(updatePropertyRefusal({ role: 'agent', profileId: 'other' }, request)?.code).toBe('NOT_FOUND');
    expect(updatePropertyRefusal({ role: 'admin', profileId: 'x' }, null)?.code).toBe('NOT_FOUND');
  });
});

describe('OCR specks', () => {
  it('skips up to two specks between a label and its value', () => {
    const f = fieldsOf(['Deed Plan No. nN 709568 : :', 'Date of Survey: E . 3rd February 1999', 'Registration Section: Nairobi - : no :']);
    expect(f.deedPlanNumber?.normalised).toBe('709568');
    expect(f.surveyDate?.normalised).toBe('1999-02-03');
    expect(f.registrationSection?.normalised).toBe('Nairobi');
  });

  it('follows the OCR engine’s own lines when it gives them', () => {
    const words = [
      { text: 'LR', box: { x: 0, y: 0, width: 20, height: 10 }, line: 1 },
      { text: '209/12345', box: { x: 900, y: 40, width: 90, height: 10 }, line: 1 },
    ];
    expect(findFields([{ page: 1, words }]).find((f) => f.name === 'parcelNumber')?.normalised).toBe('209/12345');
  });
});

describe('more OCR slips', () => {
  it('reads a sheet quarter read as digits, a county after a speck and "3d" for "3rd"', () => {
    const f = fieldsOf(['Registry Map Sheet No. 67/111/9', '. ~~. County: 5 Nairobi Co i )', 'Date of Survey: : 3d February 1999 a EE.', 'Registration Section: ~~ - Ruiru East i :']);
    expect(f.registryMapSheet?.normalised).toBe('67/III/9');
    expect(f.county?.normalised).toBe('Nairobi');
    expect(f.surveyDate?.normalised).toBe('1999-02-03');
    expect(f.registrationSection?.normalised).toBe('Ruiru East');
    expect(fieldsOf(['R.M.S. No. 148/1V/2']).registryMapSheet?.normalised).toBe('148/IV/2');
  });
});
