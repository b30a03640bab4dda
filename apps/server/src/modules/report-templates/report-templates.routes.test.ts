import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEEDED_REPORT_TEMPLATES } from '@thamani/domain/report-templates.data';
import {
  REPORT_MESSAGES as M,
  type ReportTemplateBody,
  type ReportTemplateDetail,
  type ReportTemplateSummary,
} from '@thamani/domain/reports';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { reportTemplateVersions } from '#db/schema/report-template-versions.table.ts';
import { seedReportTemplates } from '#db/seed-report-templates.ts';
import { call, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp({
  actors: {
    client: { role: 'user' },
    agent: { role: 'agent', name: 'Otieno Valuer' },
    otherAgent: { role: 'agent', name: 'Ben Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const { client, agent, otherAgent, admin } = t.actors;

const body = (name: string): ReportTemplateBody => ({
  name,
  purpose: 'rental',
  description: 'Rental valuations for landlords',
  sections: [
    {
      id: 'intro',
      kind: 'narrative',
      title: 'Instructions',
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'For {{client.name}}.' }] }],
      },
    },
    { id: 'values', kind: 'valuation', title: 'Valuation', values: ['marketValue'] },
  ],
});

const list = async (actor: Actor) =>
  (await call(t.app, actor, 'GET', '/api/report-templates')).json<{ items: ReportTemplateSummary[] }>().items;

async function create(actor: Actor, name: string): Promise<ReportTemplateDetail> {
  const res = await call(t.app, actor, 'POST', '/api/report-templates', body(name));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ReportTemplateDetail>();
}

describe('report templates', () => {
  it('are seeded once per shipped version as firm templates, which valuers use but do not edit', async () => {
    const firm = (await list(agent)).filter((x) => x.owner === null);
    expect(firm.map((x) => x.name).sort()).toEqual(SEEDED_REPORT_TEMPLATES.map((x) => x.body.name).sort());
    expect(firm.every((x) => !x.editable && x.version === 1)).toBe(true);
    await seedReportTemplates(t.database.db);
    const [rows] = await t.database.db.select({ n: count() }).from(reportTemplateVersions);
    expect(rows?.n).toBe(SEEDED_REPORT_TEMPLATES.length);
    expect((await call(t.app, client, 'GET', '/api/report-templates')).statusCode).toBe(403);
  });

  it('let a valuer create and edit their own, each edit a new version; others’ stay hidden; a stale edit is refused', async () => {
    const own = await create(agent, 'Rental valuation');
    expect(own).toMatchObject({ version: 1, editable: true, owner: { userId: agent.userId, name: 'Otieno Valuer' } });
    expect((await call(t.app, otherAgent, 'GET', `/api/report-templates/${own.id}`)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: M.templateNotFound,
    });
    expect((await list(otherAgent)).map((x) => x.id)).not.toContain(own.id);
    expect((await list(admin)).find((x) => x.id === own.id)).toMatchObject({ editable: true });
    expect((await call(t.app, client, 'GET', `/api/report-templates/${own.id}`)).statusCode).toBe(403);

    const edited = await call(t.app, agent, 'PUT', `/api/report-templates/${own.id}`, {
      ...body('Rental valuation (landlords)'),
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ReportTemplateDetail>()).toMatchObject({ name: 'Rental valuation (landlords)', version: 2 });
    const stale = await call(t.app, admin, 'PUT', `/api/report-templates/${own.id}`, {
      ...body('Overwritten'),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: M.staleTemplate });
    expect(
      (await call(t.app, otherAgent, 'PUT', `/api/report-templates/${own.id}`, { ...body('Mine now'), version: 2 }))
        .statusCode,
    ).toBe(404);
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, own.id));
    expect(audit.map((a) => a.actionType).sort()).toEqual(['report_template_created', 'report_template_updated']);
  });

  it('let only admins edit the firm’s templates', async () => {
    const firm = (await list(admin)).find((x) => x.owner === null);
    const detail = (await call(t.app, admin, 'GET', `/api/report-templates/${firm?.id}`)).json<ReportTemplateDetail>();
    const edit = {
      name: detail.name,
      purpose: detail.purpose,
      description: 'Reviewed by the firm',
      sections: detail.sections,
      version: detail.version,
    };
    expect((await call(t.app, agent, 'PUT', `/api/report-templates/${detail.id}`, edit)).json()).toMatchObject({
      code: 'FORBIDDEN',
      message: M.firmTemplateAdminOnly,
    });
    const saved = await call(t.app, admin, 'PUT', `/api/report-templates/${detail.id}`, edit);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ReportTemplateDetail>()).toMatchObject({
      description: 'Reviewed by the firm',
      version: detail.version + 1,
      owner: null,
    });
  });

  it('refuse a template whose sections repeat an id', async () => {
    const twice = { ...body('Twice'), sections: [...body('x').sections, body('x').sections[0]] };
    const res = await call(t.app, agent, 'POST', '/api/report-templates', twice);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(M.duplicateSection);
  });
});
