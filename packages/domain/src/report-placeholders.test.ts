import { describe, expect, it } from 'vitest';
import { standardField } from './report-fields.ts';
import {
  paragraphs,
  placeholderContext,
  resolveRichText,
  richTextToPlain,
  unresolvedPlaceholders,
} from './report-placeholders.ts';
import type { ReportContent, RichTextDoc } from './reports.ts';

const para = (text: string) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] });

function contentWith(body: RichTextDoc, fields: ReportContent['fields'] = {}): ReportContent {
  return {
    sections: [
      {
        id: 'title',
        kind: 'fields',
        title: 'Title',
        fields: [standardField('property.lrNumber'), standardField('areas.siteAreaHa')],
      },
      { id: 'summary', kind: 'valuation', title: 'Valuation', values: ['marketValue'] },
      { id: 'intro', kind: 'narrative', title: 'Instructions', body },
    ],
    fields,
    comparables: [],
    photos: [],
    sources: {
      'property.title': 'Kilimani maisonette',
      'property.lrNumber': 'Nairobi/Block 82/99',
      'valuer.vrbNumber': 'VRB/A/1234',
    },
  };
}

describe('placeholderContext', () => {
  it('formats fields as printed, prefers them to sources, and leaves empty ones out', () => {
    const context = placeholderContext(
      contentWith(paragraphs(''), {
        'property.lrNumber': 'LR 209/12345',
        'areas.siteAreaHa': 0.25,
        'values.marketValue': 12_500_000,
        'values.marketValueWords': '  ',
        'dates.valuation': '2026-03-12',
        'custom.rent_roll': 'Six tenants',
      }),
    );
    expect(context).toMatchObject({
      'property.lrNumber': 'LR 209/12345',
      'areas.siteAreaHa': '0.25 ha',
      'values.marketValue': 'KSh 12,500,000',
      'dates.valuation': '12 March 2026',
      'custom.rent_roll': 'Six tenants',
      'property.title': 'Kilimani maisonette',
      'valuer.vrbNumber': 'VRB/A/1234',
    });
    expect(context).not.toHaveProperty('values.marketValueWords');
  });
});

describe('resolveRichText', () => {
  it('fills known placeholders in every kind of block and keeps unknown ones literally', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Re: {{ property.title }}' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Title {{property.lrNumber}}', marks: [{ type: 'bold' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'Owner {{property.registeredOwner}}' },
          ],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [para('VRB {{valuer.vrbNumber}}')] }] },
      ],
    };
    const resolved = resolveRichText(doc, placeholderContext(contentWith(doc)));
    expect(richTextToPlain(resolved)).toBe(
      'Re: Kilimani maisonette\nTitle Nairobi/Block 82/99\nOwner {{property.registeredOwner}}\n• VRB VRB/A/1234',
    );
    expect(resolved.content[1]).toMatchObject({ content: [{ marks: [{ type: 'bold' }] }, { type: 'hardBreak' }, {}] });
  });
});

describe('unresolvedPlaceholders', () => {
  it('lists each placeholder nothing fills in, once per section', () => {
    const body = paragraphs('{{client.name}} on {{dates.valuation}}', 'Again {{client.name}}; {{property.title}}');
    expect(unresolvedPlaceholders(contentWith(body))).toEqual([
      { sectionId: 'intro', key: 'client.name' },
      { sectionId: 'intro', key: 'dates.valuation' },
    ]);
    expect(
      unresolvedPlaceholders(contentWith(body, { 'client.name': 'Jane Wanjiru', 'dates.valuation': '2026-03-12' })),
    ).toEqual([]);
  });

  it('counts a placeholder split across formatting as unresolved, since the print would show it raw', () => {
    const body: RichTextDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '{{property.', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'title}}' },
          ],
        },
      ],
    };
    expect(unresolvedPlaceholders(contentWith(body))).toEqual([{ sectionId: 'intro', key: 'property.title' }]);
  });
});

describe('richTextToPlain and paragraphs', () => {
  it('puts one block per line and numbers ordered lists', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        ...paragraphs('First', '').content,
        {
          type: 'orderedList',
          content: [
            { type: 'listItem', content: [para('One')] },
            { type: 'listItem', content: [para('Two')] },
          ],
        },
      ],
    };
    expect(richTextToPlain(doc)).toBe('First\n\n1. One\n2. Two');
  });
});
