import { desc } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { backups } from '#db/schema/backups.table.ts';

/** The newest backup runs, newest first. */
export async function listLatestBackups(db: Db, limit: number) {
  return db.select().from(backups).orderBy(desc(backups.startedAt)).limit(limit);
}
