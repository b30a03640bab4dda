// @vitest-environment node
import { REPORT_MESSAGES, type ReportTemplateDetail } from '@thamani/domain/reports';
import { describe, expect, it } from 'vitest';
import {
  blankDraft,
  customFieldKey,
  draftFromDetail,
  moveSection,
  newSection,
  textToBody,
  toBody,
} from './template-draft';
import { templateProblems } from './template-problems';

const detail: ReportTemplateDetail = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Bank / mortgage valuation',
  purpose: 'mortgage',
  description: 'For lenders',
  version: 2,
  owner: null,
  editable: false,
  updatedAt: '2026-03-01T08:00:00.000Z',
  sections: [
    {
      id: 'intro',
      kind: 'narrative',
      title: 'Instructions',
      body: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'We were instructed by ', marks: [{ type: 'bold' }] },
              { type: 'text', text: '{{client.name}}.' },
            ],
          },
          {
            type: 'bulletList',
            content: [
              {
                type: 'listItem',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: 'LR {{property.lrNumber}}' }] }],
              },
            ],
          },
        ],
      },
    },
    { id: 'valuation', kind: 'valuation', title: 'Valuation', values: ['marketValue'] },
  ],
};

describe('editing a template', () => {
  it('keeps a narrative’s formatting unless its text changes, and writes paragraphs from blank lines when it does', () => {
    const draft = draftFromDetail(detail, true);
    expect(draft.name).toBe('Copy of Bank / mortgage valuation');
    expect(toBody(draft).sections[0]).toEqual(detail.sections[0]);

    const [intro] = draft.sections;
    if (intro?.kind !== 'narrative') {
      throw new Error('expected the narrative first');
    }
    const edited = {
      ...draft,
      sections: [
        { ...intro, text: 'First line\ncontinued.\n\n\nSecond {{property.title}}' },
        ...draft.sections.slice(1),
      ],
    };
    expect(toBody(edited).sections[0]).toMatchObject({
      body: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'First line continued.' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'Second {{property.title}}' }] },
        ],
      },
    });
    expect(textToBody('  \n\n ').content).toEqual([]);
  });

  it('moves sections up and down within the list', () => {
    const sections = draftFromDetail(detail).sections;
    expect(moveSection(sections, 1, -1).map((s) => s.id)).toEqual(['valuation', 'intro']);
    expect(moveSection(sections, 1, 1)).toBe(sections);
  });

  it('gives new sections ids no other section has, and custom fields unique keys', () => {
    const sections = draftFromDetail(detail).sections;
    expect(newSection('valuation', sections).id).toBe('valuation-2');
    expect(customFieldKey('Rent roll (annual)', new Set())).toBe('custom.rentRollAnnual');
    expect(customFieldKey('Rent roll', new Set(['custom.rentRoll']))).toBe('custom.rentRoll2');
    expect(customFieldKey('2nd floor', new Set())).toBe('custom.field2ndFloor');
  });
});

describe('what stops a save', () => {
  it('a new blank template needs a name and fields in its fields section', () => {
    expect(templateProblems(blankDraft()).map((p) => p.message)).toEqual([
      'Give the template a name of 3 to 80 characters.',
      'Section 2 (Property details): add at least one field (40 at most).',
    ]);
  });

  it('names the section of a problem, and a second valuation summary', () => {
    const draft = draftFromDetail(detail);
    const twice = {
      ...draft,
      sections: [...draft.sections, { ...newSection('valuation', draft.sections), title: ' ' }],
    };
    const problems = templateProblems(twice).map((p) => p.message);
    expect(problems).toContain('Section 3: give it a title of at most 80 characters.');
    expect(problems).toContain(REPORT_MESSAGES.oneValuationSection);
  });
});
