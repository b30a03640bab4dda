import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { etimsCounters } from '#db/schema/etims-counters.table.ts';

/**
 * The firm's next number in its eTIMS series (invcNo), which invoices and credit notes share,
 * taken in the transaction that queues the document for eTIMS: a rollback returns it.
 */
export async function takeEtimsNumber(tx: Db, firmId: string): Promise<number> {
  const [row] = await tx
    .insert(etimsCounters)
    .values({ firmId, last: 1 })
    .onConflictDoUpdate({ target: etimsCounters.firmId, set: { last: sql`${etimsCounters.last} + 1` } })
    .returning({ last: etimsCounters.last });
  if (!row) {
    throw new Error('etims_counters: no number returned');
  }
  return row.last;
}
