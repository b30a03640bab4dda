import type { ReportPhoto } from '@thamani/domain/reports';
import type { PdfImage, PdfPhotoPlace } from './report-pdf-input.ts';

/** The heading of the photos taken on no checklist item (or on one their template no longer has). */
export const OTHER_PHOTOGRAPHS = 'Other photographs';

export interface PrintedPhoto {
  photo: ReportPhoto;
  image: PdfImage;
  /** Numbered through the report, in print order ("Photo 3"). */
  number: number;
  /** The caption in the report, else the label of the item it was taken on; '' without either. */
  caption: string;
}

export interface PhotoGroup {
  /** The inspection section's title, or OTHER_PHOTOGRAPHS; null when no photo has a section (no heading is printed). */
  heading: string | null;
  photos: PrintedPhoto[];
}

/**
 * The report's printable photos grouped by the inspection section they were taken in, sections
 * in the checklist's order and photos in the report's order within each; photos without an
 * item come last under "Other photographs". A photo whose bytes are missing is left out.
 */
export function groupPhotos(photos: readonly ReportPhoto[], images: ReadonlyMap<string, PdfImage>, places: ReadonlyMap<string, PdfPhotoPlace>): PhotoGroup[] {
  const groups = new Map<string, { heading: string; order: number; photos: Omit<PrintedPhoto, 'number'>[] }>();
  for (const photo of photos) {
    const image = images.get(photo.documentId);
    if (!image) {
      continue;
    }
    const place = places.get(photo.documentId);
    const section = place?.section ?? null;
    const key = section ? `section:${section.id}` : 'other';
    const group = groups.get(key) ?? { heading: section?.title ?? OTHER_PHOTOGRAPHS, order: section?.order ?? Number.POSITIVE_INFINITY, photos: [] };
    group.photos.push({ photo, image, caption: photo.caption.trim() || (place?.itemLabel ?? '') });
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort((a, b) => a.order - b.order);
  const onlyOther = ordered.length === 1 && !Number.isFinite(ordered[0]?.order ?? 0);
  let number = 0;
  return ordered.map((group) => ({
    heading: onlyOther ? null : group.heading,
    photos: group.photos.map((p) => ({ ...p, number: ++number })),
  }));
}
