import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SYSTEM_MESSAGES, type SystemStatus } from '@thamani/domain/system';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { backups } from '#db/schema/backups.table.ts';
import { mailsTo } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp({ actors: { admin: { role: 'admin' }, client: {}, agent: { role: 'agent' } } });
const { admin, client, agent } = t.actors;

const FLAKY_JOB = 'test.flaky';
/** How many runs of the flaky job fail before one succeeds (a test sets it). */
let failuresLeft = 0;
const ran: string[] = [];

async function registerFlakyJob() {
  await t.app.ctx.jobs.register({
    name: FLAKY_JOB,
    schema: z.object({ n: z.number() }),
    retryLimit: 0,
    failedMessage: 'We could not finish the test task.',
    handle: async (_payload, job) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      }
      ran.push(job.id);
    },
  });
}

async function systemStatus(cookie = admin.cookie) {
  return t.app.inject({ method: 'GET', url: '/api/admin/system', headers: { cookie } });
}

async function waitForState(id: string, state: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = await t.app.ctx.jobs.getStatus(id);
    if (status?.state === state || Date.now() > deadline) {
      return status?.state;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the admin System page', () => {
  it('is for admins only: clients and valuers 403, anonymous 401', async () => {
    expect((await systemStatus(client.cookie)).statusCode).toBe(403);
    expect((await systemStatus(agent.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/system' })).statusCode).toBe(401);
  });

  it('lists a failed job with its message for people and the raw error, and its retry runs it again, audited', async () => {
    await registerFlakyJob();
    failuresLeft = 1;
    const id = await t.app.ctx.jobs.send(FLAKY_JOB, { n: 1 });
    expect(await waitForState(id, 'failed')).toBe('failed');

    const listed = (await systemStatus()).json<SystemStatus>().failedJobs.find((job) => job.id === id);
    expect(listed).toMatchObject({
      name: FLAKY_JOB,
      attempts: 1,
      messageForPeople: 'We could not finish the test task.',
      error: 'connect ECONNREFUSED 127.0.0.1:25',
    });

    // A valuer may not retry it.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/system/jobs/${id}/retry`,
      headers: { cookie: agent.cookie },
    });
    expect(refused.statusCode).toBe(403);

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/system/jobs/${id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ id, state: 'queued' });
    expect(await waitForState(id, 'completed')).toBe('completed');
    expect(ran).toContain(id);
    expect((await systemStatus()).json<SystemStatus>().failedJobs.map((job) => job.id)).not.toContain(id);

    const audit = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actionType, 'job_retried'), eq(auditLogs.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.userId).toBe(admin.userId);

    // It is no longer failed: a second retry is refused in words.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/system/jobs/${id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: SYSTEM_MESSAGES.jobNotFailed });
  });

  it('shows no backup until one is recorded, then the newest first with a failed one and its error', async () => {
    expect((await systemStatus()).json<SystemStatus>().backups).toEqual([]);
    await t.app.ctx.db.insert(backups).values([
      {
        trigger: 'nightly',
        status: 'succeeded',
        filename: 'thamani-1.tar.gz',
        sizeBytes: 2048,
        startedAt: new Date('2030-03-01T00:00:00Z'),
        finishedAt: new Date('2030-03-01T00:01:00Z'),
      },
      {
        trigger: 'nightly',
        status: 'failed',
        error: 'The backup folder is full.',
        startedAt: new Date('2030-03-02T00:00:00Z'),
        finishedAt: new Date('2030-03-02T00:00:05Z'),
      },
    ]);
    const shown = (await systemStatus()).json<SystemStatus>().backups;
    expect(shown.map((b) => b.status)).toEqual(['failed', 'succeeded']);
    expect(shown[0]?.error).toBe('The backup folder is full.');
    await t.app.ctx.db.delete(backups);
  });

  it('reports the development mailbox, the last delivery and writable local storage', async () => {
    const status = (await systemStatus()).json<SystemStatus>();
    expect(status.mail).toMatchObject({ transport: 'dev-mailbox', server: null, dkim: false });
    expect(status.storage).toEqual({ kind: 'local', writable: true, problem: null });
  });

  it("sends a test e-mail to the admin's own address, and the last delivery then says delivered", async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/system/test-mail',
      headers: { cookie: admin.cookie },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ to: admin.email });
    const mails = await mailsTo(t.app, admin.email);
    expect(mails.map((m) => m.subject)).toContain('Thamani test e-mail');
    const status = (await systemStatus()).json<SystemStatus>();
    expect(status.mail.lastDelivery?.outcome).toBe('delivered');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/system/test-mail',
      headers: { cookie: client.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});
