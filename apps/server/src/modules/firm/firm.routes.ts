import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FIRM_LOGO_MAX_BYTES, FirmSettingsSchema, UpdateFirmSettingsSchema } from '@thamani/domain/firm';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { readFilePart } from '#platform/storage/multipart.ts';
import { FIRM_LOGO_URL } from './firm.read.ts';
import { getFirmSettings, openFirmLogo, removeFirmLogo, saveFirmLogo, updateFirmSettings } from './firm.service.ts';

/** The firm's details (admins) and its logo (anyone: e-mails and /verify show it). */
export function registerFirmRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = AUTH_SECURITY;
  const tags = ['firm'];
  const firmManagers = { preHandler: ctx.guard.requirePermission('firm:manage') };

  r.get(
    '/api/admin/firm',
    { ...firmManagers, schema: { tags, summary: 'The firm’s details printed on reports, signed under e-mails and shown on /verify (admins)', security, response: { 200: FirmSettingsSchema } } },
    async (request) => getFirmSettings(ctx, getIdentity(request)),
  );

  r.put(
    '/api/admin/firm',
    {
      ...firmManagers,
      schema: {
        tags,
        summary: 'Change the firm’s details (admins; audited with what changed). The next PDF shows them; issued PDFs keep their bytes.',
        security,
        body: UpdateFirmSettingsSchema,
        response: { 200: FirmSettingsSchema },
      },
    },
    async (request) => updateFirmSettings(ctx, getIdentity(request), request.body),
  );

  r.put(
    '/api/admin/firm/logo',
    {
      ...firmManagers,
      schema: {
        tags,
        summary: 'Replace the firm’s logo (admins; audited)',
        description: `multipart/form-data with one \`file\`: PNG or SVG by content, at most ${FIRM_LOGO_MAX_BYTES / 1024 / 1024} MB (413 when larger, 415 for another type). An SVG carrying scripts, event handlers, foreignObject or references to other files is refused (400).`,
        consumes: ['multipart/form-data'],
        security,
        response: { 200: FirmSettingsSchema },
      },
    },
    async (request) => {
      const identity = getIdentity(request);
      const part = await readFilePart(request, { maxBytes: FIRM_LOGO_MAX_BYTES, types: [] });
      return saveFirmLogo(ctx, identity, part.file, FIRM_LOGO_MAX_BYTES);
    },
  );

  r.delete(
    '/api/admin/firm/logo',
    { ...firmManagers, schema: { tags, summary: 'Remove the firm’s logo (admins; audited)', security, response: { 200: FirmSettingsSchema } } },
    async (request) => removeFirmLogo(ctx, getIdentity(request)),
  );

  r.get(FIRM_LOGO_URL, { schema: { tags, summary: 'Public: the firm’s logo (PNG or SVG; 404 when there is none)' } }, async (_request, reply) => {
    const logo = await openFirmLogo(ctx);
    return reply
      .header('content-type', logo.contentType)
      .header('content-length', logo.bytes.length)
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own runs nothing and loads nothing, whatever it holds.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'public, max-age=300')
      .send(logo.bytes);
  });
}
