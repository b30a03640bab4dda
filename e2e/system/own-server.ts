/**
 * A production-build server of a spec's own (its own DATA_DIR, free port, settings the suite's
 * two servers do not have), started from apps/server/dist and stopped after the spec; plus the
 * checks the System page specs make on every state they show.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { WCAG_TAGS } from '../a11y/a11y-helpers';

export interface OwnServer {
  base: string;
  dataDir: string;
  stop: () => void;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Starts the built server with `env` on top of the suite's defaults; resolves once it is ready. */
export async function startOwnServer(name: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? '.test-output/e2e-data'}-${name}-${Date.now()}-${port}`);
  const webDir = `${dataDir}-web`;
  fs.mkdirSync(webDir, { recursive: true });
  fs.cpSync('apps/web/dist', webDir, { recursive: true });
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      break;
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill('SIGTERM');
      throw new Error(`the ${name} spec's server did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, dataDir, stop: () => server.kill('SIGTERM') };
}

export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export async function expectFitsPhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}
