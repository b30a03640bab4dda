import type { FastifyInstance } from 'fastify';
import { FIRM_LOGO_MAX_BYTES } from '@thamani/domain/firm';
import { FIRM_ENDPOINTS as E } from '@thamani/domain/firm.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { readFilePart } from '#platform/storage/multipart.ts';
import { getFirmSettings, openFirmLogo, removeFirmLogo, saveFirmLogo, updateFirmSettings } from './firm.service.ts';

/** The firm's details (admins) and its logo (anyone: e-mails and /verify show it): FIRM_ENDPOINTS. */
export function registerFirmRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.settings, ({ identity }) => getFirmSettings(ctx, identity));

  serveEndpoint(app, ctx.guard, E.update, ({ identity, body }) => updateFirmSettings(ctx, identity, body));

  serveEndpoint(app, ctx.guard, E.uploadLogo, async ({ identity, request }) => {
    const part = await readFilePart(request, { maxBytes: FIRM_LOGO_MAX_BYTES, types: [] });
    return saveFirmLogo(ctx, identity, part.file, FIRM_LOGO_MAX_BYTES);
  });

  serveEndpoint(app, ctx.guard, E.removeLogo, ({ identity }) => removeFirmLogo(ctx, identity));

  serveEndpoint(app, ctx.guard, E.logo, async ({ reply }) => {
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
