import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const OUTPUT_DIR = '.test-output';
const STALE_AFTER_MS = 15 * 60_000;

/**
 * Removes the data folders of earlier e2e runs (each run gets a fresh DATA_DIR, see
 * playwright.config.ts). The current run's folders (its data, the second server's, the web app's
 * snapshots: all named after it) and folders touched in the last 15 minutes (another run may still
 * be using them) are kept.
 */
export default async function globalSetup(): Promise<void> {
  const current = path.resolve(process.env.E2E_DATA_DIR ?? '');
  let entries: string[];
  try {
    entries = await readdir(OUTPUT_DIR);
  } catch {
    return;
  }
  const now = Date.now();
  await Promise.all(
    entries
      .filter((name) => name.startsWith('e2e-data-'))
      .map(async (name) => {
        const full = path.resolve(OUTPUT_DIR, name);
        if (full === current || full.startsWith(`${current}-`)) {
          return;
        }
        const info = await stat(full);
        if (now - info.mtimeMs > STALE_AFTER_MS) {
          await rm(full, { recursive: true, force: true });
        }
      }),
  );
}
