import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@thamani/domain/app-error';
import {
  DocumentListSchema,
  DocumentSchema,
  REQUEST_DOCUMENT_CATEGORIES,
  RequestDocumentCategorySchema,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
} from '@thamani/domain/documents';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { readFilePart } from '#platform/storage/multipart.ts';
import { addRequestDocument, assertCanAttach, documentPage, listRequestDocuments, openDocument } from './documents.service.ts';

const IdParams = z.object({ id: z.uuid() });
const PageParams = z.object({ id: z.uuid(), page: z.coerce.number().int().min(1).max(10_000) });
const ContentQuery = z.object({ inline: z.enum(['0', '1']).optional() });

/** RFC 6266/5987: an ASCII fallback plus the exact UTF-8 name; nothing that could end the header. */
export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['documents'];
  const signedIn = { preHandler: ctx.guard.authenticate };
  const kind = UPLOAD_KINDS.requestDocument;

  r.post(
    '/api/requests/:id/documents',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Attach a document to a request (the requester, the assigned agent, an admin)',
        description:
          `multipart/form-data: a \`category\` field (${REQUEST_DOCUMENT_CATEGORIES.join(', ')}) before one \`file\`. ` +
          `PDF, JPEG or PNG by content, at most ${kind.maxBytes / 1024 / 1024} MB: 413 when larger, 415 for another type. ` +
          'Images are re-encoded without metadata; their GPS position and capture time are kept on the document.',
        consumes: ['multipart/form-data'],
        security,
        params: IdParams,
        response: { 201: DocumentSchema },
      },
    },
    async (request, reply) => {
      const identity = getIdentity(request);
      // Refuse before reading a byte of the file.
      await assertCanAttach(ctx.db, identity, request.params.id);
      const part = await readFilePart(request, kind);
      const category = RequestDocumentCategorySchema.safeParse(part.fields.category);
      if (!category.success) {
        part.file.resume();
        throw new AppError('VALIDATION', UPLOAD_MESSAGES.category, { category: UPLOAD_MESSAGES.category });
      }
      const doc = await addRequestDocument(ctx, identity, request.params.id, { category: category.data, filename: part.filename, file: part.file });
      return reply.status(201).send(doc);
    },
  );

  r.get(
    '/api/requests/:id/documents',
    {
      ...signedIn,
      schema: { tags, summary: "A request's documents, oldest first (its requester, assigned agent and admins; 404 for anyone else)", security, params: IdParams, response: { 200: DocumentListSchema } },
    },
    async (request) => listRequestDocuments(ctx.db, getIdentity(request), request.params.id),
  );

  r.get(
    '/api/documents/:id/content',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A document's bytes (its request's requester, assigned agent and admins; 404 otherwise)",
        description:
          'Content-Type as sniffed at upload, Content-Disposition attachment with the UTF-8 file name (inline with `?inline=1`, ' +
          'for the sniffed PDF and image types only, in a CSP sandbox), X-Content-Type-Options nosniff, Cache-Control private.',
        security,
        params: IdParams,
        querystring: ContentQuery,
      },
    },
    async (request, reply) => {
      const { info, content } = await openDocument(ctx, getIdentity(request), request.params.id);
      // Every stored type was decided from the bytes; still, only those a browser shows safely go inline.
      const inline = request.query.inline === '1' && (info.contentType === 'application/pdf' || info.contentType.startsWith('image/'));
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
    },
  );

  r.get(
    '/api/documents/:id/pages/:page',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One page of a document as an image, for previews (same access as its content)',
        description:
          'A PDF page drawn as image/jpeg at 1.5× its size in points (in worker threads, kept in a memory cache, the next two pages drawn ahead); an image document has one page, the stored image itself ' +
          '(re-encoded, without metadata). 404 for a page past the last. Cache-Control private.',
        security,
        params: PageParams,
      },
    },
    async (request, reply) => {
      const page = await documentPage(ctx, getIdentity(request), request.params.id, request.params.page);
      return reply
        .header('content-type', page.contentType)
        .header('content-length', page.bytes.length)
        .header('x-content-type-options', 'nosniff')
        // The bytes behind a document id never change; only who may see them can.
        .header('cache-control', 'private, max-age=3600')
        .send(page.bytes);
    },
  );
}
