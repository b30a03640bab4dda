import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { creditNoteEtims } from '#db/schema/credit-note-etims.table.ts';

export type CreditNoteEtimsRow = typeof creditNoteEtims.$inferSelect;

/** In the credit note's issuing transaction: the row that says it is on its way to eTIMS, under its number in the firm's eTIMS series. */
export async function insertCreditNoteEtimsPending(tx: Db, creditNoteId: string, etimsNumber: number): Promise<void> {
  await tx.insert(creditNoteEtims).values({ creditNoteId, etimsNumber }).onConflictDoNothing();
}

export async function selectCreditNoteEtims(db: Db, creditNoteId: string): Promise<CreditNoteEtimsRow | null> {
  const [row] = await db.select().from(creditNoteEtims).where(eq(creditNoteEtims.creditNoteId, creditNoteId)).limit(1);
  return row ?? null;
}

/** The eTIMS rows of several credit notes, by credit note. */
export async function selectCreditNotesEtims(
  db: Db,
  creditNoteIds: readonly string[],
): Promise<Map<string, CreditNoteEtimsRow>> {
  if (creditNoteIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select()
    .from(creditNoteEtims)
    .where(inArray(creditNoteEtims.creditNoteId, [...creditNoteIds]));
  return new Map(rows.map((row) => [row.creditNoteId, row]));
}

/** An attempt that did not sign the credit note: counted, with what the firm reads; `failed` ends its passage. */
export async function recordCreditNoteEtimsAttempt(
  db: Db,
  creditNoteId: string,
  outcome: { message: string; failed?: boolean },
): Promise<void> {
  await db
    .update(creditNoteEtims)
    .set({
      attempts: sql`${creditNoteEtims.attempts} + 1`,
      lastError: outcome.message,
      ...(outcome.failed ? { state: 'failed' as const } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(creditNoteEtims.creditNoteId, creditNoteId), ne(creditNoteEtims.state, 'signed')));
}
