import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIRM_MESSAGES as M, type FirmSettings, type UpdateFirmSettingsInput } from '@thamani/domain/firm';
import type { VerifyResponse } from '@thamani/domain/reports';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { firmSettings } from '#db/schema/firm-settings.table.ts';
import { linkMail } from '#platform/mail.ts';
import { readFirm } from './firm.read.ts';
import { approvedReportWithoutPhotos } from '#test/issued-report.ts';
import { multipartBody, tinyJpeg, tinyPng } from '#test/multipart.ts';
import { call, waitForMail, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp({
  actors: { client: { role: 'user' }, agent: { role: 'agent' }, admin: { role: 'admin', name: 'Achieng Odhiambo' } },
});
const { client, agent, admin } = t.actors;

const EDIT: UpdateFirmSettingsInput = {
  name: 'Mwangi & Partners <Valuers> Ltd',
  companyRegistration: 'PVT-AB12CD3',
  vrbFirmNumber: 'VRB/F/0042',
  kraPin: 'p051234567q',
  vatRegistration: null,
  postalAddress: 'P.O. Box 12345-00100, Nairobi',
  physicalAddress: 'Mayfair Centre, Ralph Bunche Road, Nairobi',
  phone: '0712 345 678',
  email: 'office@mwangi.co.ke',
  website: 'https://mwangi.co.ke',
  fsvBand: { min: 0.65, max: 0.8 },
  minComparables: 3,
  signatory: { name: 'Jane Mwangi', title: 'Managing Director' },
};

const put = (actor: Actor | null, body: unknown) => call(t.app, actor, 'PUT', '/api/admin/firm', body);

function uploadLogo(actor: Actor | null, file: { filename: string; contentType: string; content: Buffer }) {
  const { payload, headers } = multipartBody({}, file);
  return t.app.inject({ method: 'PUT', url: '/api/admin/firm/logo', headers: { ...headers, ...(actor ? { cookie: actor.cookie } : {}) }, payload });
}

async function lastAudit(action: 'firm_settings_updated' | 'firm_logo_updated' | 'firm_logo_removed') {
  const [row] = await t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.actionType, action)).orderBy(desc(auditLogs.createdAt)).limit(1);
  return row;
}

describe('the firm’s details', () => {
  it('start from the environment’s defaults in a new database, then are the admin’s to edit', async () => {
    const first = await call(t.app, admin, 'GET', '/api/admin/firm');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<FirmSettings>()).toMatchObject({ name: 'Thamani Valuers Ltd', physicalAddress: 'Nairobi, Kenya', kraPin: null, fsvBand: { min: 0.7, max: 0.85 }, logoUrl: null });

    const saved = await put(admin, EDIT);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<FirmSettings>()).toMatchObject({ name: EDIT.name, kraPin: 'P051234567Q', phone: '+254712345678', signatory: { name: 'Jane Mwangi' } });
    expect((await call(t.app, admin, 'GET', '/api/admin/firm')).json<FirmSettings>()).toMatchObject({ vrbFirmNumber: 'VRB/F/0042', fsvBand: { min: 0.65, max: 0.8 } });

    // The audit names what changed, before and after, and nothing else.
    const audit = await lastAudit('firm_settings_updated');
    expect(audit?.userId).toBe(admin.userId);
    const changes = (audit?.details as { changes: Record<string, { from: unknown; to: unknown }> }).changes;
    expect(changes.name).toEqual({ from: 'Thamani Valuers Ltd', to: EDIT.name });
    expect(changes.kraPin).toEqual({ from: null, to: 'P051234567Q' });
    expect(changes.fsvBand).toEqual({ from: { min: 0.7, max: 0.85 }, to: { min: 0.65, max: 0.8 } });
    expect(changes).not.toHaveProperty('vatRegistration');

    // The environment only fills an empty table: a later start with other FIRM_* values keeps the admin's edits.
    expect((await readFirm(t.app.ctx.db, { ...t.app.ctx.settings.firm, name: 'Another Firm From Env' })).name).toBe(EDIT.name);
    expect(await t.app.ctx.db.select({ id: firmSettings.id }).from(firmSettings)).toEqual([{ id: 1 }]);

    // Saving the same again changes nothing and audits nothing.
    const audits = await t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.actionType, 'firm_settings_updated'));
    expect((await put(admin, EDIT)).statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.actionType, 'firm_settings_updated'))).toHaveLength(audits.length);
  });

  it('refuses malformed details field by field, and changes nothing', async () => {
    const before = (await call(t.app, admin, 'GET', '/api/admin/firm')).json<FirmSettings>();
    const res = await put(admin, { ...EDIT, name: 'Another name', kraPin: '12345', fsvBand: { min: 0.9, max: 0.8 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { kraPin: M.kraPin } });
    expect((await call(t.app, admin, 'GET', '/api/admin/firm')).json<FirmSettings>()).toEqual(before);
  });

  it('keep the fewest comparable sales a comparison valuation needs: 0 to 20, audited', async () => {
    expect((await call(t.app, admin, 'GET', '/api/admin/firm')).json<FirmSettings>().minComparables).toBe(3);
    for (const wrong of [-1, 21, 2.5, '4']) {
      const res = await put(admin, { ...EDIT, minComparables: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { minComparables: M.minComparables } });
    }
    const saved = await put(admin, { ...EDIT, minComparables: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<FirmSettings>().minComparables).toBe(5);
    const changes = ((await lastAudit('firm_settings_updated'))?.details as { changes: Record<string, unknown> }).changes;
    expect(changes.minComparables).toEqual({ from: 3, to: 5 });
    expect((await put(admin, EDIT)).statusCode).toBe(200);
  });

  it('are the admins’ only: 401 signed out, 403 for clients and valuers', async () => {
    expect((await call(t.app, null, 'GET', '/api/admin/firm')).statusCode).toBe(401);
    for (const actor of [client, agent]) {
      expect((await call(t.app, actor, 'GET', '/api/admin/firm')).statusCode).toBe(403);
      expect((await put(actor, EDIT)).statusCode).toBe(403);
      expect((await uploadLogo(actor, { filename: 'logo.png', contentType: 'image/png', content: tinyPng() })).statusCode).toBe(403);
    }
  });

  it('take a PNG or SVG logo by its bytes, serve it to anyone, and refuse anything else', async () => {
    const png = await uploadLogo(admin, { filename: 'logo.jpg', contentType: 'image/jpeg', content: tinyPng() });
    expect(png.statusCode, png.body).toBe(200);
    const logoUrl = png.json<FirmSettings>().logoUrl ?? '';
    expect(logoUrl).toMatch(/^\/api\/firm\/logo\?v=/);
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await lastAudit('firm_logo_updated'))?.details).toMatchObject({ content_type: 'image/png' });

    const jpeg = await uploadLogo(admin, { filename: 'logo.png', contentType: 'image/png', content: tinyJpeg() });
    expect(jpeg.statusCode).toBe(415);
    expect(jpeg.json()).toMatchObject({ message: M.logoType });
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="5" height="5"/></svg>');
    const unsafe = await uploadLogo(admin, { filename: 'logo.svg', contentType: 'image/svg+xml', content: script });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json()).toMatchObject({ message: M.logoUnsafe });
    expect((await uploadLogo(admin, { filename: 'big.png', contentType: 'image/png', content: Buffer.concat([tinyPng(), Buffer.alloc(1024 * 1024)]) })).statusCode).toBe(413);
    // The refused uploads left the logo as it was.
    expect((await call(t.app, admin, 'GET', '/api/admin/firm')).json<FirmSettings>().logoUrl).toBe(logoUrl);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0a5"/></svg>');
    const saved = await uploadLogo(admin, { filename: 'logo', contentType: 'application/octet-stream', content: svg });
    expect(saved.statusCode, saved.body).toBe(200);
    const asSvg = await t.app.inject({ method: 'GET', url: saved.json<FirmSettings>().logoUrl ?? '' });
    expect(asSvg.headers['content-type']).toBe('image/svg+xml');
    expect(asSvg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(asSvg.rawPayload.equals(svg)).toBe(true);

    const removed = await call(t.app, admin, 'DELETE', '/api/admin/firm/logo');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<FirmSettings>().logoUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/firm/logo' })).statusCode).toBe(404);
    expect(await lastAudit('firm_logo_removed')).toBeDefined();
  });

  it('sign every e-mail with the firm’s name and contacts as they are now, escaped in the HTML', async () => {
    expect((await put(admin, EDIT)).statusCode).toBe(200);
    await t.app.ctx.sendMail(linkMail(client.email, 'Your report is ready', 'Your valuation report is ready.', 'Open', 'https://thamani.test/x'));
    const [mail] = await waitForMail(t.app, client.email);
    expect(mail?.text).toContain('— Mwangi & Partners <Valuers> Ltd\nMayfair Centre, Ralph Bunche Road, Nairobi\nP.O. Box 12345-00100, Nairobi\nTel. +254 712 345 678\noffice@mwangi.co.ke\nhttps://mwangi.co.ke');
    expect(mail?.html).toContain('— Mwangi &amp; Partners &lt;Valuers&gt; Ltd<br>');
    expect(mail?.html).not.toContain('<Valuers>');
    expect(mail?.text).not.toContain('— Thamani');
    expect(mail?.html).not.toContain('<img');

    // With a logo, the HTML shows it above the sign-off, from the public address.
    const logo = await uploadLogo(admin, { filename: 'logo.png', contentType: 'image/png', content: tinyPng() });
    const logoUrl = logo.json<FirmSettings>().logoUrl ?? '';
    await t.app.ctx.sendMail(linkMail(client.email, 'Your visit is booked', 'Your site visit is booked.', 'Open', 'https://thamani.test/y'));
    const mails = await waitForMail(t.app, client.email, 2);
    const signed = mails.find((m) => m.subject === 'Your visit is booked');
    expect(signed?.html).toContain(`<img src="${t.app.ctx.settings.publicUrl}${logoUrl}" alt="Mwangi &amp; Partners &lt;Valuers&gt; Ltd" height="40">`);
  });

  it('are shown on /verify: the firm’s VRB number and how to reach it', async () => {
    expect((await put(admin, EDIT)).statusCode).toBe(200);
    const { verifyCode } = await approvedReportWithoutPhotos(t.app, { client, agent, admin });
    const res = await t.app.inject({ method: 'GET', url: `/api/verify/${verifyCode}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<VerifyResponse>().firmContact).toEqual({
      name: EDIT.name,
      vrbFirmNumber: 'VRB/F/0042',
      physicalAddress: EDIT.physicalAddress,
      postalAddress: EDIT.postalAddress,
      phone: '+254712345678',
      email: 'office@mwangi.co.ke',
      website: 'https://mwangi.co.ke',
      logoUrl: expect.stringMatching(/^\/api\/firm\/logo\?v=[0-9a-f]{16}$/),
    });
  });
});
