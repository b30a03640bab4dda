import { REPORT_FIELDS } from '@thamani/domain/report-fields';
import { paragraphs, richTextToPlain } from '@thamani/domain/report-placeholders';
import {
  type FieldType,
  type ReportSection,
  type ReportTemplateBody,
  type ReportTemplateDetail,
  type RichTextDoc,
  type SectionKind,
  type TemplateField,
  VALUE_KINDS,
} from '@thamani/domain/reports';
import type { RequestPurpose } from '@thamani/domain/requests';

/**
 * A template as the editor holds it: the sections as stored, except that a narrative's body is
 * edited as plain text (a blank line between paragraphs). The stored body is kept as it was
 * until its text is changed, so the formatting of a seeded template survives an edit elsewhere.
 */
export type EditableSection =
  | (Exclude<ReportSection, { kind: 'narrative' }> & { key: string })
  | {
      key: string;
      id: string;
      kind: 'narrative';
      title: string;
      text: string;
      original: { text: string; body: RichTextDoc };
    };

export type TemplateDraft = {
  name: string;
  purpose: RequestPurpose;
  description: string;
  sections: EditableSection[];
};

export const SECTION_KIND_LABELS: Record<SectionKind, string> = {
  narrative: 'Text',
  fields: 'Fields',
  comparables: 'Comparable sales',
  photos: 'Photos',
  valuation: 'Valuation summary',
};

let keyCounter = 0;
/** A key for React lists and focus, stable while the section is edited (its id may not be unique yet). */
const newKey = () => `s${(keyCounter += 1)}`;

/** The body's text, one block per paragraph (lists one item per line). */
export function bodyToText(body: RichTextDoc): string {
  return body.content.map((block) => richTextToPlain({ type: 'doc', content: [block] })).join('\n\n');
}

/** Text with blank lines between paragraphs → a document of paragraphs (line breaks inside one read as spaces). */
export function textToBody(text: string): RichTextDoc {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, ' ').trim())
    .filter((block) => block !== '');
  return paragraphs(...blocks);
}

export function toEditable(section: ReportSection): EditableSection {
  if (section.kind === 'narrative') {
    const text = bodyToText(section.body);
    return {
      key: newKey(),
      id: section.id,
      kind: 'narrative',
      title: section.title,
      text,
      original: { text, body: section.body },
    };
  }
  return { ...section, key: newKey() };
}

export function draftFromDetail(detail: ReportTemplateDetail, copy = false): TemplateDraft {
  return {
    name: copy ? `Copy of ${detail.name}`.slice(0, 80) : detail.name,
    purpose: detail.purpose,
    description: detail.description,
    sections: detail.sections.map(toEditable),
  };
}

export function blankDraft(): TemplateDraft {
  return {
    name: '',
    purpose: 'mortgage',
    description: '',
    sections: [
      newSection('narrative', []),
      { ...newSection('fields', []), title: 'Property details' },
      newSection('valuation', []),
    ].map((s, i, all) => ({ ...s, id: uniqueId(s.kind, all.slice(0, i)) })),
  };
}

function uniqueId(kind: SectionKind, existing: readonly EditableSection[]): string {
  const taken = new Set(existing.map((s) => s.id));
  for (let n = 1; ; n += 1) {
    const id = n === 1 ? kind : `${kind}-${n}`;
    if (!taken.has(id)) {
      return id;
    }
  }
}

/** A new section of a kind, with an id no other section has. */
export function newSection(kind: SectionKind, existing: readonly EditableSection[]): EditableSection {
  const base = { key: newKey(), id: uniqueId(kind, existing) };
  switch (kind) {
    case 'narrative':
      return { ...base, kind, title: 'New text section', text: '', original: { text: '', body: paragraphs('') } };
    case 'fields':
      return { ...base, kind, title: 'New fields', fields: [] };
    case 'comparables':
      return { ...base, kind, title: 'Comparable sales' };
    case 'photos':
      return { ...base, kind, title: 'Photographs' };
    case 'valuation':
      return { ...base, kind, title: 'Valuation', values: [...VALUE_KINDS] };
  }
}

export function moveSection(sections: EditableSection[], index: number, by: -1 | 1): EditableSection[] {
  const to = index + by;
  if (to < 0 || to >= sections.length) {
    return sections;
  }
  const next = [...sections];
  const [moved] = next.splice(index, 1);
  if (moved) {
    next.splice(to, 0, moved);
  }
  return next;
}

/** A standard field from the catalogue, as a template field. */
export function catalogueField(key: string): TemplateField | null {
  const spec = REPORT_FIELDS[key];
  if (!spec) {
    return null;
  }
  return {
    key,
    label: spec.label,
    type: spec.type,
    required: false,
    ...(spec.options ? { options: [...spec.options] } : {}),
    ...(spec.unit ? { unit: spec.unit } : {}),
  };
}

/** `custom.<label in camel case>`, made unique among the keys taken. */
export function customFieldKey(label: string, taken: ReadonlySet<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const camel = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]?.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  const stem = (/^[a-z]/.test(camel) ? camel : `field${camel}`).slice(0, 40);
  let key = `custom.${stem}`;
  for (let n = 2; taken.has(key); n += 1) {
    key = `custom.${stem}${n}`;
  }
  return key;
}

export function customField(label: string, type: FieldType, taken: ReadonlySet<string>): TemplateField {
  return {
    key: customFieldKey(label, taken),
    label: label.trim(),
    type,
    required: false,
    ...(type === 'choice' ? { options: [] } : {}),
  };
}

/** Every field key a template's sections use (a key appears once in a report's one namespace). */
export function takenFieldKeys(sections: readonly EditableSection[]): Set<string> {
  return new Set(sections.flatMap((s) => (s.kind === 'fields' ? s.fields.map((f) => f.key) : [])));
}

/** What the API receives: narratives back to rich text (the stored body when its text is unchanged). */
export function toBody(draft: TemplateDraft): ReportTemplateBody {
  return {
    name: draft.name,
    purpose: draft.purpose,
    description: draft.description,
    sections: draft.sections.map((section): ReportSection => {
      if (section.kind === 'narrative') {
        const body = section.text === section.original.text ? section.original.body : textToBody(section.text);
        return { id: section.id, kind: 'narrative', title: section.title, body };
      }
      const { key: _key, ...stored } = section;
      return stored;
    }),
  };
}
