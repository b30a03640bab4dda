import { DEMO_PASSWORD } from '../apps/server/src/platform/seed.ts';
import type { startProcess } from './processes.ts';
import { signIn } from './users.ts';

/*
 * The parts that drive the production build as a person would (renders, inp, routes): the server
 * as `npm start` runs it on a new PGlite folder with the demo seed, and the demo accounts over HTTP.
 */

/** startProcess's options for the build on `dataDir` (demo mode, no two-factor prompt); `env` adds to them. */
export function demoAppProcess(script: string, port: number, dataDir: string, env: Record<string, string | undefined> = {}): Parameters<typeof startProcess>[0] {
  return {
    script,
    port,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', TWO_FACTOR_REQUIRED_FOR: 'none', ...env },
    readyPath: '/api/health/ready',
    timeoutMs: 300_000,
  };
}

/** A signed-in demo account: its cookie and the origin the server checks. */
export interface Session {
  base: string;
  headers: Record<string, string>;
}

export async function demoSession(base: string, email: string): Promise<Session> {
  const who = await signIn(base, email, DEMO_PASSWORD);
  return { base, headers: { cookie: who.cookie, origin: base } };
}

/** One API call as `who`, JSON in and out; any status but `status` throws with the answer's start. */
export async function call<T>(who: Session, method: string, url: string, body?: unknown, status = 200): Promise<T> {
  const response = await fetch(`${who.base}${url}`, {
    method,
    headers: body === undefined ? who.headers : { ...who.headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 500)}`);
  }
  return (text ? JSON.parse(text) : null) as T;
}
