/**
 * The backups area's front door: its routes, the backup and restore the CLI runs, the job's name.
 * Other modules import only this file.
 */
export { backupOverControl, type WrittenBackup } from './backup-control.ts';
export { BACKUP_JOB } from './backup-job-payload.ts';
export { BackupError } from './backup.ts';
export { registerBackups } from './backups.routes.ts';
export { runBackup } from './backups.service.ts';
export { restoreBackup, type RestoreTarget } from './restore.ts';
