import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_MAIN } from './config.ts';
import { startProcess } from './processes.ts';

export interface Footprint {
  cold_start_s: number;
  idle_rss_mb: number;
  /** The first start on a new, empty DATA_DIR (initdb, migrations, demo seed); absent before it was measured. */
  first_start_s?: number;
  /** 1-minute load average when measured; absent before it was recorded. */
  load_1m?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/**
 * The single-box mode: PGlite in DATA_DIR, NODE_ENV unset (demo, as `npm start` runs it).
 * The first start creates the folder (initdb, migrations, demo seed: `first_start_s`); the
 * second is the cold start of an existing folder. Each is `node apps/server/dist/main.js` until
 * GET / answers 200; after the second, ~5 s idle and VmRSS.
 */
export async function measureFootprint(port: number, log: (line: string) => void, script = SERVER_MAIN): Promise<Footprint> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-bench-footprint-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  try {
    const first = await startProcess({ script, port, env, readyPath: '/', timeoutMs: 300_000 });
    await first.stop();
    const server = await startProcess({ script, port, env, readyPath: '/', timeoutMs: 120_000 });
    try {
      await sleep(5_000);
      const pid = server.child.pid;
      if (pid === undefined) {
        throw new Error('no pid');
      }
      const result: Footprint = {
        cold_start_s: Math.round(server.startupMs / 10) / 100,
        idle_rss_mb: rssMb(pid),
        first_start_s: Math.round(first.startupMs / 10) / 100,
        load_1m: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
      };
      log(`  first start (new DATA_DIR) ${result.first_start_s} s; cold start ${result.cold_start_s} s; idle RSS ${result.idle_rss_mb} MB (load ${result.load_1m})`);
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
