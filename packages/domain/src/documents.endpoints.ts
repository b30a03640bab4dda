import { z } from 'zod';
import { DocumentListSchema, DocumentSchema, REQUEST_DOCUMENT_CATEGORIES, UPLOAD_KINDS } from './documents.ts';
import { endpoint } from './endpoints.ts';

/** A request's documents: attach, list, and each document's bytes and page images. */
const tag = 'documents';
const IdParams = z.object({ id: z.uuid() });
const PageParams = z.object({ id: z.uuid(), page: z.coerce.number().int().min(1).max(10_000) });
const ContentQuery = z.object({ inline: z.enum(['0', '1']).optional() });
const kind = UPLOAD_KINDS.requestDocument;

export const DOCUMENT_ENDPOINTS = {
  upload: endpoint({
    method: 'POST',
    path: '/api/requests/:id/documents',
    access: 'signed-in',
    params: IdParams,
    body: 'multipart',
    response: DocumentSchema,
    status: 201,
    tag,
    summary: 'Attach a document to a request (the requester, the assigned agent, an admin)',
    description:
      `multipart/form-data: a \`category\` field (${REQUEST_DOCUMENT_CATEGORIES.join(', ')}) before one \`file\`. ` +
      `PDF, JPEG or PNG by content, at most ${kind.maxBytes / 1024 / 1024} MB: 413 when larger, 415 for another type. ` +
      'Images are re-encoded without metadata; their GPS position and capture time are kept on the document.',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/requests/:id/documents',
    access: 'signed-in',
    params: IdParams,
    response: DocumentListSchema,
    tag,
    summary: "A request's documents, oldest first (its requester, assigned agent and admins; 404 for anyone else)",
  }),
  content: endpoint({
    method: 'GET',
    path: '/api/documents/:id/content',
    access: 'signed-in',
    params: IdParams,
    query: ContentQuery,
    response: 'file',
    tag,
    summary: "A document's bytes (its request's requester, assigned agent and admins; 404 otherwise)",
    description:
      'Content-Type as sniffed at upload, Content-Disposition attachment with the UTF-8 file name (inline with `?inline=1`, ' +
      'for the sniffed PDF and image types only, in a CSP sandbox), X-Content-Type-Options nosniff, Cache-Control private.',
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/documents/:id/pages/:page',
    access: 'signed-in',
    params: PageParams,
    response: 'file',
    tag,
    summary: 'One page of a document as an image, for previews (same access as its content)',
    description:
      'A PDF page drawn as image/jpeg at 1.5× its size in points (in worker threads, kept in a memory cache, the next two pages drawn ahead); an image document has one page, the stored image itself ' +
      '(re-encoded, without metadata). 404 for a page past the last. Cache-Control private.',
  }),
};
