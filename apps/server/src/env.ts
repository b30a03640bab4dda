import { z } from 'zod';
import path from 'node:path';
import { parseTwoFactorRequiredFor, type TwoFactorRole } from '@thamani/domain/account';
import { DEFAULT_MIN_COMPARABLES, UpdateFirmSettingsSchema, type UpdateFirmSettings } from '@thamani/domain/firm';
import { parseNightlyAt, parseRetention, type NightlyAt, type Retention } from '@thamani/domain/backups';
import { parseS3Url, type S3Settings } from './platform/storage/s3-url.ts';
import { parseMpesaSettings, type MpesaSettings } from './platform/mpesa/mpesa-settings.ts';
import { parseEtimsSettings, type EtimsSettings } from './platform/etims/etims-settings.ts';
import type { PasswordHashing } from './platform/auth/password-hashing.ts';

/** Settings parsed from the environment. This file is the only reader of process.env. */
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  isProduction: boolean;
  publicUrl: string;
  authSecret: string | undefined;
  roleSelfService: boolean;
  /** PASSWORD_HASHING: `fast` only for test suites (platform/auth/password-hashing.ts); refused in production. */
  passwordHashing: PasswordHashing;
  requireEmailConfirmation: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  /** Serve the OpenAPI UI and document at /docs (off in production unless DOCS_PUBLIC=true). */
  docsPublic: boolean;
  trustProxy: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string | undefined;
  /** Files on an S3-compatible service (S3_URL); unset: DATA_DIR/files. */
  s3: S3Settings | undefined;
  rateLimit: RateLimitSettings;
  /** Roles that must use two-factor sign-in (TWO_FACTOR_REQUIRED_FOR; production default: admin). */
  twoFactorRequiredFor: TwoFactorRole[];
  /**
   * The firm's details on the first start only (FIRM_*, REPORT_FSV_BAND): they fill the empty
   * firm_settings row, which admins then edit. Read the firm through modules/firm, never here.
   */
  firm: FirmDefaults;
  /** How responses are written (RESPONSE_SERIALIZER): compiled JSON schemas, or `zod` (parse, then JSON.stringify) for A/B runs. */
  responseSerializer: 'compiled' | 'zod';
  /** Backups: where archives go, when the nightly one runs (Nairobi time), how many are kept. */
  backup: BackupSettings;
  /** Observability and SMTP extras (docs/system.md, docs/mail.md). */
  system: SystemSettings;
  /** Document page previews (docs/documents.md). */
  previews: PreviewSettings;
  /** REPORT_WORKERS: threads writing approved reports' PDFs (docs/reports.md). */
  reportWorkers: number;
  /** WORKER_NICE: how much lower than the main thread the preview and report threads run (0–19). */
  workerNice: number;
  /** M-Pesa through Daraja (MPESA_*; docs/payments.md); null: off. */
  mpesa: MpesaSettings | null;
  /** Invoices through KRA's eTIMS (ETIMS_*; docs/invoicing.md); null: off. */
  etims: EtimsSettings | null;
}

export interface PreviewSettings {
  /** PREVIEW_WORKERS: threads drawing PDF pages (unset: one per core). */
  workers: number | undefined;
  /** PREVIEW_CACHE_MB: rendered pages kept in memory, in MB. */
  cacheMb: number;
}

export interface SystemSettings {
  /** METRICS_TOKEN: /metrics answers a Bearer of this token (unset: not on the main port). */
  metricsToken: string | undefined;
  /** METRICS_PORT: a second listener serving only /metrics (unset: none). */
  metricsPort: number | undefined;
  /** METRICS_HOST: where that listener binds (default 127.0.0.1). */
  metricsHost: string;
  /** SMTP_CA_FILE: a PEM certificate the SMTP client trusts besides the system's (a private CA). */
  smtpCaFile: string | undefined;
  /** DKIM signing of outgoing mail: all three DKIM_* set, or none. */
  dkim: { domainName: string; keySelector: string; privateKeyFile: string } | undefined;
}

export interface BackupSettings {
  /** BACKUP_DIR (default DATA_DIR/backups). */
  dir: string;
  /** BACKUP_NIGHTLY_AT (default 02:00 Nairobi; off turns the nightly backup off). */
  nightlyAt: NightlyAt;
  /** BACKUP_RETENTION (default 14d: archives of the last 14 days; a plain number keeps that many). */
  retention: Retention;
}

export type FirmDefaults = UpdateFirmSettings;

/** The FIRM_* variables, checked by the same rules as the admin's form (a bad KRA PIN refuses to start). */
function parseFirmDefaults(e: z.infer<typeof EnvSchema>): FirmDefaults {
  const parsed = UpdateFirmSettingsSchema.safeParse({
    name: e.FIRM_NAME,
    companyRegistration: e.FIRM_COMPANY_REGISTRATION,
    vrbFirmNumber: e.FIRM_VRB_NUMBER,
    kraPin: e.FIRM_KRA_PIN,
    vatRegistration: e.FIRM_VAT_REGISTRATION,
    postalAddress: e.FIRM_POSTAL_ADDRESS,
    physicalAddress: e.FIRM_ADDRESS,
    phone: e.FIRM_PHONE,
    email: e.FIRM_EMAIL,
    website: e.FIRM_WEBSITE,
    fsvBand: parseFsvBand(e.REPORT_FSV_BAND),
    minComparables: DEFAULT_MIN_COMPARABLES,
    signatory: { name: e.FIRM_SIGNATORY_NAME, title: e.FIRM_SIGNATORY_TITLE },
  });
  if (!parsed.success) {
    const names: Record<string, string> = {
      name: 'FIRM_NAME',
      companyRegistration: 'FIRM_COMPANY_REGISTRATION',
      vrbFirmNumber: 'FIRM_VRB_NUMBER',
      kraPin: 'FIRM_KRA_PIN',
      vatRegistration: 'FIRM_VAT_REGISTRATION',
      postalAddress: 'FIRM_POSTAL_ADDRESS',
      physicalAddress: 'FIRM_ADDRESS',
      phone: 'FIRM_PHONE',
      email: 'FIRM_EMAIL',
      website: 'FIRM_WEBSITE',
      'signatory.name': 'FIRM_SIGNATORY_NAME',
      'signatory.title': 'FIRM_SIGNATORY_TITLE',
    };
    const problems = parsed.error.issues.map((i) => `${names[i.path.join('.')] ?? 'REPORT_FSV_BAND'}: ${i.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** "0.70-0.85": the lowest and highest forced sale value as a share of market value. */
const FSV_BAND = /^\s*(0(?:\.\d+)?|1(?:\.0+)?)\s*-\s*(0(?:\.\d+)?|1(?:\.0+)?)\s*$/;

function parseFsvBand(raw: string): { min: number; max: number } {
  const match = FSV_BAND.exec(raw);
  const min = Number(match?.[1]);
  const max = Number(match?.[2]);
  if (!match || !(min > 0) || !(min < max)) {
    throw new EnvError(`Invalid environment: REPORT_FSV_BAND must be two shares of market value such as 0.70-0.85, the lower first (got "${raw}")`);
  }
  return { min, max };
}

export interface RateLimitSettings {
  signInPerIp: number;
  signInIpWindowSeconds: number;
  signInFailedPerAccount: number;
  signInAccountWindowSeconds: number;
  signUpPerIp: number;
  signUpIpWindowSeconds: number;
  signUpPerAccount: number;
  signUpAccountWindowSeconds: number;
  /** Two-factor code attempts (authenticator or backup code), per account and per IP. */
  twoFactorPerAccount: number;
  twoFactorAccountWindowSeconds: number;
  twoFactorPerIp: number;
  twoFactorIpWindowSeconds: number;
  /** Chat messages a sender may send per window (a resend of the same message does not count). */
  chatPerSender: number;
  chatSenderWindowSeconds: number;
  /** Wrong verification codes one address may try per window (/verify); right codes never count. */
  verifyMissesPerIp: number;
  verifyIpWindowSeconds: number;
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  NODE_ENV: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  BETTER_AUTH_URL: z.url().optional(),
  AUTH_SECRET: z.string().optional(),
  BETTER_AUTH_SECRET: z.string().optional(),
  ROLE_SELF_SERVICE: z.string().optional(),
  PASSWORD_HASHING: z.enum(['standard', 'fast']).default('standard'),
  REQUIRE_EMAIL_CONFIRMATION: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// (STARTTLS) or smtps:// (TLS), e.g. smtp://user:password@mail.example.co.ke:587')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Thamani <no-reply@thamani.test>'),
  SEED_DEMO: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  DOCS_PUBLIC: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  S3_URL: z.string().optional(),
  FIRM_NAME: z.string().trim().min(1).max(120).default('Thamani Valuers Ltd'),
  FIRM_ADDRESS: z.string().trim().min(1).max(300).default('Nairobi, Kenya'),
  REPORT_FSV_BAND: z.string().default('0.70-0.85'),
  FIRM_COMPANY_REGISTRATION: z.string().optional(),
  FIRM_VRB_NUMBER: z.string().optional(),
  FIRM_KRA_PIN: z.string().optional(),
  FIRM_VAT_REGISTRATION: z.string().optional(),
  FIRM_POSTAL_ADDRESS: z.string().optional(),
  FIRM_PHONE: z.string().optional(),
  FIRM_EMAIL: z.string().optional(),
  FIRM_WEBSITE: z.string().optional(),
  FIRM_SIGNATORY_NAME: z.string().optional(),
  FIRM_SIGNATORY_TITLE: z.string().optional(),
  RATE_LIMIT_SIGN_IN_PER_IP: int(60),
  RATE_LIMIT_SIGN_IN_IP_WINDOW_SECONDS: int(60),
  RATE_LIMIT_SIGN_IN_FAILED_PER_ACCOUNT: int(10),
  RATE_LIMIT_SIGN_IN_ACCOUNT_WINDOW_SECONDS: int(15 * 60),
  RATE_LIMIT_SIGN_UP_PER_IP: int(20),
  RATE_LIMIT_SIGN_UP_IP_WINDOW_SECONDS: int(60),
  RATE_LIMIT_SIGN_UP_PER_ACCOUNT: int(5),
  RATE_LIMIT_SIGN_UP_ACCOUNT_WINDOW_SECONDS: int(60 * 60),
  RATE_LIMIT_TWO_FACTOR_PER_ACCOUNT: int(10),
  RATE_LIMIT_TWO_FACTOR_ACCOUNT_WINDOW_SECONDS: int(15 * 60),
  RATE_LIMIT_TWO_FACTOR_PER_IP: int(30),
  RATE_LIMIT_TWO_FACTOR_IP_WINDOW_SECONDS: int(15 * 60),
  RATE_LIMIT_CHAT_PER_SENDER: int(30),
  RATE_LIMIT_CHAT_SENDER_WINDOW_SECONDS: int(60),
  RATE_LIMIT_VERIFY_MISSES_PER_IP: int(20),
  RATE_LIMIT_VERIFY_IP_WINDOW_SECONDS: int(15 * 60),
  TWO_FACTOR_REQUIRED_FOR: z.string().optional(),
  RESPONSE_SERIALIZER: z.enum(['compiled', 'zod']).default('compiled'),
  BACKUP_DIR: z.string().optional(),
  BACKUP_NIGHTLY_AT: z.string().default('02:00'),
  BACKUP_RETENTION: z.string().default('14d'),
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional().or(z.literal('').transform(() => undefined)),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional().or(z.literal('').transform(() => undefined)),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_CA_FILE: z.string().optional(),
  DKIM_DOMAIN: z.string().optional(),
  DKIM_SELECTOR: z.string().optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().optional(),
  PREVIEW_WORKERS: z.coerce.number().int().min(1).max(64).optional().or(z.literal('').transform(() => undefined)),
  PREVIEW_CACHE_MB: int(64),
  REPORT_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  MPESA_ENV: z.enum(['simulator', 'sandbox', 'production']).optional(),
  MPESA_BASE_URL: z.url().optional(),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z.string().regex(/^\d{5,7}$/, 'MPESA_SHORTCODE is the paybill or till number, 5 to 7 digits').optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  MPESA_CALLBACK_SECRET: z.string().optional(),
  ETIMS_MODE: z.enum(['simulator', 'live']).optional(),
  ETIMS_URL: z.url().optional(),
  ETIMS_TIN: z.string().trim().toUpperCase().optional(),
  ETIMS_BRANCH_ID: z.string().trim().optional(),
  ETIMS_DEVICE_SERIAL: z.string().trim().min(1).optional(),
  ETIMS_CMC_KEY: z.string().optional(),
  ETIMS_TIMEOUT_MS: int(15000),
});

export class EnvError extends Error {}

const FLAG_VALUES: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** A boolean setting: true/false/1/0 (any case) or unset. A typo such as `ture` is an error, not false. */
function parseFlag(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim();
  if (value === undefined || value === '') {
    return fallback;
  }
  const flag = FLAG_VALUES[value.toLowerCase()];
  if (flag === undefined) {
    throw new EnvError(`Invalid environment: ${name} must be true, false, 1 or 0 (got "${value}")`);
  }
  return flag;
}

/** The demo's conveniences hand out admin accounts: production refuses to start with one on. */
function refuseInProduction(name: string, isOn: boolean, reason: string): void {
  if (isOn) {
    throw new EnvError(`Invalid environment: ${name}=true is not allowed when NODE_ENV=production (${reason})`);
  }
}

/** TWO_FACTOR_REQUIRED_FOR: unset means admins in production and nobody elsewhere. */
function parseTwoFactorSetting(raw: string | undefined, isProduction: boolean): TwoFactorRole[] {
  if (raw === undefined) {
    return isProduction ? ['admin'] : [];
  }
  const parsed = parseTwoFactorRequiredFor(raw);
  if ('error' in parsed) {
    throw new EnvError(`Invalid environment: ${parsed.error}`);
  }
  return parsed.roles;
}

function parseBackupSettings(e: { BACKUP_DIR?: string | undefined; BACKUP_NIGHTLY_AT: string; BACKUP_RETENTION: string }, dataDir: string, cwd: string): BackupSettings {
  const nightlyAt = parseNightlyAt(e.BACKUP_NIGHTLY_AT);
  const retention = parseRetention(e.BACKUP_RETENTION);
  for (const parsed of [nightlyAt, retention]) {
    if (parsed && 'error' in parsed) {
      throw new EnvError(`Invalid environment: ${parsed.error}`);
    }
  }
  return {
    dir: e.BACKUP_DIR ? path.resolve(cwd, e.BACKUP_DIR) : path.join(dataDir, 'backups'),
    nightlyAt: nightlyAt as NightlyAt,
    retention: retention as Retention,
  };
}

/** Parse settings; throws EnvError with a one-line message naming the bad variables. */
export function loadSettings(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Settings {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new EnvError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const authSecret = e.AUTH_SECRET || e.BETTER_AUTH_SECRET || undefined;
  if (isProduction && !authSecret) {
    throw new EnvError('Invalid environment: AUTH_SECRET is required when NODE_ENV=production');
  }
  if (authSecret !== undefined && authSecret.length < 32) {
    throw new EnvError('Invalid environment: AUTH_SECRET must be at least 32 characters');
  }
  const roleSelfService = parseFlag('ROLE_SELF_SERVICE', e.ROLE_SELF_SERVICE, !isProduction);
  const seedDemo = parseFlag('SEED_DEMO', e.SEED_DEMO, !isProduction);
  if (isProduction) {
    refuseInProduction('ROLE_SELF_SERVICE', roleSelfService, 'anyone could sign up as an admin');
    refuseInProduction('SEED_DEMO', seedDemo, 'the demo accounts have published passwords');
    if (e.PASSWORD_HASHING === 'fast') {
      throw new EnvError('Invalid environment: PASSWORD_HASHING=fast is not allowed when NODE_ENV=production (it is for test suites: stolen hashes would be cracked sixteen times faster)');
    }
  }
  let s3: S3Settings | undefined;
  try {
    s3 = e.S3_URL ? parseS3Url(e.S3_URL) : undefined;
  } catch (error) {
    throw new EnvError(`Invalid environment: ${(error as Error).message}`);
  }
  const mpesa = parseMpesaSettings(e, isProduction);
  if ('error' in mpesa) {
    throw new EnvError(`Invalid environment: ${mpesa.error}`);
  }
  const etims = parseEtimsSettings(e, isProduction);
  if ('error' in etims) {
    throw new EnvError(`Invalid environment: ${etims.error}`);
  }
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? e.BETTER_AUTH_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    isProduction,
    publicUrl,
    authSecret,
    roleSelfService,
    passwordHashing: e.PASSWORD_HASHING,
    requireEmailConfirmation: parseFlag('REQUIRE_EMAIL_CONFIRMATION', e.REQUIRE_EMAIL_CONFIRMATION, false),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo,
    docsPublic: parseFlag('DOCS_PUBLIC', e.DOCS_PUBLIC, !isProduction),
    trustProxy: parseFlag('TRUST_PROXY', e.TRUST_PROXY, false),
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : undefined,
    s3,
    rateLimit: {
      signInPerIp: e.RATE_LIMIT_SIGN_IN_PER_IP,
      signInIpWindowSeconds: e.RATE_LIMIT_SIGN_IN_IP_WINDOW_SECONDS,
      signInFailedPerAccount: e.RATE_LIMIT_SIGN_IN_FAILED_PER_ACCOUNT,
      signInAccountWindowSeconds: e.RATE_LIMIT_SIGN_IN_ACCOUNT_WINDOW_SECONDS,
      signUpPerIp: e.RATE_LIMIT_SIGN_UP_PER_IP,
      signUpIpWindowSeconds: e.RATE_LIMIT_SIGN_UP_IP_WINDOW_SECONDS,
      signUpPerAccount: e.RATE_LIMIT_SIGN_UP_PER_ACCOUNT,
      signUpAccountWindowSeconds: e.RATE_LIMIT_SIGN_UP_ACCOUNT_WINDOW_SECONDS,
      twoFactorPerAccount: e.RATE_LIMIT_TWO_FACTOR_PER_ACCOUNT,
      twoFactorAccountWindowSeconds: e.RATE_LIMIT_TWO_FACTOR_ACCOUNT_WINDOW_SECONDS,
      twoFactorPerIp: e.RATE_LIMIT_TWO_FACTOR_PER_IP,
      twoFactorIpWindowSeconds: e.RATE_LIMIT_TWO_FACTOR_IP_WINDOW_SECONDS,
      chatPerSender: e.RATE_LIMIT_CHAT_PER_SENDER,
      chatSenderWindowSeconds: e.RATE_LIMIT_CHAT_SENDER_WINDOW_SECONDS,
      verifyMissesPerIp: e.RATE_LIMIT_VERIFY_MISSES_PER_IP,
      verifyIpWindowSeconds: e.RATE_LIMIT_VERIFY_IP_WINDOW_SECONDS,
    },
    twoFactorRequiredFor: parseTwoFactorSetting(e.TWO_FACTOR_REQUIRED_FOR, isProduction),
    firm: parseFirmDefaults(e),
    responseSerializer: e.RESPONSE_SERIALIZER,
    backup: parseBackupSettings(e, dataDir, cwd),
    system: {
      metricsToken: e.METRICS_TOKEN,
      metricsPort: e.METRICS_PORT,
      metricsHost: e.METRICS_HOST,
      smtpCaFile: e.SMTP_CA_FILE ? path.resolve(cwd, e.SMTP_CA_FILE) : undefined,
      dkim: parseDkim(e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY_FILE, cwd),
    },
    previews: { workers: e.PREVIEW_WORKERS, cacheMb: e.PREVIEW_CACHE_MB },
    reportWorkers: e.REPORT_WORKERS,
    workerNice: e.WORKER_NICE,
    mpesa: mpesa.settings,
    etims: etims.settings,
  };
}

/** DKIM needs its domain, selector and key together: one or two of them is a mistake, not "off". */
function parseDkim(domain: string | undefined, selector: string | undefined, keyFile: string | undefined, cwd: string): SystemSettings['dkim'] {
  const given = [domain, selector, keyFile].filter((v) => v !== undefined && v.trim() !== '');
  if (given.length === 0) {
    return undefined;
  }
  if (!domain?.trim() || !selector?.trim() || !keyFile?.trim()) {
    throw new EnvError('Invalid environment: DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together');
  }
  return { domainName: domain.trim(), keySelector: selector.trim(), privateKeyFile: path.resolve(cwd, keyFile.trim()) };
}

/** Test-only switches (vitest projects set TEST_DB; CI sets TEST_DATABASE_URL). */
export function loadTestSettings(source: NodeJS.ProcessEnv = process.env): {
  testDb: 'pglite' | 'postgres';
  testDatabaseUrl: string | undefined;
} {
  return {
    testDb: source.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    testDatabaseUrl: source.TEST_DATABASE_URL || undefined,
  };
}

/**
 * Every setting this file reads, with the default its schema gives (undefined when the default
 * depends on other settings or there is none). docs/settings.md lists each one; a test checks it.
 */
export function listSettings(): Array<{ name: string; schemaDefault: string | undefined }> {
  return Object.entries(EnvSchema.shape).map(([name, schema]) => {
    const parsed = (schema as z.ZodType).safeParse(undefined);
    return { name, schemaDefault: parsed.success && parsed.data !== undefined ? String(parsed.data) : undefined };
  });
}
