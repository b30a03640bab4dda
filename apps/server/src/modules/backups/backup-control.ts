import path from 'node:path';
import { BACKUP_MESSAGES as M } from '@thamani/domain/backups';
import type { Database } from '#db/client.ts';
import type { ControlHandler } from '#platform/control-socket.ts';
import { hasRunningBackup } from './backups.queries.ts';
import { runBackup, type BackupCtx } from './backups.service.ts';

/** What the backup command prints, whether it made the archive itself or the server made it. */
export interface WrittenBackup {
  path: string;
  sizeBytes: number;
  sha256: string;
}

/** `npm run backup` while the server holds the embedded database: the server runs the same backup (trigger 'command'). */
export function backupOverControl(ctx: BackupCtx, kind: Database['kind']): ControlHandler {
  return async () => {
    if (await hasRunningBackup(ctx.db, ctx.now())) {
      throw new Error(M.alreadyRunning);
    }
    const row = await runBackup(ctx, kind, 'command', null);
    return { path: path.join(ctx.settings.backup.dir, row.filename ?? ''), sizeBytes: row.sizeBytes ?? 0, sha256: row.sha256 ?? '' } satisfies WrittenBackup;
  };
}
