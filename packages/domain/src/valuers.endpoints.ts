import { UPLOAD_KINDS } from './documents.ts';
import { endpoint } from './endpoints.ts';
import { UpdateValuerProfileBodySchema, ValuerProfileSchema } from './reports.ts';

/** A valuer's own details printed on their reports: VRB number and signature (admins have them too: they may sign; clients 403). */
const tag = 'reports';
const signature = UPLOAD_KINDS.signature;

export const VALUER_ENDPOINTS = {
  profile: endpoint({
    method: 'GET',
    path: '/api/me/valuer-profile',
    access: 'workspace:enter',
    response: ValuerProfileSchema,
    tag,
    summary: 'The caller’s valuer details printed on their reports: VRB number, signature',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/me/valuer-profile',
    access: 'workspace:enter',
    body: UpdateValuerProfileBodySchema,
    response: ValuerProfileSchema,
    tag,
    summary: 'Set the caller’s VRB registration number (audited)',
  }),
  uploadSignature: endpoint({
    method: 'PUT',
    path: '/api/me/valuer-profile/signature',
    access: 'workspace:enter',
    body: 'multipart',
    response: ValuerProfileSchema,
    tag,
    summary: 'Replace the caller’s signature image',
    description: `multipart/form-data with one \`file\`: PNG or JPEG by content, at most ${signature.maxBytes / 1024 / 1024} MB (413 when larger, 415 for another type). Stored re-encoded as PNG.`,
  }),
  signature: endpoint({
    method: 'GET',
    path: '/api/me/valuer-profile/signature',
    access: 'workspace:enter',
    response: 'file',
    tag,
    summary: 'The caller’s signature image (PNG; 404 when none)',
  }),
};
