import { endpoint } from './endpoints.ts';
import { FIRM_LOGO_MAX_BYTES, FirmSettingsSchema, UpdateFirmSettingsSchema } from './firm.ts';

/** The firm's details (admins) and its logo (anyone: e-mails and /verify show it). */
const tag = 'firm';

export const FIRM_ENDPOINTS = {
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/firm',
    access: 'firm:manage',
    response: FirmSettingsSchema,
    tag,
    summary: 'The firm’s details printed on reports, signed under e-mails and shown on /verify (admins)',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/firm',
    access: 'firm:manage',
    body: UpdateFirmSettingsSchema,
    response: FirmSettingsSchema,
    tag,
    summary: 'Change the firm’s details (admins; audited with what changed). The next PDF shows them; issued PDFs keep their bytes.',
  }),
  uploadLogo: endpoint({
    method: 'PUT',
    path: '/api/admin/firm/logo',
    access: 'firm:manage',
    body: 'multipart',
    response: FirmSettingsSchema,
    tag,
    summary: 'Replace the firm’s logo (admins; audited)',
    description: `multipart/form-data with one \`file\`: PNG or SVG by content, at most ${FIRM_LOGO_MAX_BYTES / 1024 / 1024} MB (413 when larger, 415 for another type). An SVG carrying scripts, event handlers, foreignObject or references to other files is refused (400).`,
  }),
  removeLogo: endpoint({
    method: 'DELETE',
    path: '/api/admin/firm/logo',
    access: 'firm:manage',
    response: FirmSettingsSchema,
    tag,
    summary: 'Remove the firm’s logo (admins; audited)',
  }),
  logo: endpoint({
    method: 'GET',
    path: '/api/firm/logo',
    access: 'public',
    response: 'file',
    tag,
    summary: 'Public: the firm’s logo (PNG or SVG; 404 when there is none)',
  }),
};
