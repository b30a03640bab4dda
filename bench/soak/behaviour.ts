import { isWeekend, nairobiToday, visitTimeSlots } from '@thamani/domain/visits';
import { sleep } from './http.ts';
import type { SimUser } from './users.ts';

/**
 * What one simulated person does once signed in, by role, with think time between page views
 * (the soak's traffic and its capacity run share it): clients (most) read their dashboard, list
 * and open their requests, order valuations and read notifications; agents work the queue,
 * accept (racing each other), schedule visits and list them; admins assign pending requests.
 */

interface QueueItem {
  id: string;
  status: string;
  assignedAgentId: string | null;
  property: { id: string } | null;
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Weekdays from the day after tomorrow (Nairobi): always future, whatever the hour of the run. */
function futureWeekdays(count: number): string[] {
  const days: string[] = [];
  for (let i = 2; days.length < count; i++) {
    const ymd = addDays(nairobiToday(), i);
    if (!isWeekend(ymd)) {
      days.push(ymd);
    }
  }
  return days;
}

const SLOTS = visitTimeSlots();
const VISIT_DAYS = futureWeekdays(40);

/** A valid POST /api/requests body (as test-app.ts requestBody(), with a future preferred date). */
export function requestBody(n: number): Record<string, unknown> {
  return {
    title: `Soak plot ${n} in Kilimani`,
    propertyType: 'residential',
    county: 'Nairobi',
    town: 'Kilimani',
    address: 'Argwings Kodhek Rd, Nairobi',
    lrNumber: 'LR No. 209/12345',
    sizeSqm: 450,
    bedrooms: 3,
    purpose: 'mortgage',
    preferredDate: addDays(nairobiToday(), 7),
    contactPhone: '+254 712 345 678',
    notes: 'Soak test',
  };
}

/** Business done by everybody sharing one behaviour. */
export type Business = Record<'ordered' | 'accepted' | 'assigned' | 'scheduled' | 'markedRead', number>;

export interface Behaviour {
  business: Business;
  /** Browse as this person until `stop()` says so (checked between page views). */
  run: (u: SimUser, stop: () => boolean) => Promise<void>;
}

export function createBehaviour(thinkMs: [number, number]): Behaviour {
  const business: Business = { ordered: 0, accepted: 0, assigned: 0, scheduled: 0, markedRead: 0 };
  let requestCounter = 0;
  const agentIds: string[] = [];
  // Think time, cut short when the person is told to stop (so a run ends within one call).
  const think = async (stop: () => boolean) => {
    const until = Date.now() + rand(thinkMs[0], thinkMs[1]);
    while (!stop() && Date.now() < until) {
      await sleep(Math.min(250, until - Date.now()));
    }
  };

  async function clientLoop(u: SimUser, stop: () => boolean): Promise<void> {
    const mine: string[] = [];
    while (!stop()) {
      const r = Math.random();
      if (r < 0.3) {
        // The dashboard: counters, unread count, notifications and recent requests at once.
        await Promise.all([
          u.call('GET /api/requests/stats', 'GET', '/api/requests/stats'),
          u.call('GET /api/notifications/unread-count', 'GET', '/api/notifications/unread-count'),
          u.call('GET /api/notifications', 'GET', '/api/notifications?limit=20'),
          u.call('GET /api/requests', 'GET', '/api/requests?limit=20'),
        ]);
      } else if (r < 0.5) {
        const list = await u.call<{ items: Array<{ id: string }> }>(
          'GET /api/requests',
          'GET',
          '/api/requests?limit=20',
        );
        for (const item of list?.data.items ?? []) {
          if (!mine.includes(item.id)) {
            mine.push(item.id);
          }
        }
      } else if (r < 0.7) {
        const id = pick(mine);
        if (id) {
          await u.call('GET /api/requests/:id', 'GET', `/api/requests/${id}`);
        } else {
          await u.call('GET /api/requests', 'GET', '/api/requests?limit=20');
        }
      } else if (r < 0.85) {
        requestCounter += 1;
        const created = await u.call<{ id: string }>('POST /api/requests', 'POST', '/api/requests', {
          body: requestBody(requestCounter),
          ok: [201],
        });
        if (created) {
          business.ordered! += 1;
          mine.push(created.data.id);
          await u.call('GET /api/requests/:id', 'GET', `/api/requests/${created.data.id}`);
        }
      } else {
        const page = await u.call<{ items: Array<{ id: string; readAt: string | null }> }>(
          'GET /api/notifications',
          'GET',
          '/api/notifications?limit=20',
        );
        const unread = page?.data.items.find((n) => n.readAt === null);
        if (unread) {
          const done = await u.call(
            'POST /api/notifications/:id/read',
            'POST',
            `/api/notifications/${unread.id}/read`,
            { body: {}, ok: [204] },
          );
          if (done) {
            business.markedRead! += 1;
          }
        }
      }
      await think(stop);
    }
  }

  async function agentLoop(u: SimUser, stop: () => boolean): Promise<void> {
    let queue: QueueItem[] = [];
    let slot = 0;
    while (!stop()) {
      const r = Math.random();
      if (r < 0.3 || queue.length === 0) {
        const res = await u.call<{ items: QueueItem[] }>(
          'GET /api/requests/queue',
          'GET',
          '/api/requests/queue?limit=20',
        );
        queue = res?.data.items ?? [];
      } else if (r < 0.6) {
        const item = pick(queue.filter((q) => q.status === 'pending' && q.assignedAgentId === null));
        if (item) {
          // Other agents (and the admins) race for the same requests: 409 (or 404 once it is someone else's) is expected.
          const res = await u.call('POST /api/requests/:id/accept', 'POST', `/api/requests/${item.id}/accept`, {
            body: {},
            conflicts: [404, 409],
          });
          if (res?.outcome === 'ok') {
            business.accepted! += 1;
            item.status = 'assigned';
            item.assignedAgentId = u.profileId;
          } else {
            queue = queue.filter((q) => q !== item);
          }
        }
      } else if (r < 0.8) {
        const item = queue.find((q) => q.status === 'assigned' && q.assignedAgentId === u.profileId && q.property);
        if (item?.property) {
          const day = VISIT_DAYS[Math.floor(slot / SLOTS.length) % VISIT_DAYS.length]!;
          const time = SLOTS[slot % SLOTS.length]!;
          slot += 1;
          const res = await u.call('POST /api/visits', 'POST', '/api/visits', {
            body: { requestId: item.id, propertyId: item.property.id, date: day, time, durationMinutes: 30 },
            ok: [201],
            // 409: a slot or visit race; 404: an admin reassigned the request to another agent meanwhile.
            conflicts: [404, 409],
          });
          if (res?.outcome === 'ok') {
            business.scheduled! += 1;
          }
          item.status = 'visit_scheduled';
        } else {
          await u.call('GET /api/visits', 'GET', '/api/visits?limit=20');
        }
      } else {
        await Promise.all([
          u.call('GET /api/visits', 'GET', '/api/visits?limit=20'),
          u.call('GET /api/notifications/unread-count', 'GET', '/api/notifications/unread-count'),
        ]);
      }
      await think(stop);
    }
  }

  async function adminLoop(u: SimUser, stop: () => boolean): Promise<void> {
    let queue: QueueItem[] = [];
    while (!stop()) {
      const r = Math.random();
      if (agentIds.length === 0) {
        const res = await u.call<{ items: Array<{ id: string }> }>('GET /api/agents', 'GET', '/api/agents');
        agentIds.push(...(res?.data.items.map((a) => a.id) ?? []));
      } else if (r < 0.45 || queue.length === 0) {
        const res = await u.call<{ items: QueueItem[] }>(
          'GET /api/requests/queue',
          'GET',
          '/api/requests/queue?status=pending&limit=20',
        );
        queue = res?.data.items ?? [];
      } else if (r < 0.85) {
        const item = pick(queue.filter((q) => q.status === 'pending' && q.assignedAgentId === null));
        const agentId = pick(agentIds);
        if (item && agentId) {
          // An agent may have accepted it meanwhile: assign then moves it to another agent (allowed), so only 409 is a refusal.
          const res = await u.call<{ assignedAgent: { id: string } | null }>(
            'POST /api/requests/:id/assign',
            'POST',
            `/api/requests/${item.id}/assign`,
            {
              body: { agentId },
              conflicts: [409],
            },
          );
          if (res?.outcome === 'ok') {
            business.assigned! += 1;
          }
          queue = queue.filter((q) => q !== item);
        }
      } else {
        await u.call('GET /api/visits', 'GET', '/api/visits?limit=20');
      }
      await think(stop);
    }
  }

  return {
    business,
    run: (u, stop) =>
      u.role === 'admin' ? adminLoop(u, stop) : u.role === 'agent' ? agentLoop(u, stop) : clientLoop(u, stop),
  };
}
