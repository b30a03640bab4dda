import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { UPLOAD_KINDS } from '@thamani/domain/documents';
import type { FirmSettings } from '@thamani/domain/firm';
import { readFirm } from '../../modules/firm/index.ts';
import { multipartBody, tinyPng } from '#test/multipart.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { saveUpload } from './save-upload.ts';

const t = useTestApp({ actors: { admin: { role: 'admin' } } });
const { admin } = t.actors;

describe('releasing the bytes of a failed upload', () => {
  it('keeps bytes the firm’s logo still uses (the logo has no documents row)', async () => {
    const { payload, headers } = multipartBody({}, { filename: 'logo.png', contentType: 'image/png', content: tinyPng() });
    const uploaded = await t.app.inject({ method: 'PUT', url: '/api/admin/firm/logo', headers: { ...headers, cookie: admin.cookie }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logo = (await readFirm(t.app.ctx.db, t.app.ctx.settings.firm)).logo;
    expect(logo).not.toBeNull();
    const key = logo?.storageKey ?? '';
    const bytes = await buffer(await t.app.ctx.storage.get(key));

    // The same bytes uploaded as a request document, whose row then fails to be written.
    await expect(
      saveUpload(t.app.ctx, Readable.from([bytes]), UPLOAD_KINDS.requestDocument, () => Promise.reject(new Error('the row could not be written'))),
    ).rejects.toThrow('the row could not be written');

    expect(await t.app.ctx.storage.has(key)).toBe(true);
    const logoUrl = uploaded.json<FirmSettings>().logoUrl ?? '';
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(200);
  });

  it('still deletes bytes nothing uses', async () => {
    const orphan = Buffer.concat([tinyPng(), Buffer.from('unused trailer')]);
    await expect(saveUpload(t.app.ctx, Readable.from([orphan]), UPLOAD_KINDS.requestDocument, () => Promise.reject(new Error('no row')))).rejects.toThrow('no row');
    const orphanKey = createHash('sha256').update(orphan).digest('hex');
    expect(await t.app.ctx.storage.has(orphanKey)).toBe(false);
  });
});
