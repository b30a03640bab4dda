import { z } from 'zod';
import { UPLOAD_KINDS } from './documents.ts';
import { endpoint } from './endpoints.ts';
import {
  InspectionDetailSchema,
  InspectionListQuerySchema,
  InspectionListResponseSchema,
  InspectionPhotoSchema,
  PatchInspectionBodySchema,
  PhotoCaptionBodySchema,
  ReopenInspectionBodySchema,
  RequestInspectionSummarySchema,
  SubmitInspectionBodySchema,
  VisitInspectionSummarySchema,
} from './inspections.ts';

/**
 * Site inspections. Visit-scoped endpoints are the agent area's (workspace:enter; clients 403, as
 * for the visits themselves); inspection-scoped ones let any signed-in caller in and the service
 * answers 404 to all but its valuer and admins.
 */
const tag = 'inspections';
const IdParams = z.object({ id: z.uuid() });
const PhotoParams = z.object({ id: z.uuid(), photoId: z.uuid() });
const photo = UPLOAD_KINDS.inspectionPhoto;

export const INSPECTION_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/inspections',
    access: 'workspace:enter',
    query: InspectionListQuerySchema,
    response: InspectionListResponseSchema,
    tag,
    summary: 'Inspections: a valuer’s own, an admin everyone’s (optional agentId); to do = a scheduled visit not started yet',
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/visits/:id/inspection',
    access: 'workspace:enter',
    params: IdParams,
    response: InspectionDetailSchema,
    status: [200, 201],
    tag,
    summary: 'Start the inspection of a visit (its valuer): stamps the newest template of the property type; 200 with the existing one if started',
  }),
  visitSummary: endpoint({
    method: 'GET',
    path: '/api/visits/:id/inspection-summary',
    access: 'workspace:enter',
    params: IdParams,
    response: VisitInspectionSummarySchema,
    tag,
    summary: "A visit's inspection summary: progress, photos, GPS, missing items (its valuer, admins)",
  }),
  requestSummary: endpoint({
    method: 'GET',
    path: '/api/requests/:id/inspection-summary',
    access: 'signed-in',
    params: IdParams,
    response: RequestInspectionSummarySchema,
    tag,
    summary:
      'The submitted inspection of a request, without values: visited on, by whom, what was inspected (status not_submitted before submission)',
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/inspections/:id',
    access: 'signed-in',
    params: IdParams,
    response: InspectionDetailSchema,
    tag,
    summary: 'An inspection with its stamped template, answers and photos (its valuer, admins)',
  }),
  save: endpoint({
    method: 'PATCH',
    path: '/api/inspections/:id',
    access: 'signed-in',
    params: IdParams,
    body: PatchInspectionBodySchema,
    response: InspectionDetailSchema,
    tag,
    summary: 'Autosave changed answers at a version (its valuer); 409 with details.current when the version is stale or it was submitted',
  }),
  addPhoto: endpoint({
    method: 'POST',
    path: '/api/inspections/:id/photos',
    access: 'signed-in',
    params: IdParams,
    body: 'multipart',
    response: InspectionPhotoSchema,
    status: [200, 201],
    tag,
    summary: 'Add a photo to an item (its valuer); idempotent per clientId (a replay answers 200 with the stored photo)',
    description:
      'multipart/form-data: fields `itemId`, `clientId` (uuid), optional `caption` and `takenAt` (ISO), then one `file`. ' +
      `JPEG, PNG or WebP by content, at most ${photo.maxBytes / 1024 / 1024} MB: 413 when larger, 415 for another type. ` +
      'Re-encoded without metadata; the GPS position and capture time are kept on the photo.',
  }),
  captionPhoto: endpoint({
    method: 'PATCH',
    path: '/api/inspections/:id/photos/:photoId',
    access: 'signed-in',
    params: PhotoParams,
    body: PhotoCaptionBodySchema,
    response: InspectionPhotoSchema,
    tag,
    summary: "Change a photo's caption (its valuer; not once submitted)",
  }),
  deletePhoto: endpoint({
    method: 'DELETE',
    path: '/api/inspections/:id/photos/:photoId',
    access: 'signed-in',
    params: PhotoParams,
    response: z.null(),
    status: 204,
    tag,
    summary: 'Remove a photo (its valuer; not once submitted)',
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/inspections/:id/submit',
    access: 'signed-in',
    params: IdParams,
    body: SubmitInspectionBodySchema,
    response: InspectionDetailSchema,
    tag,
    summary: 'Submit (its valuer): required items filled (400 with details.missing); completes the visit, request → in progress',
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/api/inspections/:id/reopen',
    access: 'request:manage-any',
    params: IdParams,
    body: ReopenInspectionBodySchema,
    response: InspectionDetailSchema,
    tag,
    summary: 'Reopen a submitted inspection (admins, with a reason; audited)',
  }),
};
