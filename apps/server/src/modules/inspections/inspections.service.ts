import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_KINDS } from '@thamani/domain/documents';
import { latestTemplateFor } from '@thamani/domain/inspection-templates';
import {
  INSPECTION_MESSAGES as M,
  inspectionGps,
  inspectionProgress,
  findTemplateItem,
  isAnswered,
  missingItems,
  sectionProgress,
  templateTypeFor,
  validateChanges,
  type InspectionDetail,
  type InspectionListItem,
  type InspectionListQuery,
  type InspectionPhoto,
  type PhotoCaptionBody,
  type PhotoUploadFields,
  type ReopenInspectionBody,
  type RequestInspectionSummary,
  type SubmitInspectionBody,
  type VisitInspectionSummary,
} from '@thamani/domain/inspections';
import { displayName } from '@thamani/domain/me';
import {
  INSPECTION_DATE_MESSAGES as D,
  VISIT_DATE_UNCONFIRMED,
  inspectedOnRefusal,
  nairobiDayOf,
  spellInspectionDay,
  visitNeedsMoving,
  type VisitDateUnconfirmedDetails,
} from '@thamani/domain/inspection-date';
import { nairobiDateParts, formatYmd, nairobiToday } from '@thamani/domain/visits';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { documents } from '#db/schema/documents.table.ts';
import { inspections } from '#db/schema/inspections.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { releaseIfUnreferenced, saveUpload } from '#platform/storage/save-upload.ts';
import { storedFileColumns } from '#platform/storage/upload.ts';
import { inTransaction } from '#platform/transaction.ts';
import { insertDocument } from '../documents/documents.queries.ts';
import { completeVisitIn } from '../visits/visits.service.ts';
import { lockVisitRow } from '../visits/visits.queries.ts';
import {
  getInspectionIdOfVisit,
  getInspectionOwner,
  getInspectionRow,
  getPhotoByClientId,
  getPhotoRow,
  getPropertyTypeOfVisit,
  getRequestWithSubmittedInspection,
  getTakenOnInstant,
  getVisitWithInspection,
  latestTemplateRow,
  listInspectionRows,
  listPhotoRows,
  lockInspectionRow,
  saveAnswersIfVersion,
  type InspectionRow,
} from './inspections.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now' | 'settings' | 'storage'>;
type PhotoRow = typeof documents.$inferSelect;

export const INSPECTION_ENTITY = 'inspection';

const notFound = () => new AppError('NOT_FOUND', M.notFound);

/** An inspection is read by its valuer and admins; anyone else (other valuers, clients) gets 404. */
function canRead(identity: Identity, agentId: string): boolean {
  return can(identity, 'request:read-any') || (can(identity, 'inspection:perform') && identity.profileId === agentId);
}

/** Only its valuer records it: admins read and reopen (403), others do not see it (404). */
function assertCanWrite(identity: Identity, agentId: string): void {
  if (!canRead(identity, agentId)) {
    throw notFound();
  }
  if (!can(identity, 'inspection:perform')) {
    throw new AppError('FORBIDDEN', M.onlyVisitAgent);
  }
}

function assertInProgress(row: InspectionRow): void {
  if (row.inspection.status !== 'in_progress') {
    throw new AppError('CONFLICT', M.submittedReadOnly);
  }
}

/** EXIF capture times are camera wall time; a Kenyan site's clock is Nairobi time (UTC+3). */
function takenAtOf(capturedAt: string | null): string | null {
  if (!capturedAt) {
    return null;
  }
  const instant = new Date(`${capturedAt}+03:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** A browser-supplied instant as Nairobi wall time, the form EXIF capture times are kept in. */
function nairobiWallTime(iso: string): string {
  const p = nairobiDateParts(new Date(iso));
  const seconds = String(new Date(iso).getUTCSeconds()).padStart(2, '0');
  return `${formatYmd(p.year, p.month, p.day)}T${String(p.hours).padStart(2, '0')}:${String(p.minutes).padStart(2, '0')}:${seconds}`;
}

export function toPhoto(row: PhotoRow): InspectionPhoto {
  return {
    id: row.id,
    clientId: row.clientId ?? row.id,
    itemId: row.inspectionItemId ?? '',
    caption: row.caption,
    url: `/api/documents/${row.id}/content`,
    width: row.width,
    height: row.height,
    takenAt: takenAtOf(row.capturedAt),
    location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDetail(row: InspectionRow, photos: PhotoRow[]): InspectionDetail {
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

async function readDetail(db: Db, id: string): Promise<InspectionDetail> {
  const row = await getInspectionRow(db, id);
  if (!row) {
    throw notFound();
  }
  return toDetail(row, await listPhotoRows(db, id));
}

/** The inspection if the caller may read it; 404 otherwise (clients, other valuers). */
async function readable(db: Db, identity: Identity, id: string): Promise<InspectionRow> {
  const row = await getInspectionRow(db, id);
  if (!row || !canRead(identity, row.inspection.agentId)) {
    throw notFound();
  }
  return row;
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function listInspections(
  ctx: Ctx,
  identity: Identity,
  query: InspectionListQuery,
): Promise<{ items: InspectionListItem[] }> {
  if (!can(identity, 'workspace:enter')) {
    throw new AppError('FORBIDDEN', M.clientsCannotView);
  }
  const readsAny = can(identity, 'request:read-any');
  const agentId = readsAny ? (query.agentId ?? null) : identity.profileId;
  if (!agentId && !readsAny) {
    return { items: [] };
  }
  const rows = await listInspectionRows(ctx.db, { agentId, status: query.status });
  return {
    items: rows.map((r) => {
      const template = r.template ?? latestTemplateFor(templateTypeFor(r.propertyType));
      const progress = inspectionProgress(template, r.answers ?? {});
      return {
        visitId: r.visitId,
        requestId: r.requestId,
        inspectionId: r.inspectionId,
        status: r.status ?? 'to_do',
        scheduledDate: r.scheduledDate.toISOString(),
        property: { title: r.propertyTitle ?? '', address: r.propertyAddress, propertyType: r.propertyType },
        agent: { id: r.agentId, fullName: displayName(r.agentName, r.agentEmail) },
        answeredCount: progress.answeredCount,
        requiredCount: progress.requiredCount,
        photoCount: r.inspectionId ? r.photoCount : 0,
        updatedAt: r.updatedAt?.toISOString() ?? null,
      };
    }),
  };
}

export async function getInspection(ctx: Ctx, identity: Identity, id: string): Promise<InspectionDetail> {
  const row = await readable(ctx.db, identity, id);
  return toDetail(row, await listPhotoRows(ctx.db, id));
}

/** Whether the caller may see an inspection photo's bytes (the inspection's readers). */
export async function canReadInspectionOf(db: Db, identity: Identity, inspectionId: string): Promise<boolean> {
  const owner = await getInspectionOwner(db, inspectionId);
  return owner !== null && canRead(identity, owner.agentId);
}

export async function getVisitInspectionSummary(
  ctx: Ctx,
  identity: Identity,
  visitId: string,
): Promise<VisitInspectionSummary> {
  const row = await getVisitWithInspection(ctx.db, visitId);
  if (!row || !canRead(identity, row.visit.agentId)) {
    throw new AppError('NOT_FOUND', M.visitNotFound);
  }
  const i = row.inspection;
  const template = i?.template ?? latestTemplateFor(templateTypeFor(row.visit.propertyType));
  const answers = i?.answers ?? {};
  const progress = inspectionProgress(template, answers);
  return {
    inspectionId: i?.id ?? null,
    status: i?.status ?? 'to_do',
    ...progress,
    photoCount: i ? row.photoCount : 0,
    gps: inspectionGps(template, answers),
    missing: missingItems(template, answers),
    submittedAt: i?.submittedAt?.toISOString() ?? null,
    inspectedOn: i?.inspectedOn ?? null,
    sections: sectionProgress(template, answers).map(({ title, answered, total }) => ({ title, answered, total })),
  };
}

/**
 * What the requester (and the request's valuer and admins) sees once the inspection is
 * submitted: visit date, valuer, the sections inspected, photo count — never the values.
 * Before submission there is nothing to show (404), as for anyone who may not see the request.
 */
export async function getRequestInspectionSummary(
  ctx: Ctx,
  identity: Identity,
  requestId: string,
): Promise<RequestInspectionSummary> {
  const found = await getRequestWithSubmittedInspection(ctx.db, requestId);
  const none = new AppError('NOT_FOUND', M.notFound);
  if (!found) {
    throw none;
  }
  const { request, submitted } = found;
  const isParty =
    can(identity, 'request:read-any') ||
    (identity.profileId !== null &&
      (request.requesterId === identity.profileId || request.assignedAgentId === identity.profileId));
  if (!isParty) {
    throw none;
  }
  if (!submitted) {
    return { status: 'not_submitted' };
  }
  const { year, month, day } = nairobiDateParts(submitted.scheduledDate);
  const { template, answers } = submitted.inspection;
  return {
    status: 'submitted',
    // The day the valuer was on site; the visit's day for inspections submitted before it was recorded.
    visitedOn: submitted.inspection.inspectedOn ?? formatYmd(year, month, day),
    inspectedBy: displayName(submitted.agentName, submitted.agentEmail),
    inspected: template.sections
      .filter((s) => s.items.some((item) => isAnswered(answers[item.id])))
      .map((s) => s.title),
    photoCount: submitted.photoCount,
  };
}

// ---------------------------------------------------------------------------------------------
// Starting and saving

/**
 * Start the inspection of a visit (its valuer only): stamps a copy of the newest template of the
 * property's type. Starting again returns the existing inspection (`created: false`).
 */
export async function startInspection(
  ctx: Ctx,
  identity: Identity,
  visitId: string,
): Promise<{ detail: InspectionDetail; created: boolean }> {
  const result = await inTransaction(ctx, async (tx) => {
    const visit = await lockVisitRow(tx, visitId);
    if (!visit || !canRead(identity, visit.visit.agentId)) {
      throw new AppError('NOT_FOUND', M.visitNotFound);
    }
    if (!can(identity, 'inspection:perform')) {
      throw new AppError('FORBIDDEN', M.onlyVisitAgent);
    }
    const existing = await getInspectionIdOfVisit(tx, visitId);
    if (existing) {
      return { id: existing, created: false };
    }
    if (visit.visit.status === 'cancelled') {
      throw new AppError('INVALID_TRANSITION', M.visitCancelled);
    }
    const type = templateTypeFor(await getPropertyTypeOfVisit(tx, visitId));
    const template = await latestTemplateRow(tx, type);
    if (!template) {
      throw new Error(`no inspection template is published for ${type}`);
    }
    const [row] = await tx
      .insert(inspections)
      .values({
        requestId: visit.visit.requestId,
        visitId,
        agentId: visit.visit.agentId,
        templateId: template.id,
        templateVersion: template.version,
        template: template.template,
      })
      .returning({ id: inspections.id });
    if (!row) {
      throw new Error('inspection insert returned nothing');
    }
    await writeAudit(tx, {
      actionType: 'inspection_started',
      entityType: INSPECTION_ENTITY,
      entityId: row.id,
      userId: identity.userId,
      details: {
        request_id: visit.visit.requestId,
        visit_id: visitId,
        property_type: type,
        template_version: template.version,
      },
    });
    return { id: row.id, created: true };
  });
  return { detail: await readDetail(ctx.db, result.id), created: result.created };
}

/** 409 with the current inspection, so the page can merge field by field. */
async function conflict(db: Db, id: string): Promise<AppError> {
  const current = await readDetail(db, id);
  if (current.status !== 'in_progress') {
    return new AppError('CONFLICT', M.submittedReadOnly, undefined, { current });
  }
  return new AppError('CONFLICT', M.conflict, undefined, { current });
}

/**
 * Autosave: apply the changed answers if the inspection is still at `version` (one conditional
 * UPDATE). Not audited — saves are many; start, submit, reopen and photos are.
 */
export async function saveAnswers(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: { version: number; changes: Record<string, unknown> },
): Promise<InspectionDetail> {
  const row = await readable(ctx.db, identity, id);
  assertCanWrite(identity, row.inspection.agentId);
  assertInProgress(row);
  const checked = validateChanges(row.inspection.template, body.changes, ctx.now());
  if (!checked.ok) {
    const first = Object.values(checked.fields)[0] ?? M.conflict;
    throw new AppError('VALIDATION', first, checked.fields);
  }
  const saved = await inTransaction(ctx, (tx) => saveAnswersIfVersion(tx, id, body.version, checked.values));
  if (saved === null) {
    throw await conflict(ctx.db, id);
  }
  return readDetail(ctx.db, id);
}

// ---------------------------------------------------------------------------------------------
// Photos

/** Refuse a photo upload before reading a byte of it. */
export async function assertCanAddPhoto(ctx: Ctx, identity: Identity, id: string): Promise<InspectionRow> {
  const row = await readable(ctx.db, identity, id);
  assertCanWrite(identity, row.inspection.agentId);
  assertInProgress(row);
  return row;
}

/** The photo already stored under this browser id: a retried upload finds it. */
export async function findReplayedPhoto(ctx: Ctx, id: string, clientId: string): Promise<InspectionPhoto | null> {
  const existing = await getPhotoByClientId(ctx.db, id, clientId);
  return existing ? toPhoto(existing) : null;
}

class ReplayedPhoto extends Error {}

/**
 * Store a photo of an item through the upload pipeline (sniffed, re-encoded without EXIF, GPS and
 * capture time kept on the row; nothing left behind on failure). Idempotent per (inspection,
 * clientId): a replay returns the stored photo with `created: false`.
 */
export async function addPhoto(
  ctx: Ctx,
  identity: Identity,
  id: string,
  fields: PhotoUploadFields,
  file: Readable,
  filename: string | undefined,
): Promise<{ photo: InspectionPhoto; created: boolean }> {
  const row = await assertCanAddPhoto(ctx, identity, id);
  if (!findTemplateItem(row.inspection.template, fields.itemId)) {
    file.resume();
    throw new AppError('VALIDATION', M.photoItem, { itemId: M.photoItem });
  }
  const replay = await findReplayedPhoto(ctx, id, fields.clientId);
  if (replay) {
    file.resume();
    return { photo: replay, created: false };
  }
  try {
    const photoId = await saveUpload(ctx, file, UPLOAD_KINDS.inspectionPhoto, async (tx, stored) => {
      const locked = await lockInspectionRow(tx, id);
      if (!locked) {
        throw notFound();
      }
      assertInProgress(locked);
      if (await getPhotoByClientId(tx, id, fields.clientId)) {
        throw new ReplayedPhoto();
      }
      const capturedAt = stored.capturedAt ?? (fields.takenAt ? nairobiWallTime(fields.takenAt) : null);
      const documentId = await insertDocument(tx, {
        inspectionId: id,
        inspectionItemId: fields.itemId,
        clientId: fields.clientId,
        caption: fields.caption ?? null,
        kind: 'inspectionPhoto',
        filename: filename?.slice(0, 200) || 'photo.jpg',
        uploadedBy: identity.profileId,
        ...storedFileColumns(stored),
        capturedAt,
      });
      await tx
        .update(inspections)
        .set({ updatedAt: sql`now()` })
        .where(eq(inspections.id, id));
      await writeAudit(tx, {
        actionType: 'inspection_photo_added',
        entityType: INSPECTION_ENTITY,
        entityId: id,
        userId: identity.userId,
        details: { document_id: documentId, item_id: fields.itemId, sha256: stored.sha256, size: stored.size },
      });
      return documentId;
    });
    const photo = await getPhotoRow(ctx.db, id, photoId);
    if (!photo) {
      throw new AppError('NOT_FOUND', M.photoNotFound);
    }
    return { photo: toPhoto(photo), created: true };
  } catch (error) {
    // Two uploads of one photo raced: the other stored it (saveUpload released our bytes if unused).
    if (error instanceof ReplayedPhoto) {
      const existing = await findReplayedPhoto(ctx, id, fields.clientId);
      if (existing) {
        return { photo: existing, created: false };
      }
    }
    throw error;
  }
}

async function lockWritablePhoto(
  tx: Db,
  identity: Identity,
  id: string,
  photoId: string,
): Promise<{ row: InspectionRow; photo: PhotoRow }> {
  const row = await lockInspectionRow(tx, id);
  if (!row || !canRead(identity, row.inspection.agentId)) {
    throw notFound();
  }
  assertCanWrite(identity, row.inspection.agentId);
  assertInProgress(row);
  const photo = await getPhotoRow(tx, id, photoId);
  if (!photo) {
    throw new AppError('NOT_FOUND', M.photoNotFound);
  }
  return { row, photo };
}

export async function captionPhoto(
  ctx: Ctx,
  identity: Identity,
  id: string,
  photoId: string,
  body: PhotoCaptionBody,
): Promise<InspectionPhoto> {
  await inTransaction(ctx, async (tx) => {
    await lockWritablePhoto(tx, identity, id, photoId);
    await tx.update(documents).set({ caption: body.caption }).where(eq(documents.id, photoId));
    await tx
      .update(inspections)
      .set({ updatedAt: sql`now()` })
      .where(eq(inspections.id, id));
  });
  const photo = await getPhotoRow(ctx.db, id, photoId);
  if (!photo) {
    throw new AppError('NOT_FOUND', M.photoNotFound);
  }
  return toPhoto(photo);
}

/** Remove a photo's row; its bytes go too unless another row uses the same stored object. */
export async function deletePhoto(ctx: Ctx, identity: Identity, id: string, photoId: string): Promise<void> {
  const key = await inTransaction(ctx, async (tx) => {
    const { photo } = await lockWritablePhoto(tx, identity, id, photoId);
    await tx.delete(documents).where(eq(documents.id, photoId));
    await tx
      .update(inspections)
      .set({ updatedAt: sql`now()` })
      .where(eq(inspections.id, id));
    await writeAudit(tx, {
      actionType: 'inspection_photo_removed',
      entityType: INSPECTION_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: { document_id: photoId, item_id: photo.inspectionItemId, sha256: photo.sha256 },
    });
    return photo.storageKey;
  });
  try {
    await releaseIfUnreferenced(ctx, key);
  } catch (error) {
    ctx.log.error({ err: error, key }, 'could not release the bytes of a removed photo');
  }
}

// ---------------------------------------------------------------------------------------------
// Submitting and reopening

/**
 * The date of inspection a submit records (as given; else as recorded before; else today in Nairobi): refused when in the
 * future or before the valuer took the request on (400 on `inspectedOn`), and, for a visit still
 * booked for a later day, until the valuer confirms it (409, details.code VISIT_DATE_UNCONFIRMED).
 */
async function checkInspectedOn(tx: Db, ctx: Ctx, row: InspectionRow, body: SubmitInspectionBody): Promise<string> {
  const now = ctx.now();
  // A reopened inspection keeps the day recorded at its first submit unless the valuer changes it.
  const inspectedOn = body.inspectedOn ?? row.inspection.inspectedOn ?? nairobiToday(now);
  const takenAt = await getTakenOnInstant(tx, row.inspection.requestId, row.inspection.agentId);
  const refusal = inspectedOnRefusal(inspectedOn, { now, takenOn: takenAt ? nairobiDayOf(takenAt) : null });
  if (refusal) {
    throw new AppError('VALIDATION', refusal, { inspectedOn: refusal });
  }
  if (visitNeedsMoving(row.visit, inspectedOn) && body.confirmVisitDate !== true) {
    const booked = spellInspectionDay(nairobiDayOf(row.visit.scheduledDate), nairobiDateParts(now).year);
    const details: VisitDateUnconfirmedDetails = {
      code: VISIT_DATE_UNCONFIRMED,
      scheduledDate: row.visit.scheduledDate.toISOString(),
      inspectedOn,
    };
    throw new AppError('CONFLICT', D.unconfirmed(booked), undefined, details);
  }
  return inspectedOn;
}

/**
 * Submit (its valuer): all required items answered, at the caller's version. In one transaction
 * the inspection becomes read-only and its visit is completed through the visit lifecycle
 * (request → in progress, the client notified) unless the visit was completed already.
 */
export async function submitInspection(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: SubmitInspectionBody,
): Promise<InspectionDetail> {
  const pre = await readable(ctx.db, identity, id);
  assertCanWrite(identity, pre.inspection.agentId);
  await inTransaction(ctx, async (tx) => {
    const row = await lockInspectionRow(tx, id);
    if (!row) {
      throw notFound();
    }
    assertInProgress(row);
    if (row.inspection.version !== body.version) {
      throw new AppError('CONFLICT', M.conflict);
    }
    const missing = missingItems(row.inspection.template, row.inspection.answers);
    if (missing.length > 0) {
      throw new AppError('VALIDATION', M.missing, undefined, { missing });
    }
    const inspectedOn = await checkInspectedOn(tx, ctx, row, body);
    const moveVisit = visitNeedsMoving(row.visit, inspectedOn);
    await tx
      .update(inspections)
      .set({
        status: 'submitted',
        inspectedOn,
        submittedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${inspections.version} + 1`,
      })
      .where(eq(inspections.id, id));
    if (row.visit.status === 'scheduled') {
      await completeVisitIn(tx, ctx, identity, row.inspection.visitId, moveVisit ? inspectedOn : undefined);
    }
    await writeAudit(tx, {
      actionType: 'inspection_submitted',
      entityType: INSPECTION_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: {
        request_id: row.inspection.requestId,
        visit_id: row.inspection.visitId,
        version: row.inspection.version + 1,
        inspected_on: inspectedOn,
        visit_moved_from: moveVisit ? row.visit.scheduledDate.toISOString() : null,
      },
    });
  }).catch(async (error: unknown) => {
    // A stale version: answer with the current inspection, as a conflicting save does.
    if (error instanceof AppError && error.code === 'CONFLICT' && error.message === M.conflict) {
      throw await conflict(ctx.db, id);
    }
    throw error;
  });
  return readDetail(ctx.db, id);
}

/** Reopen a submitted inspection (admins only, with a reason); the visit stays completed. */
export async function reopenInspection(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: ReopenInspectionBody,
): Promise<InspectionDetail> {
  if (!can(identity, 'request:manage-any')) {
    throw new AppError('FORBIDDEN', M.onlyAdminReopen);
  }
  await inTransaction(ctx, async (tx) => {
    const row = await lockInspectionRow(tx, id);
    if (!row) {
      throw notFound();
    }
    if (row.inspection.status !== 'submitted') {
      throw new AppError('CONFLICT', M.notSubmitted);
    }
    await tx
      .update(inspections)
      .set({
        status: 'in_progress',
        submittedAt: null,
        reopenedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${inspections.version} + 1`,
      })
      .where(eq(inspections.id, id));
    await writeAudit(tx, {
      actionType: 'inspection_reopened',
      entityType: INSPECTION_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: {
        request_id: row.inspection.requestId,
        visit_id: row.inspection.visitId,
        reason: body.reason,
        submitted_at: row.inspection.submittedAt?.toISOString() ?? null,
      },
    });
  });
  return readDetail(ctx.db, id);
}
