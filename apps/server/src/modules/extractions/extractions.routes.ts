import type { FastifyInstance } from 'fastify';
import { UPLOAD_KINDS } from '@thamani/domain/documents';
import { EXTRACTION_ENDPOINTS as E } from '@thamani/domain/extractions.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { readFilePart } from '#platform/storage/multipart.ts';
import {
  applyExtraction,
  confirmExtraction,
  extractFromDocument,
  extractFromUpload,
  getExtraction,
  listMyExtractions,
  renderExtractionPage,
} from './extractions.service.ts';

/** The krooki extractor (EXTRACTION_ENDPOINTS): read a krooki, deed plan or title into proposed fields; confirm; use them. */
export function registerExtractionRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.upload, async ({ identity, request }) => {
    const part = await readFilePart(request, UPLOAD_KINDS.extractionSource);
    return extractFromUpload(ctx, identity, { filename: part.filename, file: part.file });
  });

  serveEndpoint(app, ctx.guard, E.fromDocument, ({ identity, body }) => extractFromDocument(ctx, identity, body.documentId));

  serveEndpoint(app, ctx.guard, E.mine, ({ identity }) => listMyExtractions(ctx.db, identity));

  serveEndpoint(app, ctx.guard, E.extraction, ({ identity, params }) => getExtraction(ctx.db, identity, params.id));

  serveEndpoint(app, ctx.guard, E.page, async ({ identity, params, reply }) => {
    const png = await renderExtractionPage(ctx, identity, params.id, params.page);
    return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff').send(png);
  });

  serveEndpoint(app, ctx.guard, E.confirm, ({ identity, params, body }) => confirmExtraction(ctx, identity, params.id, body.fields));

  serveEndpoint(app, ctx.guard, E.apply, ({ identity, params, body }) => applyExtraction(ctx, identity, params.id, body.requestId));
}
