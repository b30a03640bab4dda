import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestDetail } from '@thamani/domain/requests';
import { subscriberQueue } from '#platform/outbox/outbox.ts';
import { call, requestBody } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { requestMoved, type RequestMoved } from './index.ts';

const t = useTestApp({
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    agent: { role: 'agent', name: 'Agnes Valuer' },
  },
});
const { client, agent } = t.actors;

/** A subscriber as an area would write one: its effect is keyed by the event's id, so a second run changes nothing. */
const effects = new Map<string, RequestMoved>();
let runs = 0;
let failNextRun = false;
const QUEUE = subscriberQueue(requestMoved, 'test.on-request-moved');

beforeAll(async () => {
  await t.app.ctx.outbox.subscribe({
    name: 'test.on-request-moved',
    event: requestMoved,
    async handle(payload, { eventId }) {
      runs += 1;
      if (!effects.has(eventId)) {
        effects.set(eventId, payload);
      }
      if (failNextRun) {
        // The work is done but the run fails (a process killed before pg-boss heard): it runs again.
        failNextRun = false;
        throw new Error('killed after the work');
      }
    },
  });
});

async function newRequest(): Promise<RequestDetail> {
  const res = await call(t.app, client, 'POST', '/api/requests', requestBody());
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RequestDetail>();
}

async function until(done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) {
      throw new Error('the subscriber did not run in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const movesOf = (requestId: string) => [...effects.values()].filter((e) => e.requestId === requestId);

describe('request.moved: the lifecycle publishes each move in its transaction, subscribers hear of it once it commits', () => {
  it('a move reaches the subscriber with what moved, from and to which status, and who moved it', async () => {
    const request = await newRequest();
    expect((await call(t.app, agent, 'POST', `/api/requests/${request.id}/accept`)).statusCode).toBe(200);
    await t.app.ctx.jobs.whenIdle(QUEUE, 10_000);
    expect(movesOf(request.id)).toEqual([
      { requestId: request.id, firmId: agent.firmId, action: 'accept', from: 'pending', to: 'assigned', actorUserId: agent.userId },
    ]);
  });

  it('a refused move publishes nothing: the event rolls back with it', async () => {
    const request = await newRequest();
    expect((await call(t.app, client, 'POST', `/api/requests/${request.id}/accept`)).statusCode).toBe(403);
    await t.app.ctx.jobs.whenIdle(QUEUE, 10_000);
    expect(movesOf(request.id)).toEqual([]);
  });

  it('a subscriber run twice for one event (a retry) keeps one effect: the event id is the same on every run', async () => {
    const request = await newRequest();
    const before = runs;
    failNextRun = true;
    expect((await call(t.app, agent, 'POST', `/api/requests/${request.id}/accept`)).statusCode).toBe(200);
    await until(() => runs >= before + 2);
    expect(movesOf(request.id)).toHaveLength(1);
    expect(movesOf(request.id)[0]).toMatchObject({ action: 'accept', to: 'assigned' });
  });
});
