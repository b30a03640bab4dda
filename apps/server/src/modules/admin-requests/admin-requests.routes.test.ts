import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_REQUESTS_MESSAGES,
  type AdminRequestListItem,
  type AdminRequestsPage,
} from '@thamani/domain/admin-requests';
import type { RequestPurpose, RequestStatus } from '@thamani/domain/requests';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { properties } from '#db/schema/properties.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { call } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';

const t = useTestApp({
  clock: true, // Monday 4 March 2030, 09:00 Nairobi (06:00Z)
  actors: {
    client: { role: 'user', name: 'Wanjiku Kamau' },
    jane: { role: 'agent', name: 'Jane Wanjiru' },
    otieno: { role: 'agent', name: 'Otieno Valuer' },
    admin: { role: 'admin', name: 'Amina Admin' },
  },
});
const { client, jane, otieno, admin } = t.actors;

interface Seed {
  name: string;
  status: RequestStatus;
  county: string;
  purpose: RequestPurpose;
  valuer: 'jane' | 'otieno' | null;
  requestedAt: string;
  due: string | null;
  approvedAt?: string;
  revised?: boolean;
}

/** A small known set: each filter below picks out exactly the rows named. */
const SEEDS: Seed[] = [
  {
    name: 'A',
    status: 'pending',
    county: 'Nairobi',
    purpose: 'mortgage',
    valuer: null,
    requestedAt: '2030-02-01T05:00:00Z',
    due: '2030-03-01T06:00:00Z',
  },
  // 23:59 on 10 February in Nairobi, and 00:00 on 11 February: the edges of a Nairobi day.
  {
    name: 'B',
    status: 'assigned',
    county: 'Kiambu',
    purpose: 'insurance',
    valuer: 'jane',
    requestedAt: '2030-02-10T20:59:00Z',
    due: '2030-03-10T06:00:00Z',
  },
  {
    name: 'C',
    status: 'in-progress',
    county: 'Nairobi',
    purpose: 'mortgage',
    valuer: 'jane',
    requestedAt: '2030-02-10T21:00:00Z',
    due: '2030-03-02T06:00:00Z',
    revised: true,
  },
  // Approved at 00:30 on 1 March in Nairobi (still 28 February in UTC).
  {
    name: 'D',
    status: 'completed',
    county: 'Mombasa',
    purpose: 'sale',
    valuer: 'otieno',
    requestedAt: '2030-01-15T06:00:00Z',
    due: '2030-02-01T06:00:00Z',
    approvedAt: '2030-02-28T21:30:00Z',
    revised: true,
  },
  {
    name: 'E',
    status: 'completed',
    county: 'Nairobi',
    purpose: 'mortgage',
    valuer: 'jane',
    requestedAt: '2030-01-20T06:00:00Z',
    due: null,
    approvedAt: '2030-02-28T20:30:00Z',
  },
  {
    name: 'F',
    status: 'cancelled',
    county: 'Nairobi',
    purpose: 'mortgage',
    valuer: null,
    requestedAt: '2030-02-15T06:00:00Z',
    due: '2030-02-20T06:00:00Z',
  },
  {
    name: 'G',
    status: 'under_review',
    county: 'Kiambu',
    purpose: 'mortgage',
    valuer: 'otieno',
    requestedAt: '2030-02-20T06:00:00Z',
    due: null,
  },
  // Received at the same instant as G: the keyset's id breaks the tie.
  {
    name: 'H',
    status: 'pending',
    county: 'Kiambu',
    purpose: 'rental',
    valuer: null,
    requestedAt: '2030-02-20T06:00:00Z',
    due: '2030-03-04T05:59:00Z',
  },
];

const nameById = new Map<string, string>();
const referenceByName = new Map<string, string>();
const idByName = new Map<string, string>();

beforeAll(async () => {
  const db = t.database.db;
  const valuerIds = { jane: jane.profileId, otieno: otieno.profileId };
  for (const seed of SEEDS) {
    const [property] = await db
      .insert(properties)
      .values({ title: `Property ${seed.name}`, county: seed.county, town: 'Town', lrNumber: `LR ${seed.name}/1` })
      .returning({ id: properties.id });
    const [request] = await db
      .insert(valuationRequests)
      .values({
        propertyId: property?.id,
        requesterId: client.profileId,
        assignedAgentId: seed.valuer ? valuerIds[seed.valuer] : null,
        status: seed.status,
        purpose: seed.purpose,
        requestedAt: new Date(seed.requestedAt),
        dueDate: seed.due ? new Date(seed.due) : null,
      })
      .returning({ id: valuationRequests.id, reference: valuationRequests.reference });
    const id = request?.id ?? '';
    referenceByName.set(seed.name, request?.reference ?? '');
    nameById.set(id, seed.name);
    idByName.set(seed.name, id);
    const audit = (action: 'report_approved' | 'report_changes_requested', at: string) => ({
      actionType: action,
      entityType: 'report',
      entityId: id,
      details: { request_id: id },
      createdAt: new Date(at),
    });
    if (seed.revised) {
      await db.insert(auditLogs).values(audit('report_changes_requested', '2030-02-25T06:00:00Z'));
    }
    if (seed.approvedAt) {
      await db.insert(auditLogs).values(audit('report_approved', seed.approvedAt));
    }
  }
});

async function list(query: string): Promise<AdminRequestListItem[]> {
  const res = await call(t.app, admin, 'GET', `/api/admin/requests?limit=100${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminRequestsPage>().items;
}
const names = async (query: string) => (await list(query)).map((item) => nameById.get(item.id));

/** G and H share an instant: the larger id comes first. */
const GH = () => ((idByName.get('G') ?? '') > (idByName.get('H') ?? '') ? ['G', 'H'] : ['H', 'G']);

describe('GET /api/admin/requests', () => {
  it('lists every request newest received first, with its people, flags and approval time', async () => {
    expect(await names('')).toEqual([...GH(), 'F', 'C', 'B', 'A', 'E', 'D']);
    const items = await list('');
    const byName = (name: string) => items.find((item) => nameById.get(item.id) === name);
    expect(byName('C')).toEqual({
      id: idByName.get('C'),
      reference: referenceByName.get('C'),
      title: 'Property C',
      status: 'in-progress',
      priority: 'normal',
      purpose: 'mortgage',
      county: 'Nairobi',
      town: 'Town',
      lrNumber: 'LR C/1',
      requesterName: 'Wanjiku Kamau',
      valuer: { profileId: jane.profileId, name: 'Jane Wanjiru' },
      requestedAt: '2030-02-10T21:00:00.000Z',
      dueDate: '2030-03-02T06:00:00.000Z',
      overdue: true,
      completedAt: null,
    });
    expect(byName('D')).toMatchObject({ overdue: false, completedAt: '2030-02-28T21:30:00.000Z' });
    expect(byName('H')).toMatchObject({ overdue: true, valuer: null });
    expect(byName('F')).toMatchObject({ overdue: false });
  });

  it.each([
    ['status=open', ['G', 'H', 'C', 'B', 'A']],
    ['status=pending', ['H', 'A']],
    ['status=completed', ['E', 'D']],
    ['county=Nairobi', ['F', 'C', 'A', 'E']],
    ['purpose=insurance', ['B']],
    ['overdue=true', ['H', 'C', 'A']],
    ['revised=true', ['C', 'D']],
    ['receivedFrom=2030-02-11', ['G', 'H', 'F', 'C']],
    ['receivedTo=2030-02-10', ['B', 'A', 'E', 'D']],
    ['receivedFrom=2030-02-10&receivedTo=2030-02-10', ['B']],
    ['completedFrom=2030-03-01', ['D']],
    ['completedTo=2030-02-28', ['E']],
    ['completedFrom=2030-02-28&completedTo=2030-03-01', ['E', 'D']],
    ['status=open&overdue=true&county=Nairobi', ['C', 'A']],
    ['county=Nairobi&purpose=mortgage&valuerId=unassigned', ['F', 'A']],
    ['revised=true&completedFrom=2030-03-01&completedTo=2030-03-31', ['D']],
    ['status=open&revised=true', ['C']],
    ['county=Turkana', []],
    // Blank values are no filter: the address of a cleared form.
    ['status=&county=&overdue=&receivedFrom=', ['G', 'H', 'F', 'C', 'B', 'A', 'E', 'D']],
  ])('%s gives exactly the matching rows', async (query, expected) => {
    expect(new Set(await names(query))).toEqual(new Set(expected));
    expect((await names(query)).length).toBe(expected.length);
  });

  it('filters by valuer, or the unassigned ones, and combines with the other filters', async () => {
    expect(await names(`valuerId=${jane.profileId}`)).toEqual(['C', 'B', 'E']);
    expect(await names(`valuerId=${otieno.profileId}&status=open`)).toEqual(['G']);
    expect(await names(`valuerId=${jane.profileId}&status=open&overdue=true`)).toEqual(['C']);
    expect(new Set(await names('valuerId=unassigned'))).toEqual(new Set(['H', 'F', 'A']));
    expect(await names(`valuerId=${client.profileId}`)).toEqual([]);
  });

  it('pages through the rows without gaps or repeats', async () => {
    for (const query of ['', 'status=open', 'county=Kiambu']) {
      const all = (await list(query)).map((item) => item.id);
      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const res = await call(
          t.app,
          admin,
          'GET',
          `/api/admin/requests?limit=2&${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json<AdminRequestsPage>();
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      }
      expect(seen).toEqual(all);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it.each([
    ['status=closed', ADMIN_REQUESTS_MESSAGES.status],
    ['county=Atlantis', 'county'],
    ['purpose=speculation', 'purpose'],
    ['valuerId=jane', ADMIN_REQUESTS_MESSAGES.valuerId],
    ['overdue=yes', ADMIN_REQUESTS_MESSAGES.flag],
    ['revised=1', ADMIN_REQUESTS_MESSAGES.flag],
    ['receivedFrom=2030-02-30', 'Enter a date as YYYY-MM-DD'],
    ['completedTo=01/03/2030', 'Enter a date as YYYY-MM-DD'],
    ['receivedFrom=2030-03-02&receivedTo=2030-03-01', ADMIN_REQUESTS_MESSAGES.datesOutOfOrder],
    ['completedFrom=2030-03-02&completedTo=2030-03-01', ADMIN_REQUESTS_MESSAGES.datesOutOfOrder],
    ['cursor=not-a-cursor', 'cursor'],
  ])('refuses %s with a clear message (400)', async (query, expected) => {
    const res = await call(t.app, admin, 'GET', `/api/admin/requests?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; fields?: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION');
    if (expected in (body.fields ?? {})) {
      expect(body.fields?.[expected]).toEqual(expect.any(String));
    } else {
      expect(body.message).toContain(expected);
    }
  });

  it('finds a request by its reference however it is typed, and only that request', async () => {
    const reference = referenceByName.get('C') ?? '';
    const [, year, serial] = /^TH-(\d{4})-(\d+)$/.exec(reference) ?? [];
    const spellings = [reference, reference.toLowerCase(), ` th ${year} ${Number(serial)} `, `TH${year}/${serial}`];
    for (const typed of spellings) {
      expect(await names(`q=${encodeURIComponent(typed)}`), typed).toEqual(['C']);
    }
    // The search combines with the other filters.
    expect(await names(`q=${encodeURIComponent(reference)}&status=completed`)).toEqual([]);
    expect(await names(`q=${encodeURIComponent(`TH-${year}-9999`)}`)).toEqual([]);
  });

  it.each([
    ['property c', ['C']],
    ['Wanjiku Kamau', ['G', 'H', 'F', 'C', 'B', 'A', 'E', 'D']],
    ['kamau property d', ['D']],
    ['LR D/1', ['D']],
    ['d/1', ['D']],
    ['100%_', []],
    ['   ', ['G', 'H', 'F', 'C', 'B', 'A', 'E', 'D']],
  ])('q=%j searches titles, LR numbers and client names', async (typed, expected) => {
    expect(new Set(await names(`q=${encodeURIComponent(typed)}`))).toEqual(new Set(expected));
  });

  it('refuses a search longer than 100 characters (400)', async () => {
    const res = await call(t.app, admin, 'GET', `/api/admin/requests?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields?: Record<string, string> }>().fields?.q).toBe(ADMIN_REQUESTS_MESSAGES.search);
  });

  it('is for admins only: anonymous 401, a client 403, a valuer 403', async () => {
    expect((await call(t.app, null, 'GET', '/api/admin/requests')).statusCode).toBe(401);
    expect((await call(t.app, client, 'GET', '/api/admin/requests')).statusCode).toBe(403);
    expect((await call(t.app, jane, 'GET', '/api/admin/requests')).statusCode).toBe(403);
  });
});
