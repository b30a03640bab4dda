import type { RequestDetail } from '@thamani/domain/requests';

export const REQUEST_ID = '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
export const PERSON_ID = '0b6f3c1e-8a55-4d1f-9a3e-2f1c4b7d9e10';

/** A pending request as GET /api/requests/:id returns it; override what a test needs. */
export function requestDetail(overrides: Partial<RequestDetail> = {}): RequestDetail {
  return {
    id: REQUEST_ID,
    reference: 'TH-2025-0142',
    status: 'pending',
    priority: 'normal',
    purpose: 'mortgage',
    preferredDate: '2025-03-10',
    contactPhone: '+254712345678',
    notes: 'Gate code 1234',
    requestedAt: '2025-03-07T06:00:00.000Z',
    dueDate: '2025-03-21T14:00:00.000Z',
    overdue: false,
    requester: { id: PERSON_ID, fullName: 'Wanjiku Kamau' },
    property: {
      id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      title: 'Kilimani apartment',
      propertyType: 'residential',
      county: 'Nairobi',
      town: 'Kilimani',
      address: 'Argwings Kodhek Rd',
      lrNumber: 'Nairobi/Block 82/1234',
      sizeSqm: 145.5,
      bedrooms: 3,
      price: null,
    },
    assignedAgent: null,
    visit: null,
    report: null,
    quote: null,
    timeline: [
      {
        action: 'request_created',
        status: 'pending',
        at: '2025-03-07T06:00:00.000Z',
        by: { id: PERSON_ID, fullName: 'Wanjiku Kamau' },
      },
    ],
    ...overrides,
  };
}
