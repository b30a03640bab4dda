import { AppError } from '@thamani/domain/app-error';
import {
  INSPECTION_MESSAGES as M,
  missingItems,
  type InspectionDetail,
  type InspectionPhoto,
} from '@thamani/domain/inspections';
import { DOCUMENT_ENDPOINTS } from '@thamani/domain/documents.endpoints';
import { pathOf } from '@thamani/domain/endpoints';
import { displayName } from '@thamani/domain/me';
import type { Db } from '#db/client.ts';
import type { documents } from '#db/schema/documents.table.ts';
import { notFound } from './inspections.access.ts';
import { getInspectionRow, listPhotoRows, type InspectionRow } from './inspections.queries.ts';

/** An inspection and its photos as the API sends them. */

export type PhotoRow = typeof documents.$inferSelect;

/** EXIF capture times are camera wall time; a Kenyan site's clock is Nairobi time (UTC+3). */
function takenAtOf(capturedAt: string | null): string | null {
  if (!capturedAt) {
    return null;
  }
  const instant = new Date(`${capturedAt}+03:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

export function toPhoto(row: PhotoRow): InspectionPhoto {
  return {
    id: row.id,
    clientId: row.clientId ?? row.id,
    itemId: row.inspectionItemId ?? '',
    caption: row.caption,
    url: pathOf(DOCUMENT_ENDPOINTS.content, { id: row.id }),
    width: row.width,
    height: row.height,
    takenAt: takenAtOf(row.capturedAt),
    location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDetail(row: InspectionRow, photos: PhotoRow[]): InspectionDetail {
  const i = row.inspection;
  return {
    id: i.id,
    requestId: i.requestId,
    visitId: i.visitId,
    status: i.status,
    version: i.version,
    template: i.template,
    answers: i.answers,
    photos: photos.map(toPhoto),
    property: {
      title: row.property?.title ?? '',
      address: row.property?.address ?? null,
      propertyType: row.property?.propertyType ?? null,
      lrNumber: row.property?.lrNumber ?? null,
      county: row.property?.county ?? null,
      town: row.property?.town ?? null,
    },
    agent: { id: i.agentId, fullName: displayName(row.agentName, row.agentEmail) },
    visit: { scheduledDate: row.visit.scheduledDate.toISOString(), status: row.visit.status },
    startedAt: i.startedAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
    submittedAt: i.submittedAt?.toISOString() ?? null,
    inspectedOn: i.inspectedOn,
    missing: missingItems(i.template, i.answers),
  };
}

/** An inspection of one of the firm's requests, as the API sends it; 404 otherwise. */
export async function readDetail(db: Db, firmId: string, id: string): Promise<InspectionDetail> {
  const row = await getInspectionRow(db, firmId, id);
  if (!row) {
    throw notFound();
  }
  return toDetail(row, await listPhotoRows(db, id));
}

/** 409 with the current inspection, so the page can merge field by field. */
export async function conflict(db: Db, firmId: string, id: string): Promise<AppError> {
  const current = await readDetail(db, firmId, id);
  if (current.status !== 'in_progress') {
    return new AppError('CONFLICT', M.submittedReadOnly, undefined, { current });
  }
  return new AppError('CONFLICT', M.conflict, undefined, { current });
}
