import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { documents } from '#db/schema/documents.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';

function selectDocument(db: Db) {
  return db
    .select({ doc: documents, uploaderName: profiles.fullName, uploaderEmail: profiles.email })
    .from(documents)
    .leftJoin(profiles, eq(profiles.id, documents.uploadedBy));
}

export type DocumentRow = Awaited<ReturnType<typeof getDocumentRow>>;

export async function getDocumentRow(db: Db, id: string) {
  const rows = await selectDocument(db).where(eq(documents.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * A request's documents, oldest first (a request holds a handful; served by documents_request_idx).
 * The delivered report PDF is not among them: it is served only by the report's own, audited route.
 */
export function listDocumentsOfRequest(db: Db, requestId: string) {
  return selectDocument(db)
    .where(and(eq(documents.requestId, requestId), ne(documents.kind, 'report_pdf')))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export async function insertDocument(tx: Db, values: typeof documents.$inferInsert) {
  const [row] = await tx.insert(documents).values(values).returning({ id: documents.id });
  if (!row) {
    throw new Error('document insert returned no row');
  }
  return row.id;
}
