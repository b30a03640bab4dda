import { describe, expect, it } from 'vitest';
import { REPORT_FIELDS, formatFieldValue, reportFieldDefinitions, standardField } from './report-fields.ts';
import type { ReportSection } from './reports.ts';

describe('formatFieldValue', () => {
  it('prints each type as the report shows it', () => {
    expect(formatFieldValue({ type: 'money' }, 1_234_567)).toBe('KSh 1,234,567');
    expect(formatFieldValue({ type: 'date' }, '2026-03-12')).toBe('12 March 2026');
    expect(formatFieldValue({ type: 'number', unit: 'ha' }, 1.25)).toBe('1.25 ha');
    expect(formatFieldValue({ type: 'number', unit: 'm²' }, 12_400)).toBe('12,400 m²');
    expect(formatFieldValue({ type: 'number' }, 6)).toBe('6');
    expect(formatFieldValue({ type: 'choice' }, 'Leasehold')).toBe('Leasehold');
  });

  it('is empty for a value not filled in', () => {
    expect(formatFieldValue({ type: 'money' }, null)).toBe('');
    expect(formatFieldValue({ type: 'text' }, '   ')).toBe('');
    expect(formatFieldValue({ type: 'date' }, undefined)).toBe('');
  });
});

describe('reportFieldDefinitions', () => {
  it('collects the fields sections and the stated values with their words, required', () => {
    const sections: ReportSection[] = [
      { id: 'title', kind: 'fields', title: 'Title', fields: [standardField('property.lrNumber', true)] },
      { id: 'summary', kind: 'valuation', title: 'Valuation', values: ['forcedSaleValue', 'marketValue'] },
      { id: 'notes', kind: 'narrative', title: 'Notes', body: { type: 'doc', content: [] } },
    ];
    const definitions = reportFieldDefinitions(sections);
    expect([...definitions.keys()]).toEqual([
      'property.lrNumber',
      'values.marketValue',
      'values.marketValueWords',
      'values.forcedSaleValue',
      'values.forcedSaleValueWords',
    ]);
    expect(definitions.get('values.forcedSaleValue')).toMatchObject({
      label: 'Forced Sale Value',
      type: 'money',
      required: true,
    });
    expect(definitions.get('property.lrNumber')?.label).toBe('LR / title number');
  });
});

describe('standardField', () => {
  it('copies the catalogue entry, and refuses unknown keys', () => {
    expect(standardField('tenure.type')).toEqual({
      key: 'tenure.type',
      label: 'Tenure',
      type: 'choice',
      required: false,
      options: ['Freehold', 'Leasehold'],
    });
    expect(REPORT_FIELDS['areas.siteAreaHa']).toMatchObject({ type: 'number', unit: 'ha' });
    expect(() => standardField('property.colour')).toThrow();
  });
});
