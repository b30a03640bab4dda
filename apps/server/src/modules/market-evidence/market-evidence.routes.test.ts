import { describe, expect, it } from 'vitest';
import type { MarketEvidenceResponse } from '@thamani/domain/market-evidence';
import { properties } from '#db/schema/properties.table.ts';
import { reportReviews } from '#db/schema/report-reviews.table.ts';
import { reportTemplateVersions } from '#db/schema/report-template-versions.table.ts';
import { reportVersions } from '#db/schema/report-versions.table.ts';
import { reports } from '#db/schema/reports.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { call, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- test data of the reports area's PDF, which its front door does not ship
import { sampleReportContent } from '../reports/pdf/report-pdf.fixture.ts';

const t = useTestApp({
  timeoutMs: 120_000,
  actors: { client: { role: 'user' }, agent: { role: 'agent' }, admin: { role: 'admin' } },
});
const { client, agent, admin } = t.actors;

type Decision = 'approved' | 'changes_requested' | null;
/** One submission: its market value, the admin's decision (null: awaiting review) and when it was decided. */
interface Submission {
  marketValue: number | null;
  decision: Decision;
  at?: string;
}
interface Valuation {
  county: string;
  propertyType?: 'residential' | 'commercial' | 'industrial' | 'land';
  sizeSqm: number | null;
  /** No submissions: a draft nobody has submitted. */
  submissions: Submission[];
  /** Value the same property again (a second request). */
  propertyId?: string;
}

/** A request with its report as the review left it, written straight to the tables. */
async function valuation(v: Valuation): Promise<string> {
  const db = t.app.ctx.db;
  let propertyId = v.propertyId;
  if (!propertyId) {
    const [property] = await db
      .insert(properties)
      .values({
        title: 'House',
        propertyType: v.propertyType ?? 'residential',
        county: v.county,
        town: 'Town',
        sizeSqm: v.sizeSqm,
        ownerId: client.profileId,
      })
      .returning();
    propertyId = property?.id ?? '';
  }
  const approved = v.submissions.some((s) => s.decision === 'approved');
  const last = v.submissions.at(-1);
  const [request] = await db
    .insert(valuationRequests)
    .values({
      propertyId,
      requesterId: client.profileId,
      assignedAgentId: agent.profileId,
      status: approved ? 'completed' : 'in-progress',
      purpose: 'mortgage',
    })
    .returning();
  const [template] = await db.select({ id: reportTemplateVersions.id }).from(reportTemplateVersions).limit(1);
  const content = sampleReportContent({ photos: 0 });
  const status = approved ? 'approved' : !last ? 'draft' : last.decision === null ? 'submitted' : 'changes_requested';
  const [report] = await db
    .insert(reports)
    .values({
      requestId: request?.id ?? '',
      templateVersionId: template?.id ?? '',
      authorId: agent.profileId,
      status,
      content,
    })
    .returning();
  const reportId = report?.id ?? '';
  for (const [i, s] of v.submissions.entries()) {
    const at = new Date(s.at ?? '2026-06-01T09:00:00+03:00');
    await db
      .insert(reportVersions)
      .values({
        reportId,
        n: i + 1,
        content,
        marketValue: s.marketValue,
        sha256: `v${i + 1}`,
        submittedBy: agent.profileId,
        submittedAt: at,
      });
    if (s.decision) {
      await db
        .insert(reportReviews)
        .values({ reportId, n: i + 1, reviewerId: admin.profileId, decision: s.decision, createdAt: at });
    }
  }
  return propertyId;
}

const approvedAt = (marketValue: number, at: string): Submission[] => [{ marketValue, decision: 'approved', at }];

async function evidence(query: string, actor: Actor | null = null) {
  return call(t.app, actor, 'GET', `/api/market-evidence?${query}`);
}

describe('GET /api/market-evidence', () => {
  it('says nothing, not even how many, for four approved valuations', async () => {
    for (const [i, value] of [30_000_000, 32_000_000, 28_000_000, 31_000_000].entries()) {
      await valuation({
        county: 'Nyeri',
        sizeSqm: 200,
        submissions: approvedAt(value, `2026-0${i + 1}-10T10:00:00+03:00`),
      });
    }
    const res = await evidence('county=Nyeri&propertyType=residential');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ county: 'Nyeri', propertyType: 'residential', evidence: null });
  });

  it('gives the median KSh per m², how many and the months from five properties, counting each property once with its approved value only', async () => {
    const county = 'Kiambu';
    // Approved, 145–160k per m², from January to September 2026 (Nairobi time).
    await valuation({ county, sizeSqm: 200, submissions: approvedAt(30_000_000, '2026-01-15T10:00:00+03:00') });
    await valuation({ county, sizeSqm: 200, submissions: approvedAt(32_000_000, '2026-03-02T10:00:00+03:00') });
    await valuation({ county, sizeSqm: 200, submissions: approvedAt(29_000_000, '2026-05-05T10:00:00+03:00') });
    // Revised: the first submission was sent back; only the approved second one counts.
    await valuation({
      county,
      sizeSqm: 200,
      submissions: [
        { marketValue: 900_000_000, decision: 'changes_requested', at: '2025-02-01T10:00:00+03:00' },
        { marketValue: 31_000_000, decision: 'approved', at: '2026-06-10T10:00:00+03:00' },
      ],
    });
    // One property valued twice: only its latest approval (200k per m²) counts.
    const twice = await valuation({
      county,
      sizeSqm: 200,
      submissions: approvedAt(10_000_000, '2025-03-01T10:00:00+03:00'),
    });
    await valuation({
      county,
      sizeSqm: 200,
      propertyId: twice,
      submissions: approvedAt(40_000_000, '2026-09-20T23:30:00+03:00'),
    });
    // None of these count.
    await valuation({ county, sizeSqm: 200, submissions: [] });
    await valuation({
      county,
      sizeSqm: 200,
      submissions: [{ marketValue: 900_000_000, decision: null, at: '2025-01-01T10:00:00+03:00' }],
    });
    await valuation({
      county,
      sizeSqm: 200,
      submissions: [{ marketValue: 900_000_000, decision: 'changes_requested', at: '2025-01-01T10:00:00+03:00' }],
    });
    await valuation({ county, sizeSqm: 200, submissions: approvedAt(0, '2025-01-01T10:00:00+03:00') });
    await valuation({ county, sizeSqm: 0, submissions: approvedAt(900_000_000, '2025-01-01T10:00:00+03:00') });
    await valuation({ county, sizeSqm: null, submissions: approvedAt(900_000_000, '2025-01-01T10:00:00+03:00') });
    await valuation({
      county,
      propertyType: 'commercial',
      sizeSqm: 200,
      submissions: approvedAt(900_000_000, '2025-01-01T10:00:00+03:00'),
    });
    await valuation({
      county: 'Nakuru',
      sizeSqm: 200,
      submissions: approvedAt(900_000_000, '2025-01-01T10:00:00+03:00'),
    });

    const res = await evidence(`county=${county}&propertyType=residential`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // Per m²: 145 · 150 · 155 · 160 · 200 thousand → median 155,000 (both approvals of the property
    // valued twice would make six and 152,500 → 153,000; its older one alone 150,000).
    expect(res.json<MarketEvidenceResponse>()).toEqual({
      county,
      propertyType: 'residential',
      evidence: { count: 5, medianPerSqm: 155_000, firstMonth: '2026-01', lastMonth: '2026-09' },
    });
    // Nothing that could pick out one report: no values, sizes, dates of a single report, addresses.
    expect(res.body).not.toMatch(/40000000|2026-09-20|Town|House/);

    const commercial = await evidence(`county=${county}&propertyType=commercial`);
    expect(commercial.json<MarketEvidenceResponse>().evidence).toBeNull();
  });

  it('answers anyone, signed in or not', async () => {
    for (const actor of [null, client, agent, admin]) {
      const res = await evidence('county=Nairobi&propertyType=land', actor);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses a query that is not one county and one property type (400)', async () => {
    for (const query of [
      '',
      'county=Nairobi',
      'propertyType=residential',
      'county=Atlantis&propertyType=residential',
      'county=Nairobi&propertyType=castle',
      'county=Nairobi&propertyType=residential&id=1',
    ]) {
      const res = await evidence(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
  });
});
