import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKS_MESSAGES,
  INVOICES_CSV_COLUMNS,
  PAYMENTS_CSV_COLUMNS,
  type BookOrganisations,
  type BooksInvoice,
  type BooksInvoicesPage,
  type Receivables,
  type Statement,
} from '@thamani/domain/books';
import { call, type Actor } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { insertBookInvoice, insertClientOrganisation, type BookInvoiceSeed } from './books.fixture.ts';

const t = useTestApp({
  clock: true, // Monday 4 March 2030, 09:00 Nairobi (06:00Z)
  actors: {
    client: { role: 'user', name: 'Wanjiru Kamau' },
    officer: { role: 'user', name: 'Otieno Bank Officer' },
    agent: { role: 'agent' },
    admin: { role: 'admin' },
  },
});
const { client, officer, agent, admin } = t.actors;

const ACACIA = 'Acacia Bank, "Moi Avenue" branch';
const ids = { acacia: '', baobab: '' };
const invoiceIds = new Map<string, string>();

/**
 * Acacia Bank's invoices at every age, the individual client's either side of the 30-day bound
 * (on Nairobi days: 00:30 on 2 February is 30 days before 4 March, 23:30 on 1 February is 31),
 * and two paid ones. Payments are received, and a credit note issued, in February.
 */
function seeds(): Array<BookInvoiceSeed & { name: string }> {
  const firmId = t.app.ctx.firmId;
  const bank = { firmId, requesterId: officer.profileId, organisationId: ids.acacia };
  const person = { firmId, requesterId: client.profileId };
  return [
    { name: 'A', ...bank, number: 9001, total: 10_000, issuedAt: '2030-03-01T06:00:00Z' },
    {
      name: 'B',
      ...bank,
      number: 9002,
      total: 20_000,
      issuedAt: '2030-01-20T06:00:00Z',
      payments: [
        { amount: 5_000, at: '2030-02-15T06:00:00Z', method: 'bank_transfer', reference: 'FT26046XYZ' },
        { amount: 1_000, at: '2030-02-16T06:00:00Z', method: 'mpesa', status: 'failed' },
      ],
    },
    {
      name: 'C',
      ...bank,
      number: 9003,
      total: 30_000,
      issuedAt: '2029-12-20T06:00:00Z',
      credits: [{ number: 701, amount: 2_000, at: '2030-02-25T06:00:00Z' }],
    },
    { name: 'D', ...bank, number: 9004, total: 40_000, issuedAt: '2029-11-01T06:00:00Z' },
    { name: 'E', ...person, number: 9005, total: 5_000, issuedAt: '2030-02-01T21:30:00Z', buyerName: '=SUM(A1:A9)' },
    { name: 'F', ...person, number: 9006, total: 6_000, issuedAt: '2030-02-01T20:30:00Z' },
    {
      name: 'G',
      ...person,
      number: 9007,
      total: 7_000,
      issuedAt: '2030-02-05T06:00:00Z',
      status: 'paid',
      payments: [{ amount: 7_000, at: '2030-02-12T06:00:00Z', method: 'mpesa', reference: 'TKR1ABC2DE' }],
    },
    {
      name: 'H',
      ...bank,
      number: 9008,
      total: 8_000,
      issuedAt: '2030-02-10T06:00:00Z',
      status: 'paid',
      payments: [{ amount: 8_000, at: '2030-02-20T06:00:00Z', method: 'rtgs', reference: '=cmd|calc' }],
    },
  ];
}

beforeAll(async () => {
  const db = t.app.ctx.db;
  ids.acacia = await insertClientOrganisation(db, ACACIA);
  ids.baobab = await insertClientOrganisation(db, 'Baobab Sacco', 'sacco');
  for (const { name, ...seed } of seeds()) {
    invoiceIds.set(name, (await insertBookInvoice(db, seed)).invoiceId);
  }
});

const nameOf = (item: BooksInvoice) => [...invoiceIds].find(([, id]) => id === item.id)?.[0];

async function list(query = ''): Promise<BooksInvoice[]> {
  const res = await call(t.app, admin, 'GET', `/api/admin/books/invoices?limit=100${query ? `&${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BooksInvoicesPage>().items;
}

describe('GET /api/admin/books/invoices', () => {
  it('lists the firm’s invoices newest first, each with what is paid and owed and its age', async () => {
    const items = await list();
    expect(items.map(nameOf)).toEqual(['A', 'H', 'G', 'E', 'F', 'B', 'C', 'D']);
    const b = items.find((item) => nameOf(item) === 'B');
    expect(b).toMatchObject({
      number: 'INV-009002',
      client: { kind: 'organisation', id: ids.acacia, name: ACACIA },
      buyer: 'Test buyer',
      total: 20_000,
      paid: 5_000,
      credited: 0,
      balance: 15_000,
      status: 'issued',
      issuedAt: '2030-01-20T06:00:00.000Z',
      daysOutstanding: 43,
      ageingBucket: '31-60',
      reminders: { count: 0, lastSentAt: null },
    });
    expect(b?.requestReference).toMatch(/^TH-\d{4}-\d{4,}$/);
    expect(items.find((item) => nameOf(item) === 'E')).toMatchObject({
      client: { kind: 'individual', id: client.profileId, name: 'Wanjiru Kamau' },
      daysOutstanding: 30,
      ageingBucket: '0-30',
    });
    expect(items.find((item) => nameOf(item) === 'F')).toMatchObject({ daysOutstanding: 31, ageingBucket: '31-60' });
    expect(items.find((item) => nameOf(item) === 'C')).toMatchObject({ paid: 0, credited: 2_000, balance: 28_000 });
    // Settled: nothing owed, no age.
    expect(items.find((item) => nameOf(item) === 'G')).toMatchObject({
      balance: 0,
      daysOutstanding: null,
      ageingBucket: null,
    });
  });

  it.each([
    ['status=paid', ['H', 'G']],
    ['status=issued', ['A', 'E', 'F', 'B', 'C', 'D']],
    [`organisationId=${'acacia'}`, ['A', 'H', 'B', 'C', 'D']],
    ['issuedFrom=2030-02-01&issuedTo=2030-02-28', ['H', 'G', 'E', 'F']],
    // 00:30 on 2 February in Nairobi is 1 February in UTC: it is a 2 February invoice.
    ['issuedFrom=2030-02-02&issuedTo=2030-02-02', ['E']],
    ['status=&organisationId=&issuedFrom=', ['A', 'H', 'G', 'E', 'F', 'B', 'C', 'D']],
  ])('%s gives exactly the matching invoices', async (query, expected) => {
    expect((await list(query.replace('acacia', ids.acacia))).map(nameOf)).toEqual(expected);
  });

  it('pages through the invoices without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await call(
        t.app,
        admin,
        'GET',
        `/api/admin/books/invoices?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<BooksInvoicesPage>();
      seen.push(...page.items.map((item) => nameOf(item) ?? '?'));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(['A', 'H', 'G', 'E', 'F', 'B', 'C', 'D']);
  });

  it.each([
    ['status=overdue', BOOKS_MESSAGES.status],
    ['organisationId=acacia', BOOKS_MESSAGES.organisationId],
    ['issuedFrom=2030-03-02&issuedTo=2030-03-01', BOOKS_MESSAGES.datesOutOfOrder],
    ['cursor=not-a-cursor', 'cursor'],
  ])('refuses %s (400)', async (query, expected) => {
    const res = await call(t.app, admin, 'GET', `/api/admin/books/invoices?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(expected);
  });
});

describe('GET /api/admin/books/receivables', () => {
  it('puts each balance owed in the bucket of its age, per client, owing most first, with totals', async () => {
    const res = await call(t.app, admin, 'GET', '/api/admin/books/receivables');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Receivables>()).toEqual({
      asOf: '2030-03-04',
      clients: [
        {
          client: { kind: 'organisation', id: ids.acacia, name: ACACIA },
          invoices: 4,
          buckets: { '0-30': 10_000, '31-60': 15_000, '61-90': 28_000, 'over-90': 40_000 },
          total: 93_000,
        },
        {
          client: { kind: 'individual', id: client.profileId, name: 'Wanjiru Kamau' },
          invoices: 2,
          buckets: { '0-30': 5_000, '31-60': 6_000, '61-90': 0, 'over-90': 0 },
          total: 11_000,
        },
      ],
      totals: {
        invoices: 6,
        buckets: { '0-30': 15_000, '31-60': 21_000, '61-90': 28_000, 'over-90': 40_000 },
        total: 104_000,
      },
    });
  });

  it('moves an invoice to the next bucket as the Nairobi days pass', async () => {
    // 00:00 on 3 April in Nairobi: A (1 March) is 33 days old.
    t.clock.set('2030-04-02T21:00:00Z');
    try {
      const acacia = (await call(t.app, admin, 'GET', '/api/admin/books/receivables')).json<Receivables>().clients[0];
      expect(acacia?.buckets).toEqual({ '0-30': 0, '31-60': 10_000, '61-90': 15_000, 'over-90': 68_000 });
    } finally {
      t.clock.set('2030-03-04T06:00:00Z');
    }
  });
});

describe('GET /api/admin/books/statements', () => {
  const statement = async (month: string, organisationId = ids.acacia) => {
    const res = await call(
      t.app,
      admin,
      'GET',
      `/api/admin/books/statements?organisationId=${organisationId}&month=${month}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Statement>();
  };

  it('opens with what was owed before the month, lists its invoices, payments and credit notes in date order, and closes with what is owed', async () => {
    const february = await statement('2030-02');
    expect(february).toMatchObject({
      organisation: { id: ids.acacia, name: ACACIA },
      month: '2030-02',
      from: '2030-02-01',
      to: '2030-02-28',
      openingBalance: 90_000,
      totals: { invoiced: 8_000, paid: 13_000, credited: 2_000 },
      closingBalance: 83_000,
    });
    expect(
      february.lines.map((l) => [l.kind, l.invoiceNumber, l.description, l.reference, l.debit, l.credit, l.balance]),
    ).toEqual([
      ['invoice', 'INV-009008', 'Invoice', null, 8_000, 0, 98_000],
      ['payment', 'INV-009002', 'Bank transfer', 'FT26046XYZ', 0, 5_000, 93_000],
      ['payment', 'INV-009008', 'RTGS', '=cmd|calc', 0, 8_000, 85_000],
      ['credit', 'INV-009003', 'Credit note', 'CN-000701', 0, 2_000, 83_000],
    ]);
  });

  it('carries the closing balance into the next month, where it meets what the receivables say is owed', async () => {
    const march = await statement('2030-03');
    expect(march).toMatchObject({ openingBalance: 83_000, closingBalance: 93_000 });
    expect(march.lines.map((l) => l.invoiceNumber)).toEqual(['INV-009001']);
    expect(await statement('2029-10')).toMatchObject({ openingBalance: 0, lines: [], closingBalance: 0 });
  });

  it('is empty for an organisation that owes nothing; 404 for an unknown one or the firm itself; 400 for a bad month', async () => {
    expect(await statement('2030-02', ids.baobab)).toMatchObject({ openingBalance: 0, lines: [], closingBalance: 0 });
    for (const id of ['00000000-0000-4000-8000-000000000000', t.app.ctx.firmId]) {
      const res = await call(t.app, admin, 'GET', `/api/admin/books/statements?organisationId=${id}&month=2030-02`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BOOKS_MESSAGES.organisationNotFound);
    }
    const bad = await call(
      t.app,
      admin,
      'GET',
      `/api/admin/books/statements?organisationId=${ids.acacia}&month=2030-13`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(BOOKS_MESSAGES.month);
  });

  it('offers the organisations that ordered from the firm', async () => {
    const res = await call(t.app, admin, 'GET', '/api/admin/books/organisations');
    expect(res.statusCode).toBe(200);
    expect(res.json<BookOrganisations>().items).toEqual([{ id: ids.acacia, name: ACACIA, kind: 'bank' }]);
  });
});

/** A CSV's records (RFC 4180 fields read back), after the byte order mark. */
function records(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  expect(field).toBe('');
  return rows;
}

describe('the CSV exports', () => {
  it('GET /api/admin/books/invoices.csv: the filtered invoices, quoted, formulas disarmed, named by the day', async () => {
    const res = await call(t.app, admin, 'GET', '/api/admin/books/invoices.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="thamani-invoices-2030-03-04.csv"');
    const [header, ...rows] = records(res.body);
    expect(header).toEqual([...INVOICES_CSV_COLUMNS]);
    expect(rows.map((r) => r[0])).toEqual([
      'INV-009001',
      'INV-009008',
      'INV-009007',
      'INV-009005',
      'INV-009006',
      'INV-009002',
      'INV-009003',
      'INV-009004',
    ]);
    const b = rows.find((r) => r[0] === 'INV-009002');
    expect(b?.slice(1, 5)).toEqual(['2030-01-20 09:00', expect.stringMatching(/^TH-/), ACACIA, 'Test buyer']);
    expect(b?.slice(8)).toEqual(['20000', '5000', '0', '15000', 'Awaiting payment', '43']);
    expect(rows.find((r) => r[0] === 'INV-009003')?.slice(8, 12)).toEqual(['30000', '0', '2000', '28000']);
    // The organisation's name has a comma and quotes: quoted, its quotes doubled.
    expect(res.body).toContain('"Acacia Bank, ""Moi Avenue"" branch"');
    // A buyer name that is a formula reaches the spreadsheet as text.
    expect(rows.find((r) => r[0] === 'INV-009005')?.[4]).toBe("'=SUM(A1:A9)");
    expect(rows.find((r) => r[0] === 'INV-009007')?.slice(12)).toEqual(['Paid', '']);

    const filtered = await call(
      t.app,
      admin,
      'GET',
      `/api/admin/books/invoices.csv?organisationId=${ids.acacia}&issuedFrom=2030-01-01&issuedTo=2030-02-28`,
    );
    expect(filtered.headers['content-disposition']).toContain(
      'filename="thamani-invoices-2030-01-01-to-2030-02-28.csv"',
    );
    expect(
      records(filtered.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['INV-009008', 'INV-009002']);
  });

  it('GET /api/admin/books/payments.csv: payments received on those days, oldest first, failed ones left out', async () => {
    const res = await call(t.app, admin, 'GET', '/api/admin/books/payments.csv?from=2030-02-01&to=2030-02-28');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="thamani-payments-2030-02-01-to-2030-02-28.csv"');
    const [header, ...rows] = records(res.body);
    expect(header).toEqual([...PAYMENTS_CSV_COLUMNS]);
    expect(rows.map((r) => [r[0], r[1], r[3], r[4], r[5], r[6]])).toEqual([
      ['2030-02-12 09:00', 'INV-009007', 'Wanjiru Kamau', 'M-Pesa', 'TKR1ABC2DE', '7000'],
      ['2030-02-15 09:00', 'INV-009002', ACACIA, 'Bank transfer', 'FT26046XYZ', '5000'],
      ['2030-02-20 09:00', 'INV-009008', ACACIA, 'RTGS', "'=cmd|calc", '8000'],
    ]);
    const one = await call(t.app, admin, 'GET', '/api/admin/books/payments.csv?from=2030-02-13&to=2030-02-15');
    expect(
      records(one.body)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['INV-009002']);
    expect(
      (await call(t.app, admin, 'GET', '/api/admin/books/payments.csv?from=2030-02-28&to=2030-02-01')).statusCode,
    ).toBe(400);
  });
});

describe('the books are the admins’', () => {
  const routes: Array<[string, string]> = [
    ['GET', '/api/admin/books/invoices'],
    ['GET', '/api/admin/books/receivables'],
    ['GET', '/api/admin/books/organisations'],
    ['GET', '/api/admin/books/invoices.csv'],
    ['GET', '/api/admin/books/payments.csv'],
    ['GET', '/api/admin/books/statements?organisationId=00000000-0000-4000-8000-000000000000&month=2030-02'],
    ['POST', '/api/admin/books/invoices/00000000-0000-4000-8000-000000000000/remind'],
  ];

  it.each(routes)('%s %s: 403 for a client and a valuer, 401 signed out', async (method, url) => {
    for (const actor of [client, officer, agent] as Actor[]) {
      const res = await call(t.app, actor, method as 'GET' | 'POST', url);
      expect(res.statusCode, `${url} as a non-admin`).toBe(403);
      expect(res.body).not.toContain('INV-');
    }
    expect((await call(t.app, null, method as 'GET' | 'POST', url)).statusCode).toBe(401);
  });
});
