import { describe, expect, it } from 'vitest';
import { StorageNotFoundError } from '#platform/storage/file-storage.ts';
import { BackupError } from './backup.ts';
import { describeBackupFailure } from './backups.service.ts';

const errno = (code: string) => Object.assign(new Error(`${code}: something`), { code });

describe('why a backup failed, in an admin\'s words', () => {
  const dir = '/srv/thamani/backups';

  it('names the folder and what to do for the file system\'s refusals', () => {
    expect(describeBackupFailure(errno('ENOSPC'), dir)).toBe(`The disk of the backup folder ${dir} is full. Free some space or set BACKUP_DIR to a bigger disk.`);
    expect(describeBackupFailure(errno('EACCES'), dir)).toContain(`Thamani may not write to the backup folder ${dir}`);
    expect(describeBackupFailure(errno('ENOTDIR'), dir)).toContain('is not a folder Thamani can use');
  });

  it('says a stored file is missing, and passes its own sentences through', () => {
    expect(describeBackupFailure(new StorageNotFoundError('ab'.repeat(32)), dir)).toContain('A stored file is missing from the file storage');
    expect(describeBackupFailure(new BackupError('The stored file x is damaged.'), dir)).toBe('The stored file x is damaged.');
  });

  it('keeps database errors and other internals for the log', () => {
    const described = describeBackupFailure(new Error('Failed query: select row_to_json(t) from "public"."users" t'), dir);
    expect(described).not.toMatch(/select|public|users/i);
    expect(described).toContain('The server log');
  });
});
