import { z } from 'zod';
import { UPLOAD_KINDS } from './documents.ts';
import { endpoint } from './endpoints.ts';
import {
  ApplyExtractionBodySchema,
  ApplyExtractionResultSchema,
  ConfirmExtractionBodySchema,
  CreateExtractionBodySchema,
  EXTRACTION_MAX_PAGES,
  ExtractionListSchema,
  ExtractionSchema,
} from './extractions.ts';

/** The krooki extractor: read a krooki, deed plan or title into proposed fields; confirm; use them. */
const tag = 'extractions';
const source = UPLOAD_KINDS.extractionSource;
const IdParams = z.object({ id: z.uuid() });
const PageParams = z.object({ id: z.uuid(), page: z.coerce.number().int().min(1).max(EXTRACTION_MAX_PAGES) });

export const EXTRACTION_ENDPOINTS = {
  upload: endpoint({
    method: 'POST',
    path: '/api/extractions',
    access: 'signed-in',
    body: 'multipart',
    response: ExtractionSchema,
    status: 201,
    tag,
    summary: 'Upload a krooki, deed plan or title and start reading it (anyone signed in)',
    description: `multipart/form-data with one \`file\`: PDF, JPEG or PNG by content, up to ${source.maxBytes / 1024 / 1024} MB (413 larger, 415 another type). The reading runs as a background job; poll GET /api/extractions/:id.`,
  }),
  fromDocument: endpoint({
    method: 'POST',
    path: '/api/extractions/from-document',
    access: 'signed-in',
    body: CreateExtractionBodySchema,
    response: ExtractionSchema,
    status: 201,
    tag,
    summary: 'Start reading a document already uploaded (a request document the caller can see, or their own extractor upload)',
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/extractions',
    access: 'signed-in',
    response: ExtractionListSchema,
    tag,
    summary: "The caller's extractions, newest first",
  }),
  extraction: endpoint({
    method: 'GET',
    path: '/api/extractions/:id',
    access: 'signed-in',
    params: IdParams,
    response: ExtractionSchema,
    tag,
    summary: 'An extraction: status, progress, pages and proposed fields (who ran it, admins)',
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/extractions/:id/pages/:page',
    access: 'signed-in',
    params: PageParams,
    response: 'file',
    tag,
    summary: "A page of the extraction's document as PNG, at the scale of the fields' boxes",
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/extractions/:id/confirm',
    access: 'signed-in',
    params: IdParams,
    body: ConfirmExtractionBodySchema,
    response: ExtractionSchema,
    tag,
    summary: 'Confirm the (corrected) fields; audited',
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/extractions/:id/apply',
    access: 'signed-in',
    params: IdParams,
    body: ApplyExtractionBodySchema,
    response: ApplyExtractionResultSchema,
    tag,
    summary: "Apply the confirmed fields to a request's property (admins; the assigned valuer; the requester while pending); audited",
  }),
};
