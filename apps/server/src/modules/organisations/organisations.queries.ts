import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { organisations } from '#db/schema/organisations.table.ts';

/**
 * The firm this deployment runs (the first firm with no parent: migration 0016 made it). Read
 * once when the app starts; every request belongs to a firm, and reads over requests name it.
 */
export async function selectDeploymentFirmId(db: Db): Promise<string> {
  const [firm] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.kind, 'firm'), isNull(organisations.parentId)))
    .orderBy(asc(organisations.createdAt), asc(organisations.id))
    .limit(1);
  if (!firm) {
    throw new Error('organisations: no firm — the migrations create one; was the database restored without them?');
  }
  return firm.id;
}
