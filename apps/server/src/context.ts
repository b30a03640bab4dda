import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import type { Settings } from './env.ts';
import type { Bus } from './platform/bus.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { SendMail } from './platform/mail.ts';
import type { Outbox } from './platform/outbox/outbox.ts';
import type { RealtimeHub } from './platform/realtime.ts';
import type { Auth } from './platform/auth/auth.ts';
import type { AuthCache } from './platform/auth/auth-cache.ts';
import type { Guard } from './platform/auth/guard.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import type { PagePreviews } from './modules/documents/index.ts';
import type { ReportPdfPool } from './modules/reports/index.ts';
import type { DarajaClient } from './platform/mpesa/daraja-client.ts';
import type { EtimsClient } from './platform/etims/etims-client.ts';

/** What route modules receive: built once in buildApp. */
export interface AppContext {
  db: Db;
  /** The firm this deployment runs (an organisation's id, read at start): every request belongs to a firm. */
  firmId: string;
  settings: Settings;
  auth: Auth;
  guard: Guard;
  cache: AuthCache;
  bus: Bus;
  /** Background jobs (pg-boss on either database). */
  jobs: JobQueue;
  /** Events areas publish in their transactions and other areas' subscribers react to (on the job queue). */
  outbox: Outbox;
  sendMail: SendMail;
  /** Open event streams of this process. */
  hub: RealtimeHub;
  /** The business clock (tests inject one): "now" for due dates, past slots, overdue. */
  now: () => Date;
  /** M-Pesa through Daraja (or its simulator); null when M-Pesa is off. */
  mpesa: DarajaClient | null;
  /** KRA's eTIMS control unit (or its simulator) that signs invoices; null when eTIMS is off. */
  etims: EtimsClient | null;
  /** Uploaded files (local folder or S3). */
  storage: FileStorage;
  /** Document pages drawn as images in worker threads, cached in memory (PREVIEW_WORKERS, PREVIEW_CACHE_MB). */
  previews: PagePreviews;
  /** Approved reports' PDFs written in worker threads (REPORT_WORKERS). */
  reportPdfs: ReportPdfPool;
  log: FastifyBaseLogger;
}
