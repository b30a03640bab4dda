import { describe, expect, it } from 'vitest';
import { booksCsvFilename } from './csv-filename.ts';

describe('the CSV file names', () => {
  it('say the dates they cover, or the day they were made', () => {
    expect(booksCsvFilename('payments', { from: '2030-03-01', to: '2030-03-31' }, '2030-04-02')).toBe(
      'thamani-payments-2030-03-01-to-2030-03-31.csv',
    );
    expect(booksCsvFilename('payments', { from: '2030-03-01' }, '2030-04-02')).toBe(
      'thamani-payments-2030-03-01-to-2030-04-02.csv',
    );
    expect(booksCsvFilename('invoices', { to: '2030-03-31' }, '2030-04-02')).toBe('thamani-invoices-to-2030-03-31.csv');
    expect(booksCsvFilename('invoices', {}, '2030-04-02')).toBe('thamani-invoices-2030-04-02.csv');
  });
});
