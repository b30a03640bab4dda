import { ageingBucketOf, daysSinceIssue, emptyAgeing, type AgeingAmounts } from './ageing.ts';

/** Who owes: a client organisation (a bank, a company), or a person who ordered for themselves. */
export type BookClientKind = 'organisation' | 'individual';

export interface BookClient {
  kind: BookClientKind;
  /** The organisation's id, or the individual's profile id. */
  id: string;
  name: string;
}

export interface OwedInvoice {
  client: BookClient;
  issuedAt: Date;
  /** What is still owed on it, whole shillings. */
  balance: number;
}

export interface ClientReceivable {
  client: BookClient;
  invoices: number;
  buckets: AgeingAmounts;
  total: number;
}

export interface ReceivablesFigures {
  clients: ClientReceivable[];
  totals: { invoices: number; buckets: AgeingAmounts; total: number };
}

const keyOf = (client: BookClient) => `${client.kind}:${client.id}`;

/**
 * What is owed, per client and in total, each invoice's balance in the bucket of its age on the
 * Nairobi calendar. Invoices with nothing owed are left out. Clients owing most come first (then
 * by name).
 */
export function receivablesOf(invoices: readonly OwedInvoice[], now: Date): ReceivablesFigures {
  const byClient = new Map<string, ClientReceivable>();
  const totals = { invoices: 0, buckets: emptyAgeing(), total: 0 };
  for (const invoice of invoices) {
    if (invoice.balance <= 0) {
      continue;
    }
    const key = keyOf(invoice.client);
    const row = byClient.get(key) ?? { client: invoice.client, invoices: 0, buckets: emptyAgeing(), total: 0 };
    byClient.set(key, row);
    const bucket = ageingBucketOf(daysSinceIssue(invoice.issuedAt, now));
    row.invoices += 1;
    row.buckets[bucket] += invoice.balance;
    row.total += invoice.balance;
    totals.invoices += 1;
    totals.buckets[bucket] += invoice.balance;
    totals.total += invoice.balance;
  }
  const clients = [...byClient.values()].sort(
    (a, b) => b.total - a.total || a.client.name.localeCompare(b.client.name, 'en'),
  );
  return { clients, totals };
}
