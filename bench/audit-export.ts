import os from 'node:os';
// The server's request type carries @fastify/cookie's additions (app.ts registers the plugin).
import type {} from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/context.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { streamAuditCsv } from '../apps/server/src/modules/audit/audit.service.ts';

/**
 * The audit log export part of `npm run bench` (docs/bench.md): 100,000 rows of one action in an
 * embedded database, exported as CSV through the route's own stream (keyset batches), read to the
 * end. The export must stream: the heap grows by far less than the file's size.
 */
export interface AuditExportRow {
  rows: number;
  csv_mb: number;
  seconds: number;
  heap_growth_mb: number;
  load_1m: number;
}

const ROWS = 100_000;

export async function runAuditExportBench(log: (line: string) => void): Promise<AuditExportRow> {
  const database = await openPglite('memory://');
  try {
    await database.migrate();
    await database.db.execute(sql`
      insert into audit_logs (action_type, entity_type, entity_id, user_id, details, created_at)
      select 'document_uploaded', 'document', 'bulk-' || i, null,
             jsonb_build_object('filename', 'deed-' || i || '.pdf', 'category', 'title_deed'),
             timestamptz '2029-01-01T00:00:00Z' + i * interval '1 second'
      from generate_series(1, ${ROWS}) as i`);
    log(`audit export: ${ROWS.toLocaleString('en')} rows inserted; exporting`);
    global.gc?.();
    const load = os.loadavg()[0] ?? 0;
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let bytes = 0;
    let lines = 0;
    const started = performance.now();
    const ctx = { db: database.db } as unknown as AppContext;
    for await (const chunk of streamAuditCsv(ctx, { action: 'document_uploaded' })) {
      const text = (chunk as Buffer).toString('utf8');
      bytes += Buffer.byteLength(text);
      lines += text.split('\r\n').length - 1;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    const seconds = (performance.now() - started) / 1000;
    if (lines !== ROWS + 1) {
      throw new Error(`the export wrote ${lines} lines, not ${ROWS + 1}`);
    }
    return {
      rows: ROWS,
      csv_mb: Math.round((bytes / 1024 / 1024) * 10) / 10,
      seconds: Math.round(seconds * 10) / 10,
      heap_growth_mb: Math.round(((peak - before) / 1024 / 1024) * 10) / 10,
      load_1m: Math.round(load * 10) / 10,
    };
  } finally {
    await database.close();
  }
}
