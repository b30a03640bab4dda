import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_ARGS } from '../config.ts';
import type { CpuCgroup } from './cpu-share.ts';
import { waitForHealth } from './http.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_DIST = path.join(ROOT, 'apps/server/dist');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');

/** Runs `npm run build` when the production build is missing. */
export function ensureBuild(log: (line: string) => void): void {
  if (fs.existsSync(path.join(SERVER_DIST, 'main.js')) && fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    return;
  }
  log('production build missing: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error('npm run build failed');
  }
}

function linkAll(fromDir: string, toDir: string): void {
  fs.mkdirSync(toDir, { recursive: true });
  for (const name of fs.readdirSync(fromDir)) {
    if (name.startsWith('.')) {
      continue;
    }
    fs.symlinkSync(path.join(fromDir, name), path.join(toDir, name));
  }
}

/**
 * A private copy of the production build, so another `npm run build` on this machine (which
 * empties apps/*\/dist first) cannot pull the files from under a running soak. The server bundle
 * keeps its packages external: a node_modules folder of symlinks gives it the root packages plus
 * the server's own (apps/server/node_modules wins, as it does for the real bundle).
 */
export interface BuildSnapshot {
  dir: string;
  mainJs: string;
  webDir: string;
}

export function snapshotBuild(workDir: string): BuildSnapshot {
  const app = path.join(workDir, 'app');
  fs.cpSync(SERVER_DIST, path.join(app, 'server'), { recursive: true });
  const webDir = path.join(workDir, 'web');
  fs.cpSync(WEB_DIST, webDir, { recursive: true });
  const modules = path.join(app, 'node_modules');
  linkAll(path.join(ROOT, 'node_modules'), modules);
  const own = path.join(ROOT, 'apps/server/node_modules');
  if (fs.existsSync(own)) {
    for (const name of fs.readdirSync(own)) {
      if (name.startsWith('.')) {
        continue;
      }
      const target = path.join(modules, name);
      if (name.startsWith('@')) {
        // Make the scope a real folder: root entries, then the server's own on top.
        const rootScope = path.join(ROOT, 'node_modules', name);
        fs.rmSync(target, { force: true });
        if (fs.existsSync(rootScope)) {
          linkAll(rootScope, target);
        }
        for (const sub of fs.readdirSync(path.join(own, name))) {
          fs.rmSync(path.join(target, sub), { force: true });
          fs.mkdirSync(target, { recursive: true });
          fs.symlinkSync(path.join(own, name, sub), path.join(target, sub));
        }
      } else {
        fs.rmSync(target, { force: true });
        fs.symlinkSync(path.join(own, name), target);
      }
    }
  }
  return { dir: workDir, mainJs: path.join(app, 'server', 'main.js'), webDir };
}

export const AUTH_SECRET = 'soak-secret-soak-secret-soak-secret-0123456789';

export interface ServerConfig {
  name: string;
  port: number;
  /** PGlite folder (ignored with databaseUrl). */
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  trustProxy?: boolean;
  logFile: string;
  /** A cgroup with a CPU quota the process runs in from its first instruction (all its threads). */
  cpuCgroup?: CpuCgroup;
}

/** One production-build server process (demo mode: role self-service on, so agents and admins can sign up). */
export class ServerProcess {
  child: ChildProcess | null = null;
  exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  readonly url: string;

  constructor(
    readonly build: BuildSnapshot,
    readonly config: ServerConfig,
  ) {
    this.url = `http://127.0.0.1:${config.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(timeoutMs = 90_000): Promise<number> {
    const { config } = this;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(config.port),
      HOST: '127.0.0.1',
      DATA_DIR: config.dataDir,
      WEB_DIST_DIR: this.build.webDir,
      PUBLIC_URL: config.publicUrl ?? this.url,
      AUTH_SECRET,
      TRUST_PROXY: config.trustProxy ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    };
    if (config.databaseUrl) {
      env.DATABASE_URL = config.databaseUrl;
    }
    fs.mkdirSync(path.dirname(config.logFile), { recursive: true });
    const out = fs.openSync(config.logFile, 'a');
    fs.writeSync(out, `\n--- ${new Date().toISOString()} start ${config.name}\n`);
    this.exit = null;
    const started = Date.now();
    const node = [process.execPath, ...SERVER_NODE_ARGS, this.build.mainJs];
    // With a CPU share, a shell writes its own pid into the cgroup and then becomes node (exec keeps
    // the pid): the server is inside before its first instruction, so every thread it starts is too.
    const [command, ...args] = config.cpuCgroup
      ? ['/bin/sh', '-c', 'echo $$ > "$0" && exec "$@"', config.cpuCgroup.procsFile, ...node]
      : node;
    const child = spawn(command!, args, {
      env,
      stdio: ['ignore', out, out],
      cwd: this.build.dir,
    });
    fs.closeSync(out);
    this.child = child;
    child.on('exit', (code, signal) => {
      this.exit = { code, signal };
    });
    await waitForHealth(this.url, timeoutMs, () =>
      this.exit
        ? `${config.name} exited during start (code ${this.exit.code}, signal ${this.exit.signal}): ${this.tail()}`
        : null,
    );
    const outside = config.cpuCgroup && child.pid ? config.cpuCgroup.verify(child.pid) : null;
    if (outside) {
      await this.stop();
      throw new Error(`${config.name}: not confined to its CPU share: ${outside}`);
    }
    return Date.now() - started;
  }

  /** CPU seconds (user + system) the process has used, from /proc (null where unavailable). */
  cpuSeconds(): number | null {
    try {
      const stat = fs.readFileSync(`/proc/${this.child?.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return null;
    }
  }

  /** The last lines the server wrote. */
  tail(lines = 15): string {
    try {
      return fs.readFileSync(this.config.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  /** kill -9: no shutdown hooks, the lock file stays behind. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || this.exit) {
      return;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM and wait (SIGKILL after 15 s). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || this.exit) {
      return;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

export const PG_ADMIN_URL = process.env.SOAK_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database thamani_soak_<label>_<stamp>; `drop()` removes it. */
export async function createPgDatabase(
  label: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `thamani_soak_${label}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** One SQL query on a database (for direct checks after a crash). */
export async function sqlQuery<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}
