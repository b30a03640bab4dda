import type { FastifyInstance } from 'fastify';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_KINDS } from '@thamani/domain/documents';
import { PhotoUploadFieldsSchema } from '@thamani/domain/inspections';
import { INSPECTION_ENDPOINTS as E } from '@thamani/domain/inspections.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
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

/**
 * Site inspections (INSPECTION_ENDPOINTS): visit-scoped routes live in the agent area (clients
 * 403); inspection-scoped ones answer 404 to all but its valuer and admins.
 */
export function registerInspectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.list, ({ identity, query }) => listInspections(ctx, identity, query));

  serveEndpoint(app, ctx.guard, E.start, async ({ identity, params, reply }) => {
    const { detail, created } = await startInspection(ctx, identity, params.id);
    reply.code(created ? 201 : 200);
    return detail;
  });

  serveEndpoint(app, ctx.guard, E.visitSummary, ({ identity, params }) => getVisitInspectionSummary(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.requestSummary, ({ identity, params }) => getRequestInspectionSummary(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.detail, ({ identity, params }) => getInspection(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.save, ({ identity, params, body }) => saveAnswers(ctx, identity, params.id, body));

  serveEndpoint(app, ctx.guard, E.addPhoto, async ({ identity, params, request, reply }) => {
    // Refuse before reading a byte of the file.
    await assertCanAddPhoto(ctx, identity, params.id);
    const part = await readFilePart(request, UPLOAD_KINDS.inspectionPhoto);
    const fields = PhotoUploadFieldsSchema.safeParse(part.fields);
    if (!fields.success) {
      part.file.resume();
      const issue = fields.error.issues[0];
      const key = String(issue?.path[0] ?? 'file');
      const message = issue?.message ?? 'Invalid value';
      throw new AppError('VALIDATION', message, { [key]: message });
    }
    const { photo, created } = await addPhoto(ctx, identity, params.id, fields.data, part.file, part.filename);
    reply.code(created ? 201 : 200);
    return photo;
  });

  serveEndpoint(app, ctx.guard, E.captionPhoto, ({ identity, params, body }) => captionPhoto(ctx, identity, params.id, params.photoId, body));

  serveEndpoint(app, ctx.guard, E.deletePhoto, async ({ identity, params }) => {
    await deletePhoto(ctx, identity, params.id, params.photoId);
    return null;
  });

  serveEndpoint(app, ctx.guard, E.submit, ({ identity, params, body }) => submitInspection(ctx, identity, params.id, body));

  serveEndpoint(app, ctx.guard, E.reopen, ({ identity, params, body }) => reopenInspection(ctx, identity, params.id, body));
}
