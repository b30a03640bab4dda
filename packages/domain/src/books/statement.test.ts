import { describe, expect, it } from 'vitest';
import { statementOf, type StatementEntry } from './statement.ts';

const entry = (
  kind: StatementEntry['kind'],
  at: string,
  amount: number,
  invoiceNumber = 'INV-000001',
): StatementEntry => ({
  kind,
  at: new Date(at),
  amount,
  invoiceNumber,
  requestReference: 'TH-2030-0001',
  description: kind,
  reference: null,
});

describe('a client’s monthly statement', () => {
  const entries = [
    // February: invoiced 100,000, paid 40,000 → 60,000 brought forward.
    entry('invoice', '2030-02-10T06:00:00Z', 100_000),
    entry('payment', '2030-02-20T06:00:00Z', 40_000),
    // 23:30 on 28 February in Nairobi: still February.
    entry('payment', '2030-02-28T20:30:00Z', 10_000),
    // March, out of order on purpose.
    entry('payment', '2030-03-15T06:00:00Z', 50_000),
    entry('invoice', '2030-03-05T06:00:00Z', 80_000, 'INV-000002'),
    entry('credit', '2030-03-20T06:00:00Z', 5_000, 'INV-000002'),
    // 00:30 on 1 March in Nairobi (still 28 February in UTC): March.
    entry('invoice', '2030-02-28T21:30:00Z', 20_000, 'INV-000003'),
    // April: not on March's statement.
    entry('invoice', '2030-04-01T06:00:00Z', 999_999, 'INV-000004'),
  ];

  it('opens with what was owed before the month and closes with what is owed at its end', () => {
    const statement = statementOf(entries, '2030-03');
    expect(statement.openingBalance).toBe(50_000);
    expect(statement.totals).toEqual({ invoiced: 100_000, paid: 50_000, credited: 5_000 });
    expect(statement.closingBalance).toBe(50_000 + 100_000 - 50_000 - 5_000);
  });

  it('lists the month’s entries in date order, each with the running balance', () => {
    const lines = statementOf(entries, '2030-03').lines;
    expect(lines.map((l) => [l.kind, l.invoiceNumber, l.debit, l.credit, l.balance])).toEqual([
      ['invoice', 'INV-000003', 20_000, 0, 70_000],
      ['invoice', 'INV-000002', 80_000, 0, 150_000],
      ['payment', 'INV-000001', 0, 50_000, 100_000],
      ['credit', 'INV-000002', 0, 5_000, 95_000],
    ]);
    expect(lines.at(-1)?.balance).toBe(statementOf(entries, '2030-03').closingBalance);
  });

  it('puts an invoice before the payment made at the same instant', () => {
    const at = '2030-03-10T06:00:00Z';
    const lines = statementOf([entry('payment', at, 10), entry('invoice', at, 10)], '2030-03').lines;
    expect(lines.map((l) => [l.kind, l.balance])).toEqual([
      ['invoice', 10],
      ['payment', 0],
    ]);
  });

  it('is all zeros for a month with nothing before or in it', () => {
    expect(statementOf(entries, '2029-12')).toEqual({
      month: '2029-12',
      openingBalance: 0,
      lines: [],
      totals: { invoiced: 0, paid: 0, credited: 0 },
      closingBalance: 0,
    });
  });

  it('carries a balance over a quiet month, and shows a client who paid ahead as negative', () => {
    expect(statementOf(entries, '2030-05')).toMatchObject({
      openingBalance: 1_094_999,
      lines: [],
      closingBalance: 1_094_999,
    });
    const ahead = statementOf(
      [entry('invoice', '2030-03-01T06:00:00Z', 10), entry('payment', '2030-03-02T06:00:00Z', 15)],
      '2030-03',
    );
    expect(ahead.closingBalance).toBe(-5);
  });
});
