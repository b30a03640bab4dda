import { fileURLToPath } from 'node:url';

/**
 * Paths relative to this file. It sits at the root of src/, and esbuild bundles everything
 * into dist/main.js at the same depth, so the same relative paths work from tsx and from the
 * bundle (build.mjs copies the migrations to dist/db/migrations).
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations', import.meta.url));
/** Where the build puts the migrated PGlite cluster new data folders start from (none in src/). */
export const PGLITE_TEMPLATE_DIR = fileURLToPath(new URL('./db', import.meta.url));
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
