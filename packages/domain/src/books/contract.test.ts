import { describe, expect, it } from 'vitest';
import { BooksInvoicesQuerySchema, PaymentsCsvQuerySchema, StatementQuerySchema } from './contract.ts';
import { BOOKS_MESSAGES as M } from './messages.ts';

const ORG = '00000000-0000-4000-8000-000000000001';

describe('the books’ queries', () => {
  it('reads the invoice filters, blank values as no filter', () => {
    expect(
      BooksInvoicesQuerySchema.parse({ status: 'issued', organisationId: ORG, issuedFrom: '2030-03-01', limit: '5' }),
    ).toEqual({
      status: 'issued',
      organisationId: ORG,
      issuedFrom: '2030-03-01',
      limit: 5,
    });
    expect(BooksInvoicesQuerySchema.parse({ status: '', organisationId: '', issuedTo: '' })).toEqual({ limit: 20 });
  });

  it('refuses an unknown status, an organisation that is not an id and dates out of order', () => {
    const problems = (input: Record<string, string>) =>
      BooksInvoicesQuerySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(problems({ status: 'overdue' })).toEqual([['status', M.status]]);
    expect(problems({ organisationId: 'acacia' })).toEqual([['organisationId', M.organisationId]]);
    expect(problems({ issuedFrom: '2030-03-02', issuedTo: '2030-03-01' })).toEqual([['issuedTo', M.datesOutOfOrder]]);
    expect(problems({ issuedFrom: '2030-02-30' })).toEqual([['issuedFrom', 'Enter a date as YYYY-MM-DD']]);
  });

  it('asks a statement for an organisation and a month', () => {
    expect(StatementQuerySchema.parse({ organisationId: ORG, month: '2030-03' })).toEqual({
      organisationId: ORG,
      month: '2030-03',
    });
    expect(StatementQuerySchema.safeParse({ organisationId: ORG, month: '2030-13' }).error?.issues[0]?.message).toBe(
      M.month,
    );
    expect(StatementQuerySchema.safeParse({ month: '2030-03' }).success).toBe(false);
  });

  it('takes the payments export’s dates in order, or none', () => {
    expect(PaymentsCsvQuerySchema.parse({})).toEqual({});
    expect(PaymentsCsvQuerySchema.safeParse({ from: '2030-03-31', to: '2030-03-01' }).success).toBe(false);
  });
});
