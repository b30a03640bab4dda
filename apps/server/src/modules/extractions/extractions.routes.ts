import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_KINDS } from '@thamani/domain/documents';
import {
  ApplyExtractionBodySchema,
  ApplyExtractionResultSchema,
  ConfirmExtractionBodySchema,
  CreateExtractionBodySchema,
  EXTRACTION_MAX_PAGES,
  ExtractionListSchema,
  ExtractionSchema,
} from '@thamani/domain/extractions';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
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

const IdParams = z.object({ id: z.uuid() });
const PageParams = z.object({ id: z.uuid(), page: z.coerce.number().int().min(1).max(EXTRACTION_MAX_PAGES) });

/** The krooki extractor: read a krooki, deed plan or title into proposed fields; confirm; use them. */
export function registerExtractionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['extractions'];
  const signedIn = { preHandler: ctx.guard.authenticate };
  const kind = UPLOAD_KINDS.extractionSource;

  r.post(
    '/api/extractions',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Upload a krooki, deed plan or title and start reading it (anyone signed in)',
        description: `multipart/form-data with one \`file\`: PDF, JPEG or PNG by content, up to ${kind.maxBytes / 1024 / 1024} MB (413 larger, 415 another type). The reading runs as a background job; poll GET /api/extractions/:id.`,
        consumes: ['multipart/form-data'],
        security,
        response: { 201: ExtractionSchema },
      },
    },
    async (request, reply) => {
      const part = await readFilePart(request, kind);
      return reply.status(201).send(await extractFromUpload(ctx, getIdentity(request), { filename: part.filename, file: part.file }));
    },
  );

  r.post(
    '/api/extractions/from-document',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Start reading a document already uploaded (a request document the caller can see, or their own extractor upload)',
        security,
        body: CreateExtractionBodySchema,
        response: { 201: ExtractionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await extractFromDocument(ctx, getIdentity(request), request.body.documentId)),
  );

  r.get(
    '/api/extractions',
    { ...signedIn, schema: { tags, summary: "The caller's extractions, newest first", security, response: { 200: ExtractionListSchema } } },
    async (request) => listMyExtractions(ctx.db, getIdentity(request)),
  );

  r.get(
    '/api/extractions/:id',
    {
      ...signedIn,
      schema: { tags, summary: 'An extraction: status, progress, pages and proposed fields (who ran it, admins)', security, params: IdParams, response: { 200: ExtractionSchema } },
    },
    async (request) => getExtraction(ctx.db, getIdentity(request), request.params.id),
  );

  r.get(
    '/api/extractions/:id/pages/:page',
    {
      ...signedIn,
      schema: { tags, summary: "A page of the extraction's document as PNG, at the scale of the fields' boxes", security, params: PageParams },
    },
    async (request, reply) => {
      const png = await renderExtractionPage(ctx, getIdentity(request), request.params.id, request.params.page);
      return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff').send(png);
    },
  );

  r.post(
    '/api/extractions/:id/confirm',
    {
      ...signedIn,
      schema: { tags, summary: 'Confirm the (corrected) fields; audited', security, params: IdParams, body: ConfirmExtractionBodySchema, response: { 200: ExtractionSchema } },
    },
    async (request) => confirmExtraction(ctx, getIdentity(request), request.params.id, request.body.fields),
  );

  r.post(
    '/api/extractions/:id/apply',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Apply the confirmed fields to a request's property (admins; the assigned valuer; the requester while pending); audited",
        security,
        params: IdParams,
        body: ApplyExtractionBodySchema,
        response: { 200: ApplyExtractionResultSchema },
      },
    },
    async (request) => applyExtraction(ctx, getIdentity(request), request.params.id, request.body.requestId),
  );
}
