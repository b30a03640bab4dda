import { MIGRATIONS_DIR, PGLITE_TEMPLATE_DIR } from '../paths.ts';
import { PGLITE_START_PARAMS } from './client.ts';
import { writeTemplate } from './pglite-template.ts';

/**
 * Build step (build.mjs): the migrated PGlite cluster new data folders start from, written beside
 * the bundle's migrations. `cacheDir` keeps it across builds while the migrations stay the same.
 */
export function buildPgliteTemplate(cacheDir: string): Promise<{ key: string; cached: boolean }> {
  return writeTemplate(PGLITE_TEMPLATE_DIR, cacheDir, MIGRATIONS_DIR, PGLITE_START_PARAMS);
}
