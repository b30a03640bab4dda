import { diffWords } from 'diff';
import { adjustedRate } from './report-comparables.ts';
import { REPORT_FIELDS, formatFieldValue, isFieldFilled, reportFieldDefinitions } from './report-fields.ts';
import { richTextToPlain } from './report-placeholders.ts';
import { formatKsh } from './money.ts';
import {
  VALUE_KINDS,
  valueKey,
  valueWordsKey,
  type Comparable,
  type FieldValue,
  type ReportContent,
  type ReportSection,
  type TemplateField,
} from './reports.ts';

/**
 * What changed between two versions of a report, for the reviewer: fields (by label, as
 * printed), narrative text word by word, sections added, removed or moved, comparables and
 * photos summarised — in the order of the report's sections.
 */

export type ReportChangeKind =
  'field' | 'text' | 'section_added' | 'section_removed' | 'section_moved' | 'comparables' | 'photos';

export interface ReportChangePart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

export interface ReportChange {
  /** Null: a field, comparable or photo no section of either version holds. */
  sectionId: string | null;
  sectionTitle: string;
  kind: ReportChangeKind;
  label: string;
  before: string;
  after: string;
  /** The word diff of before → after. */
  parts: ReportChangePart[];
}

const OTHER_CHANGES = 'Other changes';
/** Beyond this many word edits the diff shows the whole text removed and added (keeps a review fast). */
const MAX_WORD_EDITS = 2000;

export function wordParts(before: string, after: string): ReportChangePart[] {
  const changes = diffWords(before, after, { maxEditLength: MAX_WORD_EDITS });
  if (!changes) {
    return [...(before ? [{ value: before, removed: true }] : []), ...(after ? [{ value: after, added: true }] : [])];
  }
  return changes.map(({ value, added, removed }) => ({
    value,
    ...(added ? { added } : {}),
    ...(removed ? { removed } : {}),
  }));
}

function change(
  section: ReportSection | null,
  kind: ReportChangeKind,
  label: string,
  before: string,
  after: string,
): ReportChange {
  return {
    sectionId: section?.id ?? null,
    sectionTitle: section?.title ?? OTHER_CHANGES,
    kind,
    label,
    before,
    after,
    parts: wordParts(before, after),
  };
}

/** Ids in both lists, in before's order, that keep their relative order (the rest moved). */
function keptInOrder(before: string[], after: string[]): Set<string> {
  const a = before.filter((id) => after.includes(id));
  const b = after.filter((id) => before.includes(id));
  // Longest common subsequence (n ≤ 40 sections). On a tie the section that came up earlier is the one that moved.
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = table[i] as number[];
      row[j] = a[i] === b[j] ? (table[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(table[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i] as string);
      i++;
      j++;
    } else if ((table[i + 1]?.[j] ?? 0) > (table[i]?.[j + 1] ?? 0)) {
      i++;
    } else {
      j++;
    }
  }
  return kept;
}

/** After's sections, with each removed one placed after the section that preceded it before. */
function mergedOrder(before: ReportSection[], after: ReportSection[]): ReportSection[] {
  const order = [...after];
  before.forEach((section, i) => {
    if (after.some((s) => s.id === section.id)) {
      return;
    }
    const previous = before[i - 1];
    const at = previous ? order.findIndex((s) => s.id === previous.id) + 1 : 0;
    order.splice(at, 0, section);
  });
  return order;
}

function sectionSummary(section: ReportSection): string {
  switch (section.kind) {
    case 'narrative':
      return richTextToPlain(section.body);
    case 'fields':
      return section.fields.map((f) => f.label).join(', ');
    case 'comparables':
      return 'Comparable sales table';
    case 'photos':
      return 'Photographs';
    case 'valuation':
      return 'Valuation summary';
  }
}

/** The field keys a section shows, in its order. */
function sectionFieldKeys(section: ReportSection): string[] {
  if (section.kind === 'fields') {
    return section.fields.map((f) => f.key);
  }
  if (section.kind === 'valuation') {
    return VALUE_KINDS.filter((k) => section.values.includes(k)).flatMap((k) => [valueKey(k), valueWordsKey(k)]);
  }
  return [];
}

/** Empty values (null, absent, blank) are alike; text is compared trimmed. */
const comparable = (value: FieldValue | undefined) =>
  isFieldFilled(value) ? (typeof value === 'string' ? value.trim() : value) : null;

function fieldChanges(
  section: ReportSection | null,
  keys: string[],
  before: ReportContent,
  after: ReportContent,
  defs: Map<string, TemplateField>,
) {
  return keys.flatMap((key) => {
    const def = defs.get(key) ?? REPORT_FIELDS[key] ?? { label: key, type: 'text' as const };
    const printed = (value: FieldValue | undefined) =>
      isFieldFilled(value) ? formatFieldValue(def, value ?? null) : '';
    const [was, now] = [before.fields[key], after.fields[key]];
    if (comparable(was) === comparable(now)) {
      return [];
    }
    const [b, a] = [printed(was), printed(now)];
    // Two values that print alike (1.00001 ha, 1.00002 ha) still differ: show them as stored.
    return [
      b === a
        ? change(section, 'field', def.label, String(was ?? ''), String(now ?? ''))
        : change(section, 'field', def.label, b, a),
    ];
  });
}

function describeComparable(c: Comparable): string {
  const rate = adjustedRate(c);
  return [
    c.address || 'No address',
    c.date ?? 'date unknown',
    c.price === null ? 'price unknown' : formatKsh(c.price),
    c.sizeSqm === null ? 'size unknown' : `${c.sizeSqm} m²`,
    `${c.adjustmentPercent > 0 ? '+' : ''}${c.adjustmentPercent} %`,
    rate === null ? null : `${formatKsh(rate)}/m² adjusted`,
    c.notes || null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

interface ListRows<T> {
  kind: 'comparables' | 'photos';
  /** ['comparable', 'comparables'] */
  noun: [string, string];
  idOf: (row: T) => string;
  describe: (row: T) => string;
  changedLabel: (was: T, now: T) => string;
}

/** Rows added and removed (counted), rows changed (each described), and a new order of the rows kept. */
function listChanges<T>(section: ReportSection | null, rows: ListRows<T>, before: T[], after: T[]): ReportChange[] {
  const { kind, noun, idOf, describe } = rows;
  const has = (list: T[], row: T) => list.some((r) => idOf(r) === idOf(row));
  const count = (n: number) => `${n} ${n === 1 ? noun[0] : noun[1]}`;
  const lines = (list: T[]) => list.map(describe).join('\n');
  const added = after.filter((r) => !has(before, r));
  const removed = before.filter((r) => !has(after, r));
  const changes: ReportChange[] = [];
  if (added.length > 0) {
    changes.push(change(section, kind, `${count(added.length)} added`, '', lines(added)));
  }
  if (removed.length > 0) {
    changes.push(change(section, kind, `${count(removed.length)} removed`, lines(removed), ''));
  }
  for (const now of after) {
    const was = before.find((r) => idOf(r) === idOf(now));
    if (was && describe(was) !== describe(now)) {
      changes.push(change(section, kind, rows.changedLabel(was, now), describe(was), describe(now)));
    }
  }
  const [order, newOrder] = [before.filter((r) => has(after, r)), after.filter((r) => has(before, r))];
  if (order.some((r, i) => idOf(newOrder[i] as T) !== idOf(r))) {
    const capital = noun[1].charAt(0).toUpperCase() + noun[1].slice(1);
    changes.push(change(section, kind, `${capital} reordered`, lines(order), lines(newOrder)));
  }
  return changes;
}

const COMPARABLE_ROWS: ListRows<Comparable> = {
  kind: 'comparables',
  noun: ['comparable', 'comparables'],
  idOf: (c) => c.id,
  describe: describeComparable,
  changedLabel: (was, now) => `Comparable: ${now.address || was.address || 'no address'}`,
};

const PHOTO_ROWS: ListRows<ReportContent['photos'][number]> = {
  kind: 'photos',
  noun: ['photo', 'photos'],
  idOf: (p) => p.documentId,
  describe: (p) => p.caption || 'No caption',
  changedLabel: () => 'Photo caption',
};

export function diffReportContent(before: ReportContent, after: ReportContent): ReportChange[] {
  const defs = new Map([...reportFieldDefinitions(before.sections), ...reportFieldDefinitions(after.sections)]);
  const kept = keptInOrder(
    before.sections.map((s) => s.id),
    after.sections.map((s) => s.id),
  );
  const changes: ReportChange[] = [];
  const placedKeys = new Set<string>();
  const comparablesSection =
    after.sections.find((s) => s.kind === 'comparables') ??
    before.sections.find((s) => s.kind === 'comparables') ??
    null;
  const photosSection =
    after.sections.find((s) => s.kind === 'photos') ?? before.sections.find((s) => s.kind === 'photos') ?? null;

  for (const section of mergedOrder(before.sections, after.sections)) {
    const was = before.sections.find((s) => s.id === section.id);
    const now = after.sections.find((s) => s.id === section.id);
    if (!was) {
      changes.push(change(section, 'section_added', `Section added: ${section.title}`, '', sectionSummary(section)));
    } else if (!now) {
      changes.push(
        change(section, 'section_removed', `Section removed: ${section.title}`, sectionSummary(section), ''),
      );
    } else {
      if (!kept.has(section.id)) {
        const position = (list: ReportSection[]) =>
          `Section ${list.findIndex((s) => s.id === section.id) + 1} of ${list.length}`;
        changes.push(
          change(section, 'section_moved', 'Section moved', position(before.sections), position(after.sections)),
        );
      }
      if (was.title !== now.title) {
        changes.push(change(section, 'text', 'Section title', was.title, now.title));
      }
      if (was.kind === 'narrative' && now.kind === 'narrative') {
        const [b, a] = [richTextToPlain(was.body), richTextToPlain(now.body)];
        if (b !== a || JSON.stringify(was.body) !== JSON.stringify(now.body)) {
          changes.push(change(section, 'text', b === a ? 'Formatting' : 'Text', b, a));
        }
      }
    }
    const keys = [...new Set([...(now ? sectionFieldKeys(now) : []), ...(was ? sectionFieldKeys(was) : [])])].filter(
      (k) => !placedKeys.has(k),
    );
    keys.forEach((k) => placedKeys.add(k));
    changes.push(...fieldChanges(section, keys, before, after, defs));
    if (section === comparablesSection) {
      changes.push(...listChanges(section, COMPARABLE_ROWS, before.comparables, after.comparables));
    }
    if (section === photosSection) {
      changes.push(...listChanges(section, PHOTO_ROWS, before.photos, after.photos));
    }
  }

  const otherKeys = [...new Set([...Object.keys(before.fields), ...Object.keys(after.fields)])].filter(
    (k) => !placedKeys.has(k),
  );
  changes.push(...fieldChanges(null, otherKeys, before, after, defs));
  if (!comparablesSection) {
    changes.push(...listChanges(null, COMPARABLE_ROWS, before.comparables, after.comparables));
  }
  if (!photosSection) {
    changes.push(...listChanges(null, PHOTO_ROWS, before.photos, after.photos));
  }
  return changes;
}
