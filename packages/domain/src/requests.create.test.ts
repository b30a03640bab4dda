import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES, REQUEST_MESSAGES as M } from './messages.ts';
import {
  AssignRequestBodySchema,
  CancelRequestBodySchema,
  CreateRequestSchema,
  DEFAULT_REQUEST_PRIORITY,
  ListRequestsQuerySchema,
  REQUEST_PRIORITIES,
  REQUEST_PRIORITY_LABELS,
  REQUEST_PURPOSES,
  REQUEST_PURPOSE_LABELS,
  RequestDetailSchema,
  RequestPrioritySchema,
  RequestPurposeSchema,
  RequestQueueItemSchema,
  createRequestSchema,
  parseBedrooms,
} from './requests.ts';

type Issues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issuesOf = (result: Issues) =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

const TODAY = '2025-03-05';
const schema = createRequestSchema(TODAY);
const form = {
  title: 'Kilimani apartment',
  propertyType: 'residential',
  county: 'Nairobi',
  town: 'Kilimani',
  address: 'Argwings Kodhek Rd',
  lrNumber: '',
  sizeSqm: '120',
  bedrooms: '3',
  purpose: 'mortgage',
  preferredDate: '2025-03-10',
  contactPhone: '0712 345 678',
  notes: '',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('purposes and priorities', () => {
  it('offer the six purposes with their labels', () => {
    expect(REQUEST_PURPOSES).toEqual(['sale', 'mortgage', 'insurance', 'probate', 'rental', 'other']);
    expect(REQUEST_PURPOSE_LABELS).toEqual({
      sale: 'Sale',
      mortgage: 'Mortgage / bank',
      insurance: 'Insurance',
      probate: 'Probate / succession',
      rental: 'Rental',
      other: 'Other',
    });
    expect(RequestPurposeSchema.safeParse('gift').error?.issues[0]?.message).toBe(M.purpose);
  });

  it('offer four priorities, normal by default', () => {
    expect(REQUEST_PRIORITIES).toEqual(['low', 'normal', 'high', 'urgent']);
    expect(DEFAULT_REQUEST_PRIORITY).toBe('normal');
    expect(Object.keys(REQUEST_PRIORITY_LABELS)).toEqual([...REQUEST_PRIORITIES]);
    expect(REQUEST_PRIORITY_LABELS.urgent).toBe('Urgent');
    expect(RequestPrioritySchema.safeParse('asap').success).toBe(false);
  });
});

describe('parseBedrooms', () => {
  it.each([
    [3, 3],
    ['3', 3],
    [' 12 ', 12],
    [0, 0],
    ['100', 100],
  ])('%j → %d', (value, expected) => {
    expect(parseBedrooms(value)).toBe(expected);
  });

  it.each([undefined, null, '', '   '])('%j is missing (null)', (value) => {
    expect(parseBedrooms(value)).toBeNull();
  });

  it.each([-1, 101, 2.5, '2.5', 'three', true, {}])('%j is not a number of bedrooms (NaN)', (value) => {
    expect(parseBedrooms(value)).toBeNaN();
  });
});

describe('CreateRequestSchema — the /request form', () => {
  it('accepts the form and shapes the values', () => {
    expect(schema.parse(form)).toEqual({
      title: 'Kilimani apartment',
      propertyType: 'residential',
      county: 'Nairobi',
      town: 'Kilimani',
      address: 'Argwings Kodhek Rd',
      lrNumber: undefined,
      sizeSqm: 120,
      bedrooms: 3,
      purpose: 'mortgage',
      preferredDate: '2025-03-10',
      contactPhone: '+254712345678',
      notes: undefined,
    });
  });

  it('trims text, tidies the LR number and keeps notes', () => {
    const parsed = schema.parse({
      ...form,
      title: '  Karen house ',
      town: ' Karen ',
      address: ' Plot 7, Miotoni Rd ',
      lrNumber: ' LR No. 209 / 12345 ',
      notes: '  Call before coming. ',
    });
    expect(parsed).toMatchObject({
      title: 'Karen house',
      town: 'Karen',
      address: 'Plot 7, Miotoni Rd',
      lrNumber: 'LR No. 209/12345',
      notes: 'Call before coming.',
    });
  });

  it('accepts JSON numbers as well as form strings', () => {
    expect(schema.parse({ ...form, sizeSqm: 450.5, bedrooms: 0 })).toMatchObject({ sizeSqm: 450.5, bedrooms: 0 });
    expect(schema.parse({ ...form, sizeSqm: '1,250' }).sizeSqm).toBe(1250);
  });

  it('drops bedrooms for a property that is not residential, whatever was typed', () => {
    for (const propertyType of ['commercial', 'industrial', 'land']) {
      expect(schema.parse({ ...form, propertyType, bedrooms: '4' }).bedrooms).toBeUndefined();
      expect(schema.parse({ ...form, propertyType, bedrooms: 'lots' }).bedrooms).toBeUndefined();
      expect(schema.parse({ ...form, propertyType, bedrooms: undefined }).bedrooms).toBeUndefined();
    }
    const { bedrooms: _omitted, ...withoutBedrooms } = form;
    expect(schema.parse({ ...withoutBedrooms, propertyType: 'land' }).bedrooms).toBeUndefined();
  });

  it('needs bedrooms for a residential property ("Enter the number of bedrooms")', () => {
    for (const bedrooms of [undefined, null, '']) {
      expect(issuesOf(schema.safeParse({ ...form, bedrooms }))).toEqual([
        { path: 'bedrooms', message: 'Enter the number of bedrooms' },
      ]);
    }
    for (const bedrooms of ['-1', '101', '2.5', 'three']) {
      expect(issuesOf(schema.safeParse({ ...form, bedrooms }))).toEqual([
        { path: 'bedrooms', message: M.bedroomsRange },
      ]);
    }
  });

  it('reports every field at once, in plain words, on its field', () => {
    const issues = issuesOf(schema.safeParse({ propertyType: 'residential' }));
    expect(issues).toEqual([
      { path: 'title', message: M.title },
      { path: 'county', message: FIELD_MESSAGES.county },
      { path: 'town', message: M.town },
      { path: 'address', message: M.address },
      { path: 'sizeSqm', message: M.sizeSqm },
      { path: 'purpose', message: M.purpose },
      { path: 'preferredDate', message: M.preferredDate },
      { path: 'contactPhone', message: FIELD_MESSAGES.phone },
      { path: 'bedrooms', message: M.bedrooms },
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(schema.safeParse(null).success).toBe(false);
    expect(schema.safeParse('form').success).toBe(false);
  });

  it.each([
    ['title', 'ab', M.title],
    ['title', '   a   ', M.title],
    ['title', 'x'.repeat(121), M.titleTooLong],
    ['propertyType', 'castle', M.propertyType],
    ['county', 'Nairobi City', FIELD_MESSAGES.county],
    ['town', 'K', M.town],
    ['town', 'x'.repeat(81), M.townTooLong],
    ['address', 'ab', M.address],
    ['address', 'x'.repeat(201), M.addressTooLong],
    ['lrNumber', 'somewhere', FIELD_MESSAGES.lrNumber],
    ['sizeSqm', '', M.sizeSqm],
    ['sizeSqm', 'big', M.sizeSqm],
    ['sizeSqm', '0', M.sizeSqm],
    ['sizeSqm', -5, M.sizeSqm],
    ['sizeSqm', '10000001', M.sizeTooLarge],
    ['purpose', 'gift', M.purpose],
    ['preferredDate', '', M.preferredDate],
    ['preferredDate', '10/03/2025', M.preferredDate],
    ['preferredDate', '2025-02-30', M.preferredDate],
    ['preferredDate', '2025-03-04', M.preferredDatePast],
    ['contactPhone', '12345', FIELD_MESSAGES.phone],
    ['notes', 'x'.repeat(2001), M.notesTooLong],
  ])('%s = %j → %s', (field, value, message) => {
    expect(issuesOf(schema.safeParse({ ...form, [field]: value }))).toEqual([{ path: field, message }]);
  });

  it('accepts the limits themselves', () => {
    const edge = {
      ...form,
      title: 'abc',
      town: 'Ol',
      address: 'x'.repeat(200),
      sizeSqm: '10000000',
      bedrooms: '100',
      preferredDate: TODAY,
      notes: 'x'.repeat(2000),
    };
    expect(schema.safeParse(edge).success).toBe(true);
  });

  it('judges "today" in Nairobi at each parse when built without a date', () => {
    // 22:00 UTC on 4 March is already 5 March in Nairobi.
    vi.useFakeTimers({ now: new Date('2025-03-04T22:00:00Z') });
    expect(issuesOf(CreateRequestSchema.safeParse({ ...form, preferredDate: '2025-03-04' }))).toEqual([
      { path: 'preferredDate', message: M.preferredDatePast },
    ]);
    expect(CreateRequestSchema.safeParse({ ...form, preferredDate: '2025-03-05' }).success).toBe(true);
    vi.setSystemTime(new Date('2025-03-06T06:00:00Z'));
    expect(CreateRequestSchema.safeParse({ ...form, preferredDate: '2025-03-05' }).success).toBe(false);
  });
});

describe('RequestDetailSchema', () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const detail = {
    id: id(1),
    reference: 'TH-2025-0001',
    status: 'visit_scheduled',
    priority: 'normal',
    purpose: 'mortgage',
    preferredDate: '2025-03-10',
    contactPhone: '+254712345678',
    notes: null,
    requestedAt: '2025-03-05T07:10:00.000Z',
    dueDate: '2025-03-19T14:00:00.000Z',
    overdue: false,
    requester: { id: id(2), fullName: 'Achieng Otieno' },
    property: {
      id: id(3),
      title: 'Kilimani apartment',
      propertyType: 'residential',
      county: 'Nairobi',
      town: 'Kilimani',
      address: 'Argwings Kodhek Rd',
      lrNumber: 'Nairobi/Block 82/1234',
      sizeSqm: 120.5,
      bedrooms: 3,
      price: 12_500_000,
    },
    assignedAgent: { id: id(4), fullName: 'Kamau Njoroge' },
    quote: null,
    visit: {
      id: id(5),
      status: 'scheduled',
      scheduledDate: '2025-03-10T06:00:00.000Z',
      durationMinutes: 60,
      notes: null,
    },
    report: { id: id(6), status: 'draft', downloadUrl: null, verifyCode: null },
    timeline: [
      {
        action: 'request_created',
        status: 'pending',
        at: '2025-03-05T07:10:00.000Z',
        by: { id: id(2), fullName: 'Achieng Otieno' },
      },
      { action: 'site_visit_scheduled', status: 'visit_scheduled', at: '2025-03-06T07:10:00+03:00', by: null },
    ],
  };

  it('accepts a full detail', () => {
    expect(RequestDetailSchema.parse(detail)).toEqual(detail);
  });

  it('accepts a request not yet assigned, without a visit, a property, a purpose or a due date', () => {
    const bare = {
      ...detail,
      status: 'pending',
      purpose: null,
      preferredDate: null,
      contactPhone: null,
      dueDate: null,
      property: null,
      assignedAgent: null,
      quote: null,
      visit: null,
      report: null,
      timeline: [],
    };
    expect(RequestDetailSchema.safeParse(bare).success).toBe(true);
  });

  it('refuses an unknown county, priority or timeline status', () => {
    expect(RequestDetailSchema.safeParse({ ...detail, priority: 'asap' }).success).toBe(false);
    expect(
      RequestDetailSchema.safeParse({ ...detail, property: { ...detail.property, county: 'Kampala' } }).success,
    ).toBe(false);
    expect(
      RequestDetailSchema.safeParse({ ...detail, timeline: [{ ...detail.timeline[0], status: 'lost' }] }).success,
    ).toBe(false);
  });
});

describe('RequestQueueItemSchema', () => {
  const item = {
    id: '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
    reference: 'TH-2025-0002',
    status: 'pending',
    priority: 'urgent',
    requestedAt: '2025-03-05T07:10:00.000Z',
    dueDate: '2025-03-07T14:00:00.000Z',
    property: null,
    county: "Murang'a",
    town: 'Kenol',
    requesterName: 'Achieng Otieno',
    assignedAgentId: null,
    overdue: true,
    visit: null,
  };

  it('adds county, town, requester, assigned agent and overdue to the list row', () => {
    expect(RequestQueueItemSchema.parse(item)).toEqual(item);
    expect(
      RequestQueueItemSchema.safeParse({ ...item, county: null, town: null, assignedAgentId: item.id }).success,
    ).toBe(true);
  });

  it('refuses an unknown priority or a missing overdue flag', () => {
    expect(RequestQueueItemSchema.safeParse({ ...item, priority: 'asap' }).success).toBe(false);
    expect(RequestQueueItemSchema.safeParse({ ...item, overdue: undefined }).success).toBe(false);
  });
});

describe('ListRequestsQuerySchema', () => {
  it('defaults the page and takes the filters', () => {
    expect(ListRequestsQuerySchema.parse({})).toEqual({ limit: 20 });
    // A cursor as the server hands it out (base64url of [instant, id]); see pagination.test.ts.
    const cursor = 'WyIyMDMwLTAzLTA0VDA2OjAwOjAwLjAwMFoiLCIzZjFjMWE1Mi02YTMzLTRmMmEtOWQzOC0yN2ExYjlkMmMwMDEiXQ';
    expect(ListRequestsQuerySchema.parse({ status: 'pending', county: 'Kisumu', cursor, limit: '50' })).toEqual({
      status: 'pending',
      county: 'Kisumu',
      cursor,
      limit: 50,
    });
  });

  it('reads a blank filter as "all"', () => {
    expect(ListRequestsQuerySchema.parse({ status: '', county: '' })).toEqual({
      status: undefined,
      county: undefined,
      limit: 20,
    });
  });

  it('refuses an unknown status or county and a limit over 100', () => {
    expect(ListRequestsQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(ListRequestsQuerySchema.safeParse({ county: 'Kampala' }).success).toBe(false);
    expect(ListRequestsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('AssignRequestBodySchema', () => {
  it('needs an agent id', () => {
    const agentId = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
    expect(AssignRequestBodySchema.parse({ agentId })).toEqual({ agentId });
    expect(issuesOf(AssignRequestBodySchema.safeParse({}))).toEqual([{ path: 'agentId', message: M.agentId }]);
    expect(issuesOf(AssignRequestBodySchema.safeParse({ agentId: 'kamau' }))).toEqual([
      { path: 'agentId', message: M.agentId },
    ]);
  });
});

describe('CancelRequestBodySchema', () => {
  it('takes an optional reason of up to 500 characters', () => {
    expect(CancelRequestBodySchema.parse({})).toEqual({ reason: undefined });
    expect(CancelRequestBodySchema.parse({ reason: '   ' })).toEqual({ reason: undefined });
    expect(CancelRequestBodySchema.parse({ reason: ' Sold privately ' })).toEqual({ reason: 'Sold privately' });
    expect(CancelRequestBodySchema.safeParse({ reason: 'x'.repeat(500) }).success).toBe(true);
    expect(issuesOf(CancelRequestBodySchema.safeParse({ reason: 'x'.repeat(501) }))).toEqual([
      { path: 'reason', message: M.cancelReasonTooLong },
    ]);
  });
});
