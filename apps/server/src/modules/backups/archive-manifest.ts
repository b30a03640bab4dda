import { z } from 'zod';

/**
 * manifest.json, the first entry of every backup archive: what the archive holds and the SHA-256
 * of each part. Restore reads it first and checks every part against it before writing anything.
 */
export const ARCHIVE_FORMAT = 'thamani-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A relative path inside the archive: no absolute paths, no "..", only our own folders. */
const PartPath = z.string().regex(/^(db\/[a-z0-9_.-]+\.ndjson|files\/[0-9a-f]{64}|secret)$/i);

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  createdAt: z.iso.datetime({ offset: true }),
  /** The backups row of the run that made it: `running` in its own snapshot, finished by restore. */
  run: z.object({ id: z.uuid(), filename: z.string() }).nullable(),
  database: z.object({
    /** Where it was made; the rows restore onto either kind. */
    kind: z.enum(['pglite', 'postgres']),
    serverVersion: z.string(),
    /** drizzle's applied migrations, oldest first: restore replays the same ones. */
    migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
    /** pg-boss's schema version (null: no job queue yet). */
    pgbossVersion: z.number().int().nullable(),
    /** One NDJSON part per table (row_to_json of each row), made in one snapshot. */
    tables: z.array(z.object({ schema: z.string(), name: z.string(), part: PartPath, rows: z.number().int().min(0) })),
    sequences: z.array(z.object({ schema: z.string(), name: z.string(), value: z.string(), isCalled: z.boolean() })),
  }),
  /** Stored files: content-addressed, so each name is also its SHA-256. */
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** Every part of the archive but the manifest, with its SHA-256 and size. */
  parts: z.array(z.object({ path: PartPath, sha256: Sha256, size: z.number().int().min(0) })),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type DatabaseManifest = Manifest['database'];

/** The schemas the app keeps data in: its own tables, drizzle's migration log, pg-boss's queue. */
export const DUMPED_SCHEMAS = ['public', 'drizzle', 'pgboss'] as const;
