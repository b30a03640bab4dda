import { DOCUMENT_ENDPOINTS } from '@thamani/domain/documents.endpoints';
import { pathOf } from '@thamani/domain/endpoints';
import { findTemplateItem } from '@thamani/domain/inspections';
import { inspectionPhotoContext } from '@thamani/domain/report-photo-captions';
import type { ReportPhotoOption } from '@thamani/domain/reports';
import type { Db } from '#db/client.ts';
import { getLatestInspection, listInspectionPhotos } from './reports.queries.ts';

/** The request's inspection photos a report may use (its latest inspection, submitted or reopened). */
export async function photoOptions(db: Db, requestId: string): Promise<ReportPhotoOption[]> {
  const inspection = await getLatestInspection(db, requestId);
  if (!inspection) {
    return [];
  }
  const photos = await listInspectionPhotos(db, inspection.id);
  return photos.map((p) => {
    const context = inspectionPhotoContext(inspection.template, inspection.answers, {
      caption: p.caption,
      itemId: p.inspectionItemId,
    });
    return {
      documentId: p.id,
      url: pathOf(DOCUMENT_ENDPOINTS.content, { id: p.id }),
      caption: p.caption,
      itemLabel: p.inspectionItemId ? (findTemplateItem(inspection.template, p.inspectionItemId)?.label ?? null) : null,
      suggestedCaption: context.caption,
      section: context.section,
      width: p.width,
      height: p.height,
    };
  });
}
