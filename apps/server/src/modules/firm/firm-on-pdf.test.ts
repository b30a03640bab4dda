import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UpdateFirmSettingsInput } from '@thamani/domain/firm';
import { reportFiles } from '#db/schema/report-files.table.ts';
import { approvedReportWithoutPhotos } from '#test/issued-report.ts';
import { multipartBody } from '#test/multipart.ts';
import { call } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { pdfPagesText } from '#test/pdf-text.ts';
import { runReportRender } from '../reports/index.ts';

const t = useTestApp({
  timeoutMs: 120_000,
  actors: { client: { role: 'user' }, agent: { role: 'agent' }, admin: { role: 'admin', name: 'Achieng Odhiambo' } },
});
const { client, admin } = t.actors;

const EDIT: UpdateFirmSettingsInput = {
  name: 'Mwangi Partners Valuers Ltd',
  companyRegistration: 'PVT-AB12CD3',
  vrbFirmNumber: 'VRB/F/0042',
  kraPin: 'P051234567Q',
  vatRegistration: '0123456X',
  postalAddress: 'P.O. Box 12345-00100, Nairobi',
  physicalAddress: 'Mayfair Centre, Ralph Bunche Road, Nairobi',
  phone: '0712 345 678',
  email: 'office@mwangi.co.ke',
  website: 'https://mwangi.co.ke',
  fsvBand: { min: 0.65, max: 0.8 },
  minComparables: 3,
  signatory: { name: 'Jane Mwangi', title: 'Managing Director' },
};

const LOGO_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#0a6a4a"/><circle cx="50" cy="50" r="30" fill="#f5c542"/></svg>');

/** Issue a report's PDF as the approval job does, and download it as its client. */
async function issue() {
  const report = await approvedReportWithoutPhotos(t.app, t.actors);
  await runReportRender(t.app.ctx, { reportId: report.reportId, n: 1 }, { id: randomUUID(), reportProgress: async () => undefined });
  return { ...report, ...(await download(report.reportId)) };
}

async function download(reportId: string) {
  const res = await call(t.app, client, 'GET', `/api/reports/${reportId}/pdf`);
  expect(res.statusCode, res.body).toBe(200);
  const [file] = await t.app.ctx.db.select().from(reportFiles).where(eq(reportFiles.reportId, reportId));
  return { bytes: res.rawPayload, recorded: file?.sha256 ?? '' };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Images drawn in a PDF (each is one XObject of subtype Image). */
const imagesIn = (bytes: Buffer) => bytes.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0;

describe('the firm on the report PDF', () => {
  it('a change of the firm shows on the next PDF; an issued PDF keeps its bytes and its hash', async () => {
    const before = await issue();
    expect(sha256(before.bytes)).toBe(before.recorded);
    const beforeText = (await pdfPagesText(before.bytes)).join(' ');
    expect(beforeText).toContain('Thamani Valuers Ltd');
    expect(beforeText).not.toContain('Mwangi Partners');
    expect(imagesIn(before.bytes)).toBe(0);

    expect((await call(t.app, admin, 'PUT', '/api/admin/firm', EDIT)).statusCode).toBe(200);
    const { payload, headers } = multipartBody({}, { filename: 'logo.svg', contentType: 'image/svg+xml', content: LOGO_SVG });
    const logo = await t.app.inject({ method: 'PUT', url: '/api/admin/firm/logo', headers: { ...headers, cookie: admin.cookie }, payload });
    expect(logo.statusCode, logo.body).toBe(200);

    const again = await download(before.reportId);
    expect(again.bytes.equals(before.bytes)).toBe(true);
    expect(again.recorded).toBe(before.recorded);

    const after = await issue();
    expect(sha256(after.bytes)).toBe(after.recorded);
    if (process.env.DUMP_FIRM_PDF) { (await import('node:fs')).writeFileSync(process.env.DUMP_FIRM_PDF, after.bytes); }
    const pages = await pdfPagesText(after.bytes);
    const cover = pages[0] ?? '';
    for (const shown of [
      'Mwangi Partners Valuers Ltd',
      'Company Reg. No. PVT-AB12CD3',
      'VRB Firm Reg. No. VRB/F/0042',
      'KRA PIN P051234567Q',
      'VAT Reg. No. 0123456X',
      'Mayfair Centre, Ralph Bunche Road, Nairobi',
      'P.O. Box 12345-00100, Nairobi',
      'Tel. +254 712 345 678',
      'office@mwangi.co.ke',
      'https://mwangi.co.ke',
    ]) {
      expect(cover).toContain(shown);
    }
    for (const [i, page] of pages.entries()) {
      expect(page, `page ${i + 1}`).toContain('Mwangi Partners Valuers Ltd · VRB Firm Reg. No. VRB/F/0042');
      expect(page, `page ${i + 1}`).toContain(`Verification code ${after.verifyCode}`);
      expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`);
    }
    const all = pages.join(' ');
    expect(all).toContain('Jane Mwangi Managing Director For and on behalf of Mwangi Partners Valuers Ltd');
    expect(all).not.toContain('Thamani Valuers Ltd');
    // The logo (the SVG rasterised) is drawn on the cover.
    expect(imagesIn(after.bytes)).toBe(1);
  });
});
