import type { ReportContent, ReportPhoto, ReportPhotoOption, RichTextDoc } from '@thamani/domain/reports';

/** The full document's edits, each a recipe for useReportDraft's update. */

export const CAPTION_MAX = 200;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) {
    next.splice(to, 0, item);
  }
  return next;
}

export function moveSection(sectionId: string, to: number) {
  return (content: ReportContent): ReportContent => {
    const from = content.sections.findIndex((s) => s.id === sectionId);
    if (from < 0 || to < 0 || to >= content.sections.length) {
      return content;
    }
    return { ...content, sections: moved(content.sections, from, to) };
  };
}

export function setNarrativeBody(sectionId: string, body: RichTextDoc) {
  return (content: ReportContent): ReportContent => ({
    ...content,
    sections: content.sections.map((s) => (s.id === sectionId && s.kind === 'narrative' ? { ...s, body } : s)),
  });
}

/** A picked photo starts with its checklist item and the note on it ("Walls — cracks…"), and keeps its section. */
export function addPhoto(option: ReportPhotoOption) {
  const photo: ReportPhoto = {
    documentId: option.documentId,
    caption: option.suggestedCaption.trim().slice(0, CAPTION_MAX),
    ...(option.section ? { section: option.section } : {}),
  };
  return (content: ReportContent): ReportContent =>
    content.photos.some((p) => p.documentId === option.documentId)
      ? content
      : { ...content, photos: [...content.photos, photo] };
}

export function removePhoto(documentId: string) {
  return (content: ReportContent): ReportContent => ({
    ...content,
    photos: content.photos.filter((p) => p.documentId !== documentId),
  });
}

export function movePhoto(documentId: string, to: number) {
  return (content: ReportContent): ReportContent => {
    const from = content.photos.findIndex((p) => p.documentId === documentId);
    if (from < 0 || to < 0 || to >= content.photos.length) {
      return content;
    }
    return { ...content, photos: moved(content.photos, from, to) };
  };
}

export function setPhotoCaption(documentId: string, caption: string) {
  return (content: ReportContent): ReportContent => ({
    ...content,
    photos: content.photos.map((p) =>
      p.documentId === documentId ? { ...p, caption: caption.slice(0, CAPTION_MAX) } : p,
    ),
  });
}
