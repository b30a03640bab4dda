import { and, desc, eq, gt } from 'drizzle-orm';
import type { County } from '@thamani/domain/counties';
import type { PropertyType } from '@thamani/domain/estimate';
import type { MarketEvidenceSample } from '@thamani/domain/market-evidence';
import type { Db } from '#db/client.ts';
import { properties as p } from '#db/schema/properties.table.ts';
import { reportReviews as rr } from '#db/schema/report-reviews.table.ts';
import { reportVersions as rv } from '#db/schema/report-versions.table.ts';
import { reports as r } from '#db/schema/reports.table.ts';
import { ofFirm, valuationRequests as vr } from '../requests/index.ts';

/**
 * The approved valuations of one property type in one county that state a market value and a
 * size above zero: per property, only its latest approval (a property valued twice, or a report
 * approved after a revision, counts once, with the approved submission's value — not a draft's or
 * an earlier submission's). The size is the property's (`properties.size_sqm`, what the client
 * entered and the estimator asks for), the time that of the approval.
 *
 * One query; it walks every approval of the firm (its requests') and filters by the property's county and type.
 * An index for it on a large table (e.g. on properties (county, property_type)) is left for later.
 */
export async function approvedValuationSamples(
  db: Db,
  firmId: string,
  county: County,
  propertyType: PropertyType,
): Promise<MarketEvidenceSample[]> {
  const rows = await db
    .selectDistinctOn([p.id], { marketValue: rv.marketValue, sizeSqm: p.sizeSqm, approvedAt: rr.createdAt })
    .from(rr)
    .innerJoin(rv, and(eq(rv.reportId, rr.reportId), eq(rv.n, rr.n)))
    .innerJoin(r, eq(r.id, rr.reportId))
    .innerJoin(vr, eq(vr.id, r.requestId))
    .innerJoin(p, eq(p.id, vr.propertyId))
    .where(
      and(
        eq(rr.decision, 'approved'),
        ofFirm(firmId),
        eq(p.county, county),
        eq(p.propertyType, propertyType),
        gt(rv.marketValue, 0),
        gt(p.sizeSqm, 0),
      ),
    )
    .orderBy(p.id, desc(rr.createdAt), desc(rr.n));
  return rows.map((row) => ({
    marketValue: Number(row.marketValue),
    sizeSqm: Number(row.sizeSqm),
    approvedAt: row.approvedAt,
  }));
}
