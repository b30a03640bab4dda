import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKS_MESSAGES, type BooksInvoicesPage, type ReminderSent } from '@thamani/domain/books';
import { PAYMENT_MESSAGES } from '@thamani/domain/payments';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { call, mailsTo, newActor, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { insertBookInvoice, type BookInvoiceSeed } from './books.fixture.ts';
import { BOOKS_REMINDERS_JOB, sendDueReminders } from './index.ts';

const START = '2030-03-04T06:00:00.000Z'; // Monday 4 March 2030, 09:00 Nairobi
const t = useTestApp({
  clock: START,
  actors: {
    client: { role: 'user', name: 'Wanjiru Kamau' },
    agent: { role: 'agent' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const { client, agent, admin } = t.actors;

/** 09:00 in Nairobi, `days` after the start. */
const dayAt = (days: number) => new Date(new Date(START).getTime() + days * 24 * 60 * 60 * 1000).toISOString();

let nextNumber = 7001;
/** An invoice of its own client (so each one's mails are told apart), issued `daysAgo` days before now. */
async function invoiceOf(
  daysAgo: number,
  seed: Partial<BookInvoiceSeed> = {},
): Promise<{ invoiceId: string; number: string; person: Actor }> {
  const person = await newActor(t.app, 'user', 'Reminded Client');
  const number = nextNumber++;
  const { invoiceId } = await insertBookInvoice(t.app.ctx.db, {
    firmId: t.app.ctx.firmId,
    requesterId: person.profileId,
    number,
    total: 79_750,
    issuedAt: new Date(t.clock.now().getTime() - daysAgo * 24 * 60 * 60 * 1000).toISOString(),
    ...seed,
  });
  return { invoiceId, number: `INV-${String(number).padStart(6, '0')}`, person };
}

async function reminderRows(invoiceId: string) {
  return t.app.ctx.db
    .select({ userId: auditLogs.userId, details: auditLogs.details })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entityType, 'invoice'),
        eq(auditLogs.entityId, invoiceId),
        eq(auditLogs.actionType, 'invoice_reminder_sent'),
      ),
    );
}
const daysSent = async (invoiceId: string) =>
  (await reminderRows(invoiceId)).map((row) => row.details.day).sort((a, b) => Number(a) - Number(b));
const reminderMails = async (person: Actor) =>
  (await mailsTo(t.app, person.email)).filter((mail) => mail.subject.startsWith('Reminder:'));

/** The day's run, as the daily timer queues it: through the job queue. */
async function runTheDay(): Promise<void> {
  await t.app.ctx.jobs.send(BOOKS_REMINDERS_JOB, {});
  await t.app.ctx.jobs.whenIdle(BOOKS_REMINDERS_JOB, 30_000);
}

beforeAll(() => {
  t.clock.set(START);
});

describe('the daily reminders: 7, 14 and 30 days after issue, then every 30 days', () => {
  it('e-mails the client who ordered once per step, however often the day’s run is repeated', async () => {
    t.clock.set(START);
    const { invoiceId, number, person } = await invoiceOf(0);
    await runTheDay();
    expect(await daysSent(invoiceId)).toEqual([]);

    const steps: Array<[number, number[]]> = [
      [6, []],
      [7, [7]],
      [13, [7]],
      [14, [7, 14]],
      [29, [7, 14]],
      [30, [7, 14, 30]],
      [45, [7, 14, 30]],
      [60, [7, 14, 30, 60]],
      [90, [7, 14, 30, 60, 90]],
    ];
    for (const [day, expected] of steps) {
      t.clock.set(dayAt(day));
      // Twice through the queue and twice at once: one reminder per step all the same.
      await runTheDay();
      await runTheDay();
      await Promise.all([sendDueReminders(t.app.ctx), sendDueReminders(t.app.ctx)]);
      expect(await daysSent(invoiceId), `day ${day}`).toEqual(expected);
    }
    const mails = await reminderMails(person);
    expect(mails).toHaveLength(5);
    expect(mails[0]?.subject).toBe(`Reminder: invoice ${number} — KSh 79,750 to pay`);
    expect(mails[0]?.text).toContain(`Invoice ${number} for your valuation TH-`);
    expect(mails[0]?.text).toContain('issued on 4 Mar 2030, still has KSh 79,750 to pay');
    expect(mails[0]?.text).toMatch(/View the invoice: http.*\/my-requests\/[0-9a-f-]{36}/);
    const rows = await reminderRows(invoiceId);
    expect(
      rows.every((row) => row.userId === null && row.details.manual === false && row.details.to === person.email),
    ).toBe(true);
  });

  it('sends a step missed while the server was down late, once, and not the steps before it', async () => {
    t.clock.set(START);
    const { invoiceId, person } = await invoiceOf(20);
    await sendDueReminders(t.app.ctx);
    await sendDueReminders(t.app.ctx);
    expect(await daysSent(invoiceId)).toEqual([14]);
    expect(await reminderRows(invoiceId)).toMatchObject([{ details: { day: 14, days_outstanding: 20 } }]);
    expect(await reminderMails(person)).toHaveLength(1);
  });

  it('reminds a client on account only once its statement is overdue: from the end of the month after issue', async () => {
    t.clock.set(START);
    const { invoiceId } = await invoiceOf(0, { terms: 'on_account' });
    // Issued 4 March: the March statement is settled by 30 April; the first reminder is 7 May.
    for (const [day, expected] of [
      [30, []],
      [57, []],
      [64, [7]],
    ] as Array<[number, number[]]>) {
      t.clock.set(dayAt(day));
      await sendDueReminders(t.app.ctx);
      expect(await daysSent(invoiceId), `day ${day}`).toEqual(expected);
    }
  });

  it('never reminds of a paid invoice, one cancelled by a credit note, or one whose payments and credits cover it', async () => {
    t.clock.set(START);
    const paid = await invoiceOf(7, { status: 'paid', payments: [{ amount: 79_750, at: dayAt(-1) }] });
    const credited = await invoiceOf(7, {
      status: 'credited',
      credits: [{ number: 801, amount: 79_750, at: dayAt(-1) }],
    });
    const covered = await invoiceOf(7, {
      payments: [{ amount: 50_000, at: dayAt(-2) }],
      credits: [{ number: 802, amount: 29_750, at: dayAt(-1) }],
    });
    const partPaid = await invoiceOf(7, { payments: [{ amount: 50_000, at: dayAt(-2) }] });
    await sendDueReminders(t.app.ctx);
    for (const invoice of [paid, credited, covered]) {
      expect(await daysSent(invoice.invoiceId)).toEqual([]);
    }
    expect(await daysSent(partPaid.invoiceId)).toEqual([7]);
    const [mail] = await reminderMails(partPaid.person);
    expect(mail?.subject).toBe(`Reminder: invoice ${partPaid.number} — KSh 29,750 to pay`);
  });
});

describe('POST /api/admin/books/invoices/:id/remind', () => {
  const remind = (actor: Actor, invoiceId: string) =>
    call(t.app, actor, 'POST', `/api/admin/books/invoices/${invoiceId}/remind`);

  it('sends the client a reminder now, audited as the admin’s, and counts on the invoice', async () => {
    t.clock.set(START);
    const { invoiceId, number, person } = await invoiceOf(10);
    const res = await remind(admin, invoiceId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReminderSent>()).toEqual({ invoiceId, day: 10, sentTo: person.email, sentAt: START });
    expect(await reminderRows(invoiceId)).toMatchObject([
      { userId: admin.userId, details: { day: 10, manual: true, balance: 79_750 } },
    ]);
    expect((await reminderMails(person)).map((mail) => mail.subject)).toEqual([
      `Reminder: invoice ${number} — KSh 79,750 to pay`,
    ]);
    // Another one, asked for: sent again.
    expect((await remind(admin, invoiceId)).statusCode).toBe(200);
    expect(await reminderMails(person)).toHaveLength(2);
    const listed = (await call(t.app, admin, 'GET', '/api/admin/books/invoices?limit=100')).json<BooksInvoicesPage>();
    // When the audit log wrote it (the database's clock, not the test's).
    expect(listed.items.find((item) => item.id === invoiceId)?.reminders).toEqual({
      count: 2,
      lastSentAt: expect.any(String),
    });
  });

  it('stands for the schedule’s step of the same day: the day’s run does not send it again', async () => {
    t.clock.set(START);
    const { invoiceId, person } = await invoiceOf(14);
    expect((await remind(admin, invoiceId)).statusCode).toBe(200);
    await sendDueReminders(t.app.ctx);
    expect(await daysSent(invoiceId)).toEqual([14]);
    expect(await reminderMails(person)).toHaveLength(1);
  });

  it('409 for a paid invoice or one cancelled by a credit note; 404 for an unknown one', async () => {
    t.clock.set(START);
    const paid = await invoiceOf(7, { status: 'paid', payments: [{ amount: 79_750, at: dayAt(-1) }] });
    const credited = await invoiceOf(7, {
      status: 'credited',
      credits: [{ number: 803, amount: 79_750, at: dayAt(-1) }],
    });
    const paidRes = await remind(admin, paid.invoiceId);
    expect(paidRes.statusCode).toBe(409);
    expect(paidRes.json().message).toBe(BOOKS_MESSAGES.remindPaid);
    const creditedRes = await remind(admin, credited.invoiceId);
    expect(creditedRes.statusCode).toBe(409);
    expect(creditedRes.json().message).toBe(BOOKS_MESSAGES.remindCredited);
    const unknown = await remind(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PAYMENT_MESSAGES.invoiceNotFound);
    expect(await reminderRows(paid.invoiceId)).toEqual([]);
  });

  it('is refused to the client who ordered and to a valuer (403), and sends nothing', async () => {
    const { invoiceId, person } = await invoiceOf(10, { requesterId: client.profileId });
    for (const actor of [client, agent, person]) {
      expect((await remind(actor, invoiceId)).statusCode).toBe(403);
    }
    expect(await reminderRows(invoiceId)).toEqual([]);
  });
});
