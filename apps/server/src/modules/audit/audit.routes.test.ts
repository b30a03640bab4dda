import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS, type AuditLogItem, type AuditLogPage } from '@thamani/domain/audit-log';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { call, countQueries } from '#test/test-app.ts';
import { CSV_BATCH_ROWS, csvField } from './audit.service.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp({
  timeoutMs: 120_000,
  actors: {
    admin: { role: 'admin', name: 'Achieng Admin' },
    agent: { role: 'agent', name: 'Otieno Valuer' },
    client: { role: 'user', name: 'Wanjiku 100% Kamau' },
  },
});
const { admin, agent, client } = t.actors;

const reportId = randomUUID();
const requestId = randomUUID();
/** 25 rows sharing one instant, so pages must break ties by id. */
const TIED_AT = new Date('2030-03-02T10:00:00.000Z');
/** Three full keyset batches and a part of a fourth (the heap on 100,000 rows is `npm run bench -- audit`). */
const BULK_ROWS = 3 * CSV_BATCH_ROWS + 500;

async function page(query: string, actor = admin): Promise<AuditLogPage> {
  const res = await call(t.app, actor, 'GET', `/api/admin/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditLogPage>();
}

beforeAll(async () => {
  await t.database.db.insert(auditLogs).values([
    {
      actionType: 'request_cancelled',
      entityType: 'valuation_request',
      entityId: requestId,
      userId: client.userId,
      details: { from: 'pending', status: 'cancelled', reason: '=HYPERLINK("x"), sold, "already"\nsorry' },
      // 00:30 on 4 March in Nairobi, 3 March in UTC.
      createdAt: new Date('2030-03-03T21:30:00.000Z'),
    },
    {
      actionType: 'report_approved',
      entityType: 'report',
      entityId: reportId,
      userId: admin.userId,
      details: { request_id: requestId, from: 'under_review', status: 'completed', n: 2 },
      createdAt: new Date('2030-03-04T07:00:00.000Z'),
    },
    ...Array.from({ length: 25 }, (_, i) => ({
      actionType: 'inspection_photo_added' as const,
      entityType: 'inspection',
      entityId: `tied-${i}`,
      userId: agent.userId,
      details: {},
      createdAt: TIED_AT,
    })),
  ]);
});

describe('GET /api/admin/audit', () => {
  it('answers 403 to valuers and clients on the log, its export and the person search', async () => {
    for (const actor of [agent, client]) {
      for (const url of ['/api/admin/audit', '/api/admin/audit.csv', '/api/admin/audit/actors?q=a']) {
        expect((await call(t.app, actor, 'GET', url)).statusCode, url).toBe(403);
      }
    }
  });

  it('filters by action, person, entity and Nairobi dates, and says what happened in plain words', async () => {
    const approved = await page('action=report_approved');
    expect(approved.items).toEqual<AuditLogItem[]>([
      {
        id: expect.any(String) as string,
        at: '2030-03-04T07:00:00.000Z',
        action: 'report_approved',
        actionLabel: 'Approved a report',
        entityType: 'report',
        entityLabel: 'Report',
        entityId: reportId,
        link: `/admin/reports/${reportId}`,
        actor: { userId: admin.userId, name: 'Achieng Admin', email: admin.email },
        details: 'Under Review → Completed · version 2',
      },
    ]);

    const byClient = await page(`userId=${client.userId}&entityType=valuation_request`);
    expect(byClient.items.map((i) => [i.action, i.link])).toEqual([
      ['request_cancelled', `/admin/requests/${requestId}`],
    ]);
    expect((await page(`entityType=valuation_request&entityId=${requestId}`)).items).toHaveLength(1);

    // 4 March in Nairobi starts at 21:00Z on the 3rd: the cancellation is on the 4th, not the 3rd.
    const fourth = await page('from=2030-03-04&to=2030-03-04');
    expect(fourth.items.map((i) => i.action).sort()).toEqual(['report_approved', 'request_cancelled']);
    const third = await page('from=2030-03-03&to=2030-03-03&entityType=valuation_request');
    expect(third.items).toEqual([]);

    const wrongOrder = await call(t.app, admin, 'GET', '/api/admin/audit?from=2030-03-05&to=2030-03-04');
    expect(wrongOrder.statusCode).toBe(400);
  });

  it('pages newest first without gaps or repeats, even through rows written at the same instant', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const result: AuditLogPage = await page(
        `action=inspection_photo_added&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...result.items.map((i) => i.entityId ?? ''));
      cursor = result.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(25);
    const all = await page('action=inspection_photo_added&limit=100');
    expect(seen).toEqual(all.items.map((i) => i.entityId));
  });

  it('finds people by a part of their name or e-mail, reading % literally', async () => {
    const res = await call(t.app, admin, 'GET', `/api/admin/audit/actors?q=${encodeURIComponent('100%')}`);
    expect(res.json<{ items: unknown[] }>().items).toEqual([
      { userId: client.userId, name: 'Wanjiku 100% Kamau', email: client.email },
    ]);
    const byMail = await call(
      t.app,
      admin,
      'GET',
      `/api/admin/audit/actors?q=${encodeURIComponent(agent.email.toUpperCase())}`,
    );
    expect(byMail.json<{ items: { name: string }[] }>().items.map((p) => p.name)).toEqual(['Otieno Valuer']);
    expect(
      (await call(t.app, admin, 'GET', '/api/admin/audit/actors?q=100_')).json<{ items: unknown[] }>().items,
    ).toEqual([]);
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('exports the filtered rows as a quoted CSV attachment in Nairobi time', async () => {
    const res = await call(
      t.app,
      admin,
      'GET',
      `/api/admin/audit.csv?entityType=valuation_request&entityId=${requestId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="thamani-audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.body).toBe(
      `\uFEFF${AUDIT_CSV_COLUMNS.join(',')}\r\n` +
        `2030-03-04 00:30:00,Cancelled a request,request_cancelled,Valuation request,${requestId},Wanjiku 100% Kamau,${client.email},${client.userId},` +
        `"Pending → Cancelled · “=HYPERLINK(""x""), sold, ""already""\nsorry”"\r\n`,
    );
    // A cell a spreadsheet would run as a formula is written as text.
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it(`streams ${BULK_ROWS.toLocaleString('en')} rows in order, one query per batch of ${CSV_BATCH_ROWS}`, async () => {
    await t.database.db.execute(sql`
      insert into audit_logs (action_type, entity_type, entity_id, user_id, details, created_at)
      select 'document_uploaded', 'document', 'bulk-' || i, ${agent.userId},
             jsonb_build_object('filename', 'deed-' || i || '.pdf', 'category', 'title_deed'),
             timestamptz '2029-01-01T00:00:00Z' + i * interval '1 second'
      from generate_series(1, ${BULK_ROWS}) as i`);

    const { result: lines, queries } = await countQueries(t.database, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit.csv?action=document_uploaded',
        headers: { cookie: admin.cookie },
        payloadAsStream: true,
      });
      expect(res.statusCode).toBe(200);
      let count = 0;
      let expected = BULK_ROWS;
      let tail = '';
      for await (const chunk of res.stream()) {
        const text = tail + (chunk as Buffer).toString('utf8');
        const parts = text.split('\r\n');
        tail = parts.pop() ?? '';
        for (const line of parts) {
          if (count > 0) {
            // Newest first: bulk-3500 down to bulk-1, none skipped or repeated across batches.
            expect(line.split(',')[4]).toBe(`bulk-${expected}`);
            expected -= 1;
          }
          count += 1;
        }
      }
      expect(tail).toBe('');
      expect(expected).toBe(0);
      return count;
    });
    expect(lines).toBe(BULK_ROWS + 1);
    // Read in keyset batches, never the whole log at once: one select per batch of rows.
    const selects = queries.filter((q) => /from\s+"?audit_logs"?/i.test(q));
    expect(selects).toHaveLength(Math.ceil(BULK_ROWS / CSV_BATCH_ROWS));
  }, 120_000);
});
