import { EnvError, type Settings } from '#env.ts';
import { createStorage } from '#platform/storage/create-storage.ts';
import type { CliIo } from '../cli-output.ts';
import { checkAdminExists, checkNoDemoAccounts } from './accounts-checks.ts';
import { checkBackupDir, checkRecentBackups } from './backups-checks.ts';
import { fail, type CheckResult } from './check-result.ts';
import { openDatabaseForCheck } from './database-check.ts';
import { checkProduction, checkPublicUrl, checkSecret, checkTrustProxy } from './settings-checks.ts';
import { checkSmtp } from './smtp-check.ts';
import { checkStorage } from './storage-check.ts';

export interface DoctorOptions {
  /** Reads the settings as the server would (env.ts); throws EnvError on a bad one. */
  loadSettings: () => Settings;
  /** How the report names the command line (`node …/cli.js`). */
  cli: string;
  smtpTimeoutMs?: number;
  /** The clock the backup age is measured by (tests move it). */
  now?: () => Date;
}

const MARK = { ok: 'ok  ', warn: 'warn', fail: 'FAIL' } as const;

function line(title: string, result: CheckResult): string {
  const text = result.status === 'ok' ? result.detail : result.problem;
  return `  ${MARK[result.status]}  ${title}: ${text}\n`;
}

async function runChecks(settings: Settings, options: DoctorOptions): Promise<Array<[string, CheckResult]>> {
  const results: Array<[string, CheckResult]> = [
    ['Production mode', checkProduction(settings)],
    ['Secret', checkSecret(settings)],
    ['Public address', checkPublicUrl(settings)],
    ['Reverse proxy', checkTrustProxy(settings)],
  ];
  const opened = await openDatabaseForCheck(settings);
  try {
    results.push(['Database', opened.result]);
    if (opened.database) {
      results.push(['Admin', await checkAdminExists(opened.database.db, options.cli)]);
      results.push(['Demo accounts', await checkNoDemoAccounts(opened.database.db, options.cli)]);
      results.push(['Backups', await checkRecentBackups(opened.database.db, (options.now ?? (() => new Date()))())]);
    }
  } finally {
    await opened.close();
  }
  const where = settings.s3 ? `S3 bucket ${settings.s3.bucket} at ${settings.s3.endpoint}` : `${settings.dataDir}/files`;
  results.push(['File storage', await checkStorage(createStorage(settings), where)]);
  results.push(['Backup folder', await checkBackupDir(settings.backup.dir)]);
  results.push(['Mail', await checkSmtp(settings, options.smtpTimeoutMs)]);
  return results;
}

/**
 * Check a production configuration before start, with the settings the server would read; each
 * problem says what to change. Exit code 0 when nothing failed (warnings allowed), else 1.
 */
export async function runDoctor(io: CliIo, options: DoctorOptions): Promise<number> {
  io.stdout.write('Thamani doctor: checking the settings this server would start with\n\n');
  let settings: Settings;
  try {
    settings = options.loadSettings();
  } catch (error) {
    if (!(error instanceof EnvError)) {
      throw error;
    }
    io.stdout.write(line('Settings', fail(`${error.message.replace(/^Invalid environment: /, '')}. Correct it in the environment file.`)));
    io.stdout.write('\n1 problem to fix before starting (the other checks need valid settings).\n');
    return 1;
  }
  const results = await runChecks(settings, options);
  for (const [title, result] of results) {
    io.stdout.write(line(title, result));
  }
  const failures = results.filter(([, r]) => r.status === 'fail').length;
  const warnings = results.filter(([, r]) => r.status === 'warn').length;
  io.stdout.write(
    failures > 0
      ? `\n${failures} problem(s) to fix before starting${warnings > 0 ? `, ${warnings} warning(s)` : ''}.\n`
      : `\nReady to start${warnings > 0 ? ` (${warnings} warning(s) to read)` : ''}.\n`,
  );
  return failures > 0 ? 1 : 0;
}
