import { describe, expect, it } from 'vitest';
import { receivablesOf, type BookClient } from './receivables.ts';

const now = new Date('2030-06-30T06:00:00Z');
const bank: BookClient = { kind: 'organisation', id: '00000000-0000-4000-8000-000000000001', name: 'Acacia Bank' };
const person: BookClient = { kind: 'individual', id: '00000000-0000-4000-8000-000000000002', name: 'Wanjiru Kamau' };
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('what is owed, by client and by age', () => {
  const figures = receivablesOf(
    [
      { client: bank, issuedAt: daysAgo(5), balance: 10_000 },
      { client: bank, issuedAt: daysAgo(45), balance: 20_000 },
      { client: bank, issuedAt: daysAgo(75), balance: 30_000 },
      { client: bank, issuedAt: daysAgo(120), balance: 40_000 },
      { client: person, issuedAt: daysAgo(30), balance: 5_000 },
      { client: person, issuedAt: daysAgo(31), balance: 6_000 },
      // Settled: not owed.
      { client: person, issuedAt: daysAgo(200), balance: 0 },
    ],
    now,
  );

  it('puts each balance in the bucket of its age, per client, owing most first', () => {
    expect(figures.clients).toEqual([
      {
        client: bank,
        invoices: 4,
        buckets: { '0-30': 10_000, '31-60': 20_000, '61-90': 30_000, 'over-90': 40_000 },
        total: 100_000,
      },
      {
        client: person,
        invoices: 2,
        buckets: { '0-30': 5_000, '31-60': 6_000, '61-90': 0, 'over-90': 0 },
        total: 11_000,
      },
    ]);
  });

  it('adds up the firm’s totals', () => {
    expect(figures.totals).toEqual({
      invoices: 6,
      buckets: { '0-30': 15_000, '31-60': 26_000, '61-90': 30_000, 'over-90': 40_000 },
      total: 111_000,
    });
  });

  it('tells an organisation from a person with the same id, and is empty when nothing is owed', () => {
    const twin: BookClient = { ...person, kind: 'organisation', name: 'Twin Ltd' };
    const both = receivablesOf(
      [
        { client: person, issuedAt: now, balance: 1 },
        { client: twin, issuedAt: now, balance: 1 },
      ],
      now,
    );
    expect(both.clients.map((c) => c.client.name)).toEqual(['Twin Ltd', 'Wanjiru Kamau']);
    expect(receivablesOf([], now)).toEqual({
      clients: [],
      totals: { invoices: 0, buckets: { '0-30': 0, '31-60': 0, '61-90': 0, 'over-90': 0 }, total: 0 },
    });
  });
});
