import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_KINDS } from '@thamani/domain/documents';
import {
  InspectionDetailSchema,
  InspectionListQuerySchema,
  InspectionListResponseSchema,
  InspectionPhotoSchema,
  PatchInspectionBodySchema,
  PhotoCaptionBodySchema,
  PhotoUploadFieldsSchema,
  ReopenInspectionBodySchema,
  RequestInspectionSummarySchema,
  SubmitInspectionBodySchema,
  VisitInspectionSummarySchema,
} from '@thamani/domain/inspections';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { readFilePart } from '#platform/storage/multipart.ts';
import { saveAnswers, startInspection } from './inspections.answers.ts';
import { addPhoto, assertCanAddPhoto, captionPhoto, deletePhoto } from './inspections.photos.ts';
import {
  getInspection,
  getRequestInspectionSummary,
  getVisitInspectionSummary,
  listInspections,
} from './inspections.read.ts';
import { reopenInspection, submitInspection } from './inspections.submit.ts';

const IdParams = z.object({ id: z.uuid() });
const PhotoParams = z.object({ id: z.uuid(), photoId: z.uuid() });

export function registerInspectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['inspections'];
  // Visit-scoped routes live in the agent area (clients 403, as for the visits themselves).
  const workspace = { preHandler: ctx.guard.requirePermission('workspace:enter') };
  // Inspection-scoped routes: any signed-in caller; the service answers 404 to all but its valuer and admins.
  const signedIn = { preHandler: ctx.guard.authenticate };
  const kind = UPLOAD_KINDS.inspectionPhoto;

  r.get(
    '/api/inspections',
    {
      ...workspace,
      schema: {
        tags,
        summary:
          'Inspections: a valuer’s own, an admin everyone’s (optional agentId); to do = a scheduled visit not started yet',
        security,
        querystring: InspectionListQuerySchema,
        response: { 200: InspectionListResponseSchema },
      },
    },
    async (request) => listInspections(ctx, getIdentity(request), request.query),
  );

  r.post(
    '/api/visits/:id/inspection',
    {
      ...workspace,
      schema: {
        tags,
        summary:
          'Start the inspection of a visit (its valuer): stamps the newest template of the property type; 200 with the existing one if started',
        security,
        params: IdParams,
        response: { 200: InspectionDetailSchema, 201: InspectionDetailSchema },
      },
    },
    async (request, reply) => {
      const { detail, created } = await startInspection(ctx, getIdentity(request), request.params.id);
      return reply.status(created ? 201 : 200).send(detail);
    },
  );

  r.get(
    '/api/visits/:id/inspection-summary',
    {
      ...workspace,
      schema: {
        tags,
        summary: "A visit's inspection summary: progress, photos, GPS, missing items (its valuer, admins)",
        security,
        params: IdParams,
        response: { 200: VisitInspectionSummarySchema },
      },
    },
    async (request) => getVisitInspectionSummary(ctx, getIdentity(request), request.params.id),
  );

  r.get(
    '/api/requests/:id/inspection-summary',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The submitted inspection of a request, without values: visited on, by whom, what was inspected (status not_submitted before submission)',
        security,
        params: IdParams,
        response: { 200: RequestInspectionSummarySchema },
      },
    },
    async (request) => getRequestInspectionSummary(ctx, getIdentity(request), request.params.id),
  );

  r.get(
    '/api/inspections/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'An inspection with its stamped template, answers and photos (its valuer, admins)',
        security,
        params: IdParams,
        response: { 200: InspectionDetailSchema },
      },
    },
    async (request) => getInspection(ctx, getIdentity(request), request.params.id),
  );

  r.patch(
    '/api/inspections/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Autosave changed answers at a version (its valuer); 409 with details.current when the version is stale or it was submitted',
        security,
        params: IdParams,
        body: PatchInspectionBodySchema,
        response: { 200: InspectionDetailSchema },
      },
    },
    async (request) => saveAnswers(ctx, getIdentity(request), request.params.id, request.body),
  );

  r.post(
    '/api/inspections/:id/photos',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Add a photo to an item (its valuer); idempotent per clientId (a replay answers 200 with the stored photo)',
        description:
          'multipart/form-data: fields `itemId`, `clientId` (uuid), optional `caption` and `takenAt` (ISO), then one `file`. ' +
          `JPEG, PNG or WebP by content, at most ${kind.maxBytes / 1024 / 1024} MB: 413 when larger, 415 for another type. ` +
          'Re-encoded without metadata; the GPS position and capture time are kept on the photo.',
        consumes: ['multipart/form-data'],
        security,
        params: IdParams,
        response: { 200: InspectionPhotoSchema, 201: InspectionPhotoSchema },
      },
    },
    async (request, reply) => {
      const identity = getIdentity(request);
      // Refuse before reading a byte of the file.
      await assertCanAddPhoto(ctx, identity, request.params.id);
      const part = await readFilePart(request, kind);
      const fields = PhotoUploadFieldsSchema.safeParse(part.fields);
      if (!fields.success) {
        part.file.resume();
        const issue = fields.error.issues[0];
        const key = String(issue?.path[0] ?? 'file');
        const message = issue?.message ?? 'Invalid value';
        throw new AppError('VALIDATION', message, { [key]: message });
      }
      const { photo, created } = await addPhoto(
        ctx,
        identity,
        request.params.id,
        fields.data,
        part.file,
        part.filename,
      );
      return reply.status(created ? 201 : 200).send(photo);
    },
  );

  r.patch(
    '/api/inspections/:id/photos/:photoId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Change a photo's caption (its valuer; not once submitted)",
        security,
        params: PhotoParams,
        body: PhotoCaptionBodySchema,
        response: { 200: InspectionPhotoSchema },
      },
    },
    async (request) => captionPhoto(ctx, getIdentity(request), request.params.id, request.params.photoId, request.body),
  );

  r.delete(
    '/api/inspections/:id/photos/:photoId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Remove a photo (its valuer; not once submitted)',
        security,
        params: PhotoParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deletePhoto(ctx, getIdentity(request), request.params.id, request.params.photoId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/inspections/:id/submit',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Submit (its valuer): required items filled (400 with details.missing); completes the visit, request → in progress',
        security,
        params: IdParams,
        body: SubmitInspectionBodySchema,
        response: { 200: InspectionDetailSchema },
      },
    },
    async (request) => submitInspection(ctx, getIdentity(request), request.params.id, request.body),
  );

  r.post(
    '/api/inspections/:id/reopen',
    {
      preHandler: ctx.guard.requirePermission('request:manage-any'),
      schema: {
        tags,
        summary: 'Reopen a submitted inspection (admins, with a reason; audited)',
        security,
        params: IdParams,
        body: ReopenInspectionBodySchema,
        response: { 200: InspectionDetailSchema },
      },
    },
    async (request) => reopenInspection(ctx, getIdentity(request), request.params.id, request.body),
  );
}
