import { findTemplateItem, isAnswered, type InspectionAnswers, type InspectionTemplate } from './inspections.ts';

/**
 * A photo taken on a checklist item keeps its context in the report: its caption starts as the
 * item's label and what the valuer noted on it ("Walls — hairline cracks on the east wall"), and
 * it carries the title of the inspection section it was taken in, so the PDF can group photos.
 */
export const PHOTO_CAPTION_MAX = 200;
export const PHOTO_SECTION_MAX = 80;

export interface InspectionPhoto {
  /** The caption typed at the inspection, if any. */
  caption: string | null;
  /** The checklist item the photo was taken on; null for a loose photo. */
  itemId: string | null;
}

export interface PhotoContext {
  caption: string;
  /** The inspection section's title ("Condition"); null for a loose photo. */
  section: string | null;
}

/** Cut to `max`, never inside an emoji (a lone surrogate cannot be stored). */
function clip(text: string, max: number): string {
  if (text.length <= max) {
    return text;
  }
  return `${text
    .slice(0, max - 1)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trimEnd()}…`;
}

/** What the valuer wrote on the item: a condition rating's note, or a text answer. */
function itemNote(answer: InspectionAnswers[string] | undefined): string {
  if (answer === undefined || !isAnswered(answer)) {
    return '';
  }
  if (typeof answer === 'string') {
    return answer.trim().replace(/\s*\n+\s*/g, '; ');
  }
  if (typeof answer === 'object' && !Array.isArray(answer) && 'rating' in answer) {
    return answer.note?.trim() ?? '';
  }
  return '';
}

/** "Walls — hairline cracks on the east wall"; the photo's own caption wins over the item's note. */
export function inspectionPhotoContext(
  template: InspectionTemplate,
  answers: InspectionAnswers,
  photo: InspectionPhoto,
): PhotoContext {
  const own = (photo.caption ?? '').trim();
  const section = photo.itemId
    ? (template.sections.find((s) => s.items.some((i) => i.id === photo.itemId)) ?? null)
    : null;
  const item = photo.itemId ? findTemplateItem(template, photo.itemId) : undefined;
  if (!item) {
    return { caption: clip(own, PHOTO_CAPTION_MAX), section: null };
  }
  const note = own || itemNote(answers[item.id]).replace(/[.\s]+$/, '');
  const caption = note && note.toLowerCase() !== item.label.toLowerCase() ? `${item.label} — ${note}` : item.label;
  return {
    caption: clip(caption, PHOTO_CAPTION_MAX),
    section: section ? clip(section.title, PHOTO_SECTION_MAX) : null,
  };
}
