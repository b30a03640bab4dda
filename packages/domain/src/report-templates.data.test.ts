import { describe, expect, it } from 'vitest';
import { REPORT_SOURCE_FIELDS, reportFieldDefinitions } from './report-fields.ts';
import { placeholderKeys, richTextToPlain } from './report-placeholders.ts';
import { SEEDED_REPORT_TEMPLATES, seededTemplateKeyFor } from './report-templates.data.ts';
import { ReportTemplateBodySchema } from './reports.ts';

describe('SEEDED_REPORT_TEMPLATES', () => {
  it('are valid templates, one per key', () => {
    expect(SEEDED_REPORT_TEMPLATES.map((t) => t.key)).toEqual([
      'bank-mortgage',
      'market-sale',
      'insurance-reinstatement',
      'probate',
    ]);
    for (const { key, body } of SEEDED_REPORT_TEMPLATES) {
      const parsed = ReportTemplateBodySchema.safeParse(body);
      expect(parsed.success, `${key}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('only name placeholders a report can fill: a field of the template, or a fact frozen into the sources', () => {
    for (const { key, body } of SEEDED_REPORT_TEMPLATES) {
      const defined = reportFieldDefinitions(body.sections);
      const names = body.sections.flatMap((s) =>
        s.kind === 'narrative' ? placeholderKeys(richTextToPlain(s.body)) : [],
      );
      expect(names.length, key).toBeGreaterThan(5);
      expect(
        names.filter((k) => !defined.has(k) && !(k in REPORT_SOURCE_FIELDS)),
        key,
      ).toEqual([]);
    }
  });

  it('state the values each purpose needs and require what a bank insists on', () => {
    const values = (key: string) =>
      SEEDED_REPORT_TEMPLATES.find((t) => t.key === key)?.body.sections.flatMap((s) =>
        s.kind === 'valuation' ? s.values : [],
      );
    expect(values('bank-mortgage')).toEqual(['marketValue', 'forcedSaleValue', 'insuranceValue']);
    expect(values('market-sale')).toEqual(['marketValue']);
    expect(values('insurance-reinstatement')).toEqual(['insuranceValue']);
    expect(values('probate')).toEqual(['marketValue']);

    const bank = SEEDED_REPORT_TEMPLATES.find((t) => t.key === 'bank-mortgage')?.body;
    const required = [...reportFieldDefinitions(bank?.sections ?? []).values()]
      .filter((d) => d.required)
      .map((d) => d.key);
    expect(required).toEqual(
      expect.arrayContaining([
        'property.lrNumber',
        'tenure.type',
        'areas.siteAreaHa',
        'dates.inspection',
        'dates.valuation',
        'values.forcedSaleValue',
        'values.forcedSaleValueWords',
      ]),
    );
    expect(bank?.sections.some((s) => s.kind === 'comparables')).toBe(true);
    const insurance = SEEDED_REPORT_TEMPLATES.find((t) => t.key === 'insurance-reinstatement')?.body;
    expect(insurance?.sections.some((s) => s.kind === 'comparables')).toBe(false);
  });
});

describe('seededTemplateKeyFor', () => {
  it('picks the template that fits the purpose', () => {
    expect(seededTemplateKeyFor('mortgage')).toBe('bank-mortgage');
    expect(seededTemplateKeyFor('insurance')).toBe('insurance-reinstatement');
    expect(seededTemplateKeyFor('probate')).toBe('probate');
    expect(seededTemplateKeyFor('sale')).toBe('market-sale');
    expect(seededTemplateKeyFor('rental')).toBe('market-sale');
    expect(seededTemplateKeyFor(null)).toBe('market-sale');
  });
});
