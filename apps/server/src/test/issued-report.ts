import { reportFiles } from '#db/schema/report-files.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { reportReviews } from '#db/schema/report-reviews.table.ts';
import { reportTemplateVersions } from '#db/schema/report-template-versions.table.ts';
import { reportVersions } from '#db/schema/report-versions.table.ts';
import { reports } from '#db/schema/reports.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- test data of the reports area's PDF, which its front door does not ship
import { sampleReportContent } from '../modules/reports/pdf/report-pdf.fixture.ts';
import { newVerifyCode } from '../modules/reports/index.ts';
import type { App } from '../app.ts';
import type { Actor } from './test-app.ts';

/**
 * An approved report as the approval leaves it, without photos: the request completed,
 * submission 1 frozen and approved, its delivery row 'rendering' with a verification code.
 * For tests of what is printed on or answered about an issued report.
 */
export async function approvedReportWithoutPhotos(app: App, people: { client: Actor; agent: Actor; admin: Actor }) {
  const db = app.ctx.db;
  const [property] = await db
    .insert(properties)
    .values({ title: 'Maisonette, Lavington', lrNumber: '209/777/1', county: 'Nairobi', town: 'Lavington', ownerId: people.client.profileId })
    .returning();
  const [request] = await db
    .insert(valuationRequests)
    .values({ propertyId: property?.id, requesterId: people.client.profileId, assignedAgentId: people.agent.profileId, status: 'completed', purpose: 'mortgage' })
    .returning();
  const requestId = request?.id ?? '';
  const { reportId, verifyCode } = await insertApprovedReport(app, requestId, people, { market: 12_500_000, forcedSale: 9_375_000 });
  return { reportId, requestId, verifyCode };
}

/**
 * An approved report on an existing request, stating these values: submission 1 frozen and
 * approved by the admin, its delivery row 'rendering'. The request's status is the caller's.
 */
export async function insertApprovedReport(
  app: App,
  requestId: string,
  people: { agent: Actor; admin: Actor },
  values: { market: number; forcedSale: number | null },
) {
  const db = app.ctx.db;
  const content = sampleReportContent({ photos: 0 });
  const [template] = await db.select({ id: reportTemplateVersions.id }).from(reportTemplateVersions).limit(1);
  const [report] = await db
    .insert(reports)
    .values({ requestId, templateVersionId: template?.id ?? '', authorId: people.agent.profileId, status: 'approved', version: 3, content })
    .returning();
  const reportId = report?.id ?? '';
  await db.insert(reportVersions).values({ reportId, n: 1, content, marketValue: values.market, forcedSaleValue: values.forcedSale, insuranceValue: null, sha256: 'frozen', submittedBy: people.agent.profileId });
  await db.insert(reportReviews).values({ reportId, n: 1, reviewerId: people.admin.profileId, decision: 'approved' });
  const verifyCode = newVerifyCode();
  await db.insert(reportFiles).values({ reportId, n: 1, verifyCode, state: 'rendering' });
  return { reportId, verifyCode };
}
