import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_AUTH_SECRET, ROOT, SERVER_MAIN, SERVER_NODE_ARGS } from './config.ts';

export interface Server {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn until the first successful `readyPath` answer. */
  startupMs: number;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilUp(child: ChildProcess, url: string, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.status === 200) {
        await response.arrayBuffer();
        return;
      }
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Spawn `node <script>` (or tsx for .ts) and wait until `readyPath` answers 200. A built server
 * (`…/main.js`) gets `npm start`'s node flags.
 */
export async function startProcess(opts: {
  script: string;
  port: number;
  env: Record<string, string | undefined>;
  readyPath?: string;
  timeoutMs?: number;
  /** Extra node flags (e.g. --cpu-prof when profiling by hand). */
  nodeArgs?: string[];
  /** Replaces `npm start`'s node flags for a built server (an A/B of a flag). */
  startFlags?: string[];
}): Promise<Server> {
  const url = `http://127.0.0.1:${opts.port}`;
  const startFlags = opts.startFlags ?? (opts.script.endsWith('/main.js') ? SERVER_NODE_ARGS : []);
  const args = [...startFlags, ...(opts.nodeArgs ?? []), ...(opts.script.endsWith('.ts') ? ['--import', 'tsx', opts.script] : [opts.script])];
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: undefined, ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1' };
  for (const key of Object.keys(env)) {
    if (env[key] === undefined) {
      delete env[key];
    }
  }
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitUntilUp(child, `${url}${opts.readyPath ?? '/api/health'}`, opts.timeoutMs ?? 60_000, () => output);
  } catch (error) {
    // A server that never answered must not outlive the run (it would hold the port for the next one).
    child.kill('SIGKILL');
    throw error;
  }
  const startupMs = performance.now() - started;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, url, startupMs, stop };
}

/**
 * The production build against PostgreSQL, as deployed: NODE_ENV=production (no demo seed,
 * no dev mailbox, HSTS on), logs at warn, sign-in/sign-up limits raised far out of reach
 * because the bench measures throughput, not throttling. Uploaded files go to a temporary
 * DATA_DIR, removed when the server stops.
 */
export async function startApp(port: number, databaseUrl: string, extraEnv: Record<string, string> = {}, script = SERVER_MAIN, startFlags?: string[]): Promise<Server> {
  const huge = '1000000000';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-bench-data-'));
  const server = await startProcess({
    script,
    port,
    startFlags,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: BENCH_AUTH_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN_PER_IP: huge,
      RATE_LIMIT_SIGN_IN_FAILED_PER_ACCOUNT: huge,
      RATE_LIMIT_SIGN_UP_PER_IP: huge,
      RATE_LIMIT_SIGN_UP_PER_ACCOUNT: huge,
      DATA_DIR: dataDir,
      ...extraEnv,
    },
  }).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
