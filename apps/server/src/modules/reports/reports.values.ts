import { and, desc, eq } from 'drizzle-orm';
import type { StatedValues } from '@thamani/domain/fees';
import type { Db } from '#db/client.ts';
import { reportVersions } from '#db/schema/report-versions.table.ts';
import { reports } from '#db/schema/reports.table.ts';

/** The values the approved report of a request states (its last submission, the one approved); null before approval. */
export async function approvedValuesOfRequest(db: Db, requestId: string): Promise<StatedValues | null> {
  const [row] = await db
    .select({
      market: reportVersions.marketValue,
      forcedSale: reportVersions.forcedSaleValue,
      insurance: reportVersions.insuranceValue,
    })
    .from(reportVersions)
    .innerJoin(reports, eq(reports.id, reportVersions.reportId))
    .where(and(eq(reports.requestId, requestId), eq(reports.status, 'approved')))
    .orderBy(desc(reportVersions.n))
    .limit(1);
  return row ?? null;
}
