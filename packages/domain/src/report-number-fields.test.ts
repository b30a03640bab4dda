import { describe, expect, it } from 'vitest';
import { numberFieldErrors, SaveReportBodySchema, type ReportContent } from './reports.ts';

const content = (fields: ReportContent['fields']): ReportContent => ({
  sections: [
    {
      id: 'areas',
      kind: 'fields',
      title: 'Areas',
      fields: [
        { key: 'areas.siteAreaHa', label: 'Site area', type: 'number', unit: 'ha', required: false },
        { key: 'notes.site', label: 'Site notes', type: 'text', required: false },
      ],
    },
  ],
  fields,
  comparables: [],
  photos: [],
  sources: {},
});

describe('a report’s number fields take numbers only', () => {
  it('refuses text in "Site area (ha)" with a message naming the field and its unit', () => {
    const bad = content({ 'areas.siteAreaHa': 'Flat, regular plot', 'notes.site': 'Flat, regular plot' });
    expect(numberFieldErrors(bad)).toEqual([
      { key: 'areas.siteAreaHa', message: 'Site area takes a number (ha), not text.' },
    ]);
    const parsed = SaveReportBodySchema.safeParse({ version: 1, content: bad });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['content', 'fields', 'areas.siteAreaHa'],
      message: 'Site area takes a number (ha), not text.',
    });
  });

  it('accepts a number, nothing, and text in a text field', () => {
    expect(
      SaveReportBodySchema.safeParse({
        version: 1,
        content: content({ 'areas.siteAreaHa': 0.25, 'notes.site': 'Flat' }),
      }).success,
    ).toBe(true);
    expect(SaveReportBodySchema.safeParse({ version: 1, content: content({ 'areas.siteAreaHa': null }) }).success).toBe(
      true,
    );
  });
});
