import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Runs `work` while no other test of the run holds the same `name`: for specs that change a row
 * the whole run shares (the firm's details, its fee settings) and put it back afterwards. Two
 * workers, or `--repeat-each`, then take turns instead of one restoring the row while the other
 * checks it. The lock is a folder in the run's data folder (mkdir is atomic).
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR ?? '.test-output', `${name}.lock`);
  await fs.mkdir(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}
