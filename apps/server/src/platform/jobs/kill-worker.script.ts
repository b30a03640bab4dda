/**
 * A worker process for the kill -9 test (jobs-survive-kill.test.ts), not part of the app.
 *   first  <db> <to>  — enqueue a mail job, deliver it, print "EFFECT <id>", then hang (to be killed)
 *   second <db> <id>  — work until job <id> completes; print "RAN <id>" per run and "DONE <state>"
 * <db> is a PGlite folder or a postgres:// URL.
 */
import type { FastifyBaseLogger } from 'fastify';
import { openPglite, openPostgres } from '#db/client.ts';
import { createMailDelivery, MAIL_JOB, registerMailJob } from '../mail.ts';
import { createJobQueue } from './pg-boss-queue.ts';

const [mode, target = '', arg = ''] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${line}\n`);
const quiet = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

const database = target.startsWith('postgres') ? await openPostgres(target, 3) : await openPglite(target);
await database.migrate();
const jobs = createJobQueue(database, {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  stopTimeoutMs: 1000,
});
const deliver = createMailDelivery({
  db: database.db,
  smtpUrl: undefined,
  from: 'test@thamani.test',
  isProduction: false,
  log: quiet,
});
await registerMailJob(
  jobs,
  async (message, key) => {
    say(`RAN ${key}`);
    await deliver(message, key);
    if (mode === 'first') {
      say(`EFFECT ${key}`);
      await new Promise(() => undefined);
    }
  },
  // A run is presumed dead after 3 s (the killed one), then retried at once.
  { expireInSeconds: 3, retryLimit: 3, retryDelaySeconds: 0, retryBackoff: false },
);
await jobs.start();

if (mode === 'first') {
  await jobs.send(MAIL_JOB, { to: arg, subject: 'Once only', text: 'Hello', html: '<p>Hello</p>' });
} else {
  const deadline = Date.now() + 60_000;
  let state = 'unknown';
  while (Date.now() < deadline) {
    state = (await jobs.getStatus(arg))?.state ?? 'missing';
    if (state === 'completed' || state === 'failed') {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  say(`DONE ${state}`);
  await jobs.stop();
  await database.close();
  process.exit(0);
}
