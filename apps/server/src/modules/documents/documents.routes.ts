import type { FastifyInstance } from 'fastify';
import { AppError } from '@thamani/domain/app-error';
import { RequestDocumentCategorySchema, UPLOAD_KINDS, UPLOAD_MESSAGES } from '@thamani/domain/documents';
import { DOCUMENT_ENDPOINTS as E } from '@thamani/domain/documents.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { contentDisposition } from '#platform/http/content-disposition.ts';
import { readFilePart } from '#platform/storage/multipart.ts';
import { addRequestDocument, assertCanAttach, documentPage, listRequestDocuments, openDocument } from './documents.service.ts';

/** A request's documents and each document's bytes and pages (DOCUMENT_ENDPOINTS). */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.upload, async ({ identity, params, request }) => {
    // Refuse before reading a byte of the file.
    await assertCanAttach(ctx.db, identity, params.id);
    const part = await readFilePart(request, UPLOAD_KINDS.requestDocument);
    const category = RequestDocumentCategorySchema.safeParse(part.fields.category);
    if (!category.success) {
      part.file.resume();
      throw new AppError('VALIDATION', UPLOAD_MESSAGES.category, { category: UPLOAD_MESSAGES.category });
    }
    return addRequestDocument(ctx, identity, params.id, { category: category.data, filename: part.filename, file: part.file });
  });

  serveEndpoint(app, ctx.guard, E.list, ({ identity, params }) => listRequestDocuments(ctx.db, identity, params.id));

  serveEndpoint(app, ctx.guard, E.content, async ({ identity, params, query, reply }) => {
    const { info, content } = await openDocument(ctx, identity, params.id);
    // Every stored type was decided from the bytes; still, only those a browser shows safely go inline.
    const inline = query.inline === '1' && (info.contentType === 'application/pdf' || info.contentType.startsWith('image/'));
    if (inline) {
      reply.header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    }
    return reply
      .header('content-type', info.contentType)
      .header('content-length', info.size)
      .header('content-disposition', contentDisposition(info.filename, inline ? 'inline' : 'attachment'))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=0, must-revalidate')
      .send(content);
  });

  serveEndpoint(app, ctx.guard, E.page, async ({ identity, params, reply }) => {
    const page = await documentPage(ctx, identity, params.id, params.page);
    return reply
      .header('content-type', page.contentType)
      .header('content-length', page.bytes.length)
      .header('x-content-type-options', 'nosniff')
      // The bytes behind a document id never change; only who may see them can.
      .header('cache-control', 'private, max-age=3600')
      .send(page.bytes);
  });
}
