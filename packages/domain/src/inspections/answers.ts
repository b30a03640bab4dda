import { z } from 'zod';
import { isStorableText } from '../text.ts';
import { findTemplateItem, templateItems, type InspectionTemplate, type TemplateItem } from './template.ts';
import { defineMessages, withParams } from '../messages/define.ts';

// ---------------------------------------------------------------------------------------------
// Answers

export const INSPECTION_TEXT_MAX_LENGTH = 500;
export const INSPECTION_TEXTAREA_MAX_LENGTH = 5000;
export const INSPECTION_NOTE_MAX_LENGTH = 1000;
export const INSPECTION_CAPTION_MAX_LENGTH = 200;
export const INSPECTION_MAX_CHANGES = 100;
export const INSPECTION_REOPEN_REASON_MIN_LENGTH = 3;
export const INSPECTION_REOPEN_REASON_MAX_LENGTH = 500;
/** The earliest year a building can be recorded as built. */
export const INSPECTION_MIN_YEAR = 1800;

export const ConditionAnswerSchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  note: z.string().max(INSPECTION_NOTE_MAX_LENGTH).optional(),
});
export type ConditionAnswer = z.infer<typeof ConditionAnswerSchema>;

export const GpsAnswerSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** The phone's accuracy radius in metres. */
  accuracyM: z.number().min(0).max(100_000),
  capturedAt: z.iso.datetime({ offset: true }),
});
export type GpsAnswer = z.infer<typeof GpsAnswerSchema>;

/** Any stored answer; `validateAnswer` checks it against its item's kind. */
export const AnswerValueSchema = z.union([
  z.string(),
  z.array(z.string()),
  z.number(),
  z.boolean(),
  ConditionAnswerSchema,
  GpsAnswerSchema,
]);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

/** Answers by item id. */
export const InspectionAnswersSchema = z.record(z.string(), AnswerValueSchema);
export type InspectionAnswers = z.infer<typeof InspectionAnswersSchema>;

export const INSPECTION_ANSWER_MESSAGES = defineMessages('inspectionAnswers', {
  unknownItem: 'This item is not part of the checklist.',
  text: 'Enter text.',
  textTooLong: withParams(
    (p: { max: number }) => `Keep this under ${p.max} characters.`,
    (max: number) => ({ max }),
  ),
  unstorable: 'This text contains characters that cannot be saved.',
  select: 'Choose one of the listed options.',
  multiselect: 'Choose from the listed options.',
  number: 'Enter a number.',
  numberMin: withParams(
    (p: { min: number }) => `Enter a number of at least ${p.min}.`,
    (min: number) => ({ min }),
  ),
  numberMax: withParams(
    (p: { max: number }) => `Enter a number no greater than ${p.max}.`,
    (max: number) => ({ max }),
  ),
  year: 'Enter a year such as 1998.',
  yesno: 'Answer yes or no.',
  condition: 'Rate the condition from 1 (poor) to 5 (excellent).',
  noteTooLong: `Keep the note under ${INSPECTION_NOTE_MAX_LENGTH} characters.`,
  gps: 'The GPS position is not valid. Capture it again.',
});

export type AnswerCheck = { ok: true; value: AnswerValue | null } | { ok: false; message: string };

function checkText(value: unknown, max: number): AnswerCheck {
  if (typeof value !== 'string') {
    return { ok: false, message: INSPECTION_ANSWER_MESSAGES.text };
  }
  if (!isStorableText(value)) {
    return { ok: false, message: INSPECTION_ANSWER_MESSAGES.unstorable };
  }
  if (value.length > max) {
    return { ok: false, message: INSPECTION_ANSWER_MESSAGES.textTooLong(max) };
  }
  // An emptied field clears the answer; text is kept as typed (no trimming while the valuer types).
  return { ok: true, value: value === '' ? null : value };
}

function checkNumber(item: TemplateItem, value: unknown, message: string): AnswerCheck {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { ok: false, message };
  }
  if (item.min !== undefined && value < item.min) {
    return { ok: false, message: INSPECTION_ANSWER_MESSAGES.numberMin(item.min) };
  }
  if (item.max !== undefined && value > item.max) {
    return { ok: false, message: INSPECTION_ANSWER_MESSAGES.numberMax(item.max) };
  }
  return { ok: true, value };
}

/**
 * Checks one answer strictly against its item's kind and returns the value to store.
 * `null` clears an answer; an empty string or empty selection clears it too.
 * `now` bounds a year (no building is built after next year).
 */
export function validateAnswer(item: TemplateItem, value: unknown, now: Date = new Date()): AnswerCheck {
  if (value === null) {
    return { ok: true, value: null };
  }
  switch (item.kind) {
    case 'text':
      return checkText(value, INSPECTION_TEXT_MAX_LENGTH);
    case 'textarea':
      return checkText(value, INSPECTION_TEXTAREA_MAX_LENGTH);
    case 'select': {
      if (value === '') {
        return { ok: true, value: null };
      }
      const allowed = (item.options ?? []).some((o) => o.value === value);
      return allowed ? { ok: true, value: value as string } : { ok: false, message: INSPECTION_ANSWER_MESSAGES.select };
    }
    case 'multiselect': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
        return { ok: false, message: INSPECTION_ANSWER_MESSAGES.multiselect };
      }
      const allowed = new Set((item.options ?? []).map((o) => o.value));
      const values = value as string[];
      if (!values.every((v) => allowed.has(v)) || new Set(values).size !== values.length) {
        return { ok: false, message: INSPECTION_ANSWER_MESSAGES.multiselect };
      }
      return { ok: true, value: values.length === 0 ? null : values };
    }
    case 'number':
      return checkNumber(item, value, INSPECTION_ANSWER_MESSAGES.number);
    case 'year': {
      const max = Math.min(item.max ?? Infinity, now.getUTCFullYear() + 1);
      const min = Math.max(item.min ?? -Infinity, INSPECTION_MIN_YEAR);
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        return { ok: false, message: INSPECTION_ANSWER_MESSAGES.year };
      }
      return { ok: true, value };
    }
    case 'yesno':
      return typeof value === 'boolean'
        ? { ok: true, value }
        : { ok: false, message: INSPECTION_ANSWER_MESSAGES.yesno };
    case 'condition': {
      const parsed = ConditionAnswerSchema.safeParse(value);
      if (!parsed.success) {
        const noteTooLong = parsed.error.issues.some((i) => i.path[0] === 'note' && i.code === 'too_big');
        return {
          ok: false,
          message: noteTooLong ? INSPECTION_ANSWER_MESSAGES.noteTooLong : INSPECTION_ANSWER_MESSAGES.condition,
        };
      }
      if (parsed.data.note !== undefined && !isStorableText(parsed.data.note)) {
        return { ok: false, message: INSPECTION_ANSWER_MESSAGES.unstorable };
      }
      const { rating, note } = parsed.data;
      return { ok: true, value: note === undefined || note === '' ? { rating } : { rating, note } };
    }
    case 'gps': {
      const parsed = GpsAnswerSchema.safeParse(value);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: INSPECTION_ANSWER_MESSAGES.gps };
    }
  }
}

/**
 * Checks a batch of changes against a template. Returns the values to apply (null = clear) or
 * the messages keyed by item id.
 */
export function validateChanges(
  template: InspectionTemplate,
  changes: Record<string, unknown>,
  now: Date = new Date(),
): { ok: true; values: Record<string, AnswerValue | null> } | { ok: false; fields: Record<string, string> } {
  const values: Record<string, AnswerValue | null> = {};
  const fields: Record<string, string> = {};
  for (const [itemId, value] of Object.entries(changes)) {
    const item = findTemplateItem(template, itemId);
    if (!item) {
      fields[itemId] = INSPECTION_ANSWER_MESSAGES.unknownItem;
      continue;
    }
    const check = validateAnswer(item, value, now);
    if (check.ok) {
      values[itemId] = check.value;
    } else {
      fields[itemId] = check.message;
    }
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, values };
}

/** Applies validated changes to answers (null removes the answer). Returns a new object. */
export function applyChanges(
  answers: InspectionAnswers,
  values: Record<string, AnswerValue | null>,
): InspectionAnswers {
  const next: InspectionAnswers = { ...answers };
  for (const [itemId, value] of Object.entries(values)) {
    if (value === null) {
      delete next[itemId];
    } else {
      next[itemId] = value;
    }
  }
  return next;
}

/** An answer counts when it says something: not blank text, not an empty selection. */
export function isAnswered(value: AnswerValue | null | undefined): boolean {
  if (value === null || value === undefined) {
    return false;
  }
  if (typeof value === 'string') {
    return value.trim() !== '';
  }
  if (Array.isArray(value)) {
    return value.length > 0;
  }
  return true;
}

export const MissingItemSchema = z.object({ itemId: z.string(), sectionId: z.string(), label: z.string() });
export type MissingItem = z.infer<typeof MissingItemSchema>;

/** Required items without an answer, in checklist order. */
export function missingItems(template: InspectionTemplate, answers: Partial<InspectionAnswers>): MissingItem[] {
  return templateItems(template)
    .filter(({ item }) => item.required && !isAnswered(answers[item.id]))
    .map(({ item, section }) => ({ itemId: item.id, sectionId: section.id, label: item.label }));
}

export interface InspectionProgress {
  answeredCount: number;
  requiredCount: number;
}

/** answeredCount: items of the template with an answer; requiredCount: required items. */
export function inspectionProgress(
  template: InspectionTemplate,
  answers: Partial<InspectionAnswers>,
): InspectionProgress {
  const items = templateItems(template);
  return {
    answeredCount: items.filter(({ item }) => isAnswered(answers[item.id])).length,
    requiredCount: items.filter(({ item }) => item.required).length,
  };
}

/** Answered and total items per section, in checklist order. */
export function sectionProgress(
  template: InspectionTemplate,
  answers: Partial<InspectionAnswers>,
): { sectionId: string; title: string; answered: number; total: number }[] {
  return template.sections.map((section) => ({
    sectionId: section.id,
    title: section.title,
    answered: section.items.filter((item) => isAnswered(answers[item.id])).length,
    total: section.items.length,
  }));
}

/** The first gps answer of the checklist (the property's position), if recorded. */
export function inspectionGps(template: InspectionTemplate, answers: Partial<InspectionAnswers>): GpsAnswer | null {
  for (const { item } of templateItems(template)) {
    const value = answers[item.id];
    if (item.kind === 'gps' && isAnswered(value)) {
      const parsed = GpsAnswerSchema.safeParse(value);
      if (parsed.success) {
        return parsed.data;
      }
    }
  }
  return null;
}
