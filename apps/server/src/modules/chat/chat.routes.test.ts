import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, type ChatHistoryPage, type ChatMessage, type ConversationList } from '@thamani/domain/chat';
import type { RequestDetail } from '@thamani/domain/requests';
import { chatMessages, chatReads } from '#db/schema/chat-messages.table.ts';
import { documents } from '#db/schema/documents.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { rateLimits } from '#db/schema/rate-limits.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { emitEvent } from '#platform/realtime.ts';
import { inTransaction } from '#platform/transaction.ts';
import { openStream, type SseEvent } from '#test/sse-stream.ts';
import { call, requestBody, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { chatMessageEvent } from './chat.events.ts';

const PER_SENDER = 6;
const t = useTestApp({
  overrides: { rateLimit: { chatPerSender: PER_SENDER, chatSenderWindowSeconds: 600 } as never },
  // Five sign-ups on a busy machine can outlast the default hook timeout.
  timeoutMs: 120_000,
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    otherClient: { role: 'user', name: 'Otieno Odhiambo' },
    agentA: { role: 'agent', name: 'Agnes Valuer' },
    agentB: { role: 'agent', name: 'Ben Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const { client, otherClient, agentA, agentB, admin } = t.actors;
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  t.app.ctx.hub.closeAll();
});

beforeEach(async () => {
  await t.app.ctx.db.execute(sql`truncate ${chatMessages}, ${chatReads}, ${documents}, ${valuationRequests}, ${properties}, ${rateLimits} cascade`);
});

async function requestOf(owner: Actor, agent: Actor | null, title = 'Kilimani 3-bedroom house'): Promise<RequestDetail> {
  const created = await call(t.app, owner, 'POST', '/api/requests', requestBody({ title }));
  expect(created.statusCode, created.body).toBe(201);
  const detail = created.json<RequestDetail>();
  if (agent) {
    const accepted = await call(t.app, agent, 'POST', `/api/requests/${detail.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return detail;
}

const send = (actor: Actor, requestId: string, body: string, extra: Record<string, unknown> = {}) =>
  call(t.app, actor, 'POST', `/api/requests/${requestId}/messages`, { body, clientMessageId: randomUUID(), ...extra });

async function sent(actor: Actor, requestId: string, body: string): Promise<ChatMessage> {
  const res = await send(actor, requestId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ChatMessage>();
}

async function conversations(actor: Actor): Promise<ConversationList> {
  const res = await call(t.app, actor, 'GET', '/api/chat/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConversationList>();
}

async function history(actor: Actor, requestId: string, query = ''): Promise<ChatHistoryPage> {
  const res = await call(t.app, actor, 'GET', `/api/requests/${requestId}/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChatHistoryPage>();
}

describe('chat: sending, history and conversations', () => {
  it('stores messages, pages history newest page first, and lists the conversation with unread counts', async () => {
    const r = await requestOf(client, agentA);
    const bodies = ['Hello', 'Is Tuesday fine?', 'The gate code is 1234', 'Thanks', 'See you'];
    const made: ChatMessage[] = [];
    for (const body of bodies) {
      made.push(await sent(client, r.id, body));
    }
    expect(made[0]?.sender).toMatchObject({ name: 'Wanjiku Kamau', role: 'client' });

    const newest = await history(agentA, r.id, '?limit=2');
    expect(newest.items.map((m) => m.body)).toEqual(['Thanks', 'See you']);
    expect(newest.nextBefore).toBe(made[3]?.id);
    const earlier = await history(agentA, r.id, `?limit=2&before=${newest.nextBefore}`);
    expect(earlier.items.map((m) => m.body)).toEqual(['Is Tuesday fine?', 'The gate code is 1234']);
    const oldest = await history(agentA, r.id, `?limit=2&before=${earlier.nextBefore}`);
    expect(oldest.items.map((m) => m.body)).toEqual(['Hello']);
    expect(oldest.nextBefore).toBeNull();

    const forAgent = await conversations(agentA);
    expect(forAgent.items).toHaveLength(1);
    expect(forAgent.items[0]).toMatchObject({ requestId: r.id, title: 'Kilimani 3-bedroom house', otherParty: 'Wanjiku Kamau', unread: 5 });
    expect(forAgent.items[0]?.lastMessage?.body).toBe('See you');
    expect(forAgent.unread).toBe(5);
    // The sender has read their own messages; the client sees the valuer as the other party.
    const forClient = await conversations(client);
    expect(forClient.items[0]).toMatchObject({ requestId: r.id, otherParty: 'Agnes Valuer', unread: 0 });
    expect((await conversations(admin)).items.map((c) => c.requestId)).toEqual([r.id]);
  });

  it('orders conversations by newest activity: a message lifts an older request above a newer one', async () => {
    const older = await requestOf(client, agentA, 'Older request');
    const newer = await requestOf(client, agentA, 'Newer request');
    expect((await conversations(agentA)).items.map((c) => c.requestId)).toEqual([newer.id, older.id]);
    await sent(client, older.id, 'Any news?');
    expect((await conversations(agentA)).items.map((c) => c.requestId)).toEqual([older.id, newer.id]);
    expect((await conversations(agentA)).items[0]).toMatchObject({ title: 'Older request', otherParty: 'Wanjiku Kamau', unread: 1, lastMessage: { body: 'Any news?' } });
    expect((await conversations(agentA)).items[1]).toMatchObject({ title: 'Newer request', unread: 0, lastMessage: null });
  });

  it('unread counts fall after read, never move back, and the valuer’s reply counts for the client', async () => {
    const r = await requestOf(client, agentA);
    const first = await sent(client, r.id, 'One');
    const second = await sent(client, r.id, 'Two');
    const read = await call(t.app, agentA, 'POST', `/api/requests/${r.id}/messages/read`, { lastReadId: first.id });
    expect(read.json()).toEqual({ lastReadId: first.id });
    expect((await conversations(agentA)).items[0]?.unread).toBe(1);
    await call(t.app, agentA, 'POST', `/api/requests/${r.id}/messages/read`, { lastReadId: second.id + 1000 });
    expect((await conversations(agentA)).items[0]?.unread).toBe(0);
    const back = await call(t.app, agentA, 'POST', `/api/requests/${r.id}/messages/read`, { lastReadId: 0 });
    expect(back.json()).toEqual({ lastReadId: second.id });
    await sent(agentA, r.id, 'Tuesday at 10 then');
    expect((await conversations(client)).items[0]?.unread).toBe(1);
    expect((await history(client, r.id)).items.at(-1)?.sender).toMatchObject({ name: 'Agnes Valuer', role: 'valuer' });
  });

  it('lists a client’s request once it has a valuer, a valuer’s assigned requests only, and an admin’s with messages', async () => {
    const open = await requestOf(client, null, 'Open request');
    const assigned = await requestOf(client, agentA, 'Assigned request');
    expect((await conversations(client)).items.map((c) => c.requestId)).toEqual([assigned.id]);
    expect((await conversations(agentA)).items.map((c) => c.requestId)).toEqual([assigned.id]);
    expect((await conversations(agentB)).items).toEqual([]);
    expect((await conversations(admin)).items).toEqual([]);
    await sent(admin, open.id, 'We are finding you a valuer');
    expect((await conversations(client)).items.map((c) => c.requestId)).toEqual([open.id, assigned.id]);
    expect((await conversations(admin)).items.map((c) => c.requestId)).toEqual([open.id]);
    expect((await history(client, open.id)).items[0]?.sender.role).toBe('admin');
  });

  it('a resend with the same clientMessageId returns the same message and stores one', async () => {
    const r = await requestOf(client, agentA);
    const payload = { body: 'Only once', clientMessageId: randomUUID() };
    const first = await call(t.app, client, 'POST', `/api/requests/${r.id}/messages`, payload);
    const again = await call(t.app, client, 'POST', `/api/requests/${r.id}/messages`, payload);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<ChatMessage>().id).toBe(first.json<ChatMessage>().id);
    expect((await history(client, r.id)).items).toHaveLength(1);
  });

  it('refuses an empty message and one over 4,000 characters with the messages', async () => {
    const r = await requestOf(client, agentA);
    const long = await send(client, r.id, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fields: Record<string, string> }>().fields.body).toBe(CHAT_MESSAGES.tooLong);
    const empty = await send(client, r.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fields: Record<string, string> }>().fields.body).toBe(CHAT_MESSAGES.empty);
    expect((await send(client, r.id, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).statusCode).toBe(201);
  });

  it('rate-limits a sender with the message (429); a resend is not counted', async () => {
    const r = await requestOf(client, agentA);
    const payload = { body: 'Repeat', clientMessageId: randomUUID() };
    expect((await call(t.app, client, 'POST', `/api/requests/${r.id}/messages`, payload)).statusCode).toBe(201);
    for (let i = 1; i < PER_SENDER; i += 1) {
      expect((await call(t.app, client, 'POST', `/api/requests/${r.id}/messages`, payload)).statusCode).toBe(200);
      expect((await send(client, r.id, `Message ${i}`)).statusCode).toBe(201);
    }
    const over = await send(client, r.id, 'One too many');
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toBe(CHAT_MESSAGES.rateLimited);
    // Another sender is not held back.
    expect((await send(agentA, r.id, 'I can still reply')).statusCode).toBe(201);
  });

  it('accepts an attachment of the same request and refuses one from another request', async () => {
    const mine = await requestOf(client, agentA, 'Mine');
    const other = await requestOf(otherClient, agentA, 'Theirs');
    const doc = (requestId: string) => ({
      requestId,
      kind: 'requestDocument' as const,
      category: 'title_deed' as const,
      filename: 'title-deed.pdf',
      contentType: 'application/pdf',
      size: 10,
      sha256: 'x',
      storageKey: `k-${randomUUID()}`,
    });
    const [own] = await t.app.ctx.db.insert(documents).values(doc(mine.id)).returning();
    const [foreign] = await t.app.ctx.db.insert(documents).values(doc(other.id)).returning();
    const ok = await send(client, mine.id, 'Here is the title deed', { documentId: own?.id });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<ChatMessage>().document).toEqual({ id: own?.id, filename: 'title-deed.pdf' });
    const refused = await send(client, mine.id, 'And theirs', { documentId: foreign?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields.documentId).toBe(CHAT_MESSAGES.attachmentNotFound);
  });
});

describe('chat: access', () => {
  it('a client never sees another client’s conversation: list, history, send and read', async () => {
    const r = await requestOf(client, agentA);
    await sent(client, r.id, 'Private');
    expect((await conversations(otherClient)).items).toEqual([]);
    for (const res of [
      await call(t.app, otherClient, 'GET', `/api/requests/${r.id}/messages`),
      await send(otherClient, r.id, 'Let me in'),
      await call(t.app, otherClient, 'POST', `/api/requests/${r.id}/messages/read`, { lastReadId: 1 }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Private');
    }
  });

  it('a valuer browsing the open queue may not chat (403); another valuer’s request is 404', async () => {
    const open = await requestOf(client, null);
    expect((await call(t.app, agentB, 'GET', `/api/requests/${open.id}/messages`)).statusCode).toBe(403);
    const refused = await send(agentB, open.id, 'Hi');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(CHAT_MESSAGES.notAllowed);
    const assigned = await requestOf(client, agentA);
    expect((await send(agentB, assigned.id, 'Hi')).statusCode).toBe(404);
    expect((await call(t.app, null, 'GET', `/api/requests/${assigned.id}/messages`)).statusCode).toBe(401);
  });
});

describe('chat: live pushes', () => {
  const isChat = (requestId: string) => (e: SseEvent) => e.event === 'chat.message' && (e.data as { requestId: string }).requestId === requestId;

  it('pushes a message to the client, the assigned valuer and admins, never to another client', async () => {
    const r = await requestOf(client, agentA);
    const theirs = await requestOf(otherClient, agentB, 'Theirs');
    const streams = {
      client: await openStream(baseUrl, client.cookie),
      other: await openStream(baseUrl, otherClient.cookie),
      agentA: await openStream(baseUrl, agentA.cookie),
      agentB: await openStream(baseUrl, agentB.cookie),
      admin: await openStream(baseUrl, admin.cookie),
    };
    try {
      for (const s of Object.values(streams)) {
        await s.waitFor((e) => e.event === 'ready');
      }
      const message = await sent(client, r.id, 'Hello valuer');
      for (const s of [streams.client, streams.agentA, streams.admin]) {
        expect((await s.waitFor(isChat(r.id))).data).toEqual({ requestId: r.id, messageId: message.id });
      }
      // A later event the others do receive: events arrive in order, so the first would be there by now.
      await sent(otherClient, theirs.id, 'My own conversation');
      await streams.other.waitFor(isChat(theirs.id));
      await streams.agentB.waitFor(isChat(theirs.id));
      expect(streams.other.events.some(isChat(r.id))).toBe(false);
      expect(streams.agentB.events.some(isChat(r.id))).toBe(false);
      expect(streams.client.events.some(isChat(theirs.id))).toBe(false);
    } finally {
      for (const s of Object.values(streams)) {
        s.close();
      }
    }
  });

  it('checks access again at push time: an event addressed to someone who may not chat is not pushed', async () => {
    const r = await requestOf(client, agentA);
    const theirs = await requestOf(otherClient, agentB, 'Theirs');
    const other = await openStream(baseUrl, otherClient.cookie);
    try {
      await other.waitFor((e) => e.event === 'ready');
      // Addressed (wrongly) to the other client: the stream's check must drop it.
      await inTransaction(t.app.ctx, async (tx) => {
        emitEvent(tx, chatMessageEvent, { requestId: r.id, messageId: 1 }, { userIds: [otherClient.userId] });
      });
      await sent(otherClient, theirs.id, 'Mine');
      await other.waitFor(isChat(theirs.id));
      expect(other.events.some(isChat(r.id))).toBe(false);
    } finally {
      other.close();
    }
  });

  it('a reassigned valuer stops receiving: live, and in the replay after a reconnect', async () => {
    const r = await requestOf(client, agentA);
    const first = await openStream(baseUrl, agentA.cookie);
    const ready = await first.waitFor((e) => e.event === 'ready');
    first.close();
    // Sent while A is assigned (A is in its audience), then the request moves to B.
    await sent(client, r.id, 'Sent to A');
    const moved = await call(t.app, admin, 'POST', `/api/requests/${r.id}/assign`, { agentId: agentB.profileId });
    expect(moved.statusCode, moved.body).toBe(200);

    const resumed = await openStream(baseUrl, agentA.cookie, { lastEventId: ready.id });
    const b = await openStream(baseUrl, agentB.cookie, { lastEventId: ready.id });
    try {
      // The replay is written before `ready`: A's log entry is there, the push-time check drops it.
      await resumed.waitFor((e) => e.event === 'ready');
      expect(resumed.events.some(isChat(r.id))).toBe(false);
      await b.waitFor((e) => e.event === 'ready');
      await sent(client, r.id, 'Sent to B');
      await b.waitFor(isChat(r.id));
      expect(resumed.events.some(isChat(r.id))).toBe(false);
      expect((await call(t.app, agentA, 'GET', `/api/requests/${r.id}/messages`)).statusCode).toBe(404);
    } finally {
      resumed.close();
      b.close();
    }
  });
});
