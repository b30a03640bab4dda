import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_PATH } from './e2e/browser-path';

/**
 * E2E against the production build (`npm run build` first): the server serves the built web app.
 * Each run gets a fresh DATA_DIR so the demo accounts are seeded anew; e2e/global-setup.ts
 * removes the folders of earlier runs. The value is fixed in the main process and handed to
 * the workers through the environment (the config is evaluated again in every worker).
 */
const HOST = '127.0.0.1';
/** E2E_PORT lets two runs share a machine (each uses PORT and PORT + 1). */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://${HOST}:${PORT}`;
/** A second, small server with role self-service off (as in production) for e2e/self-service-off. */
const OFF_PORT = PORT + 1;
const offBaseURL = `http://${HOST}:${OFF_PORT}`;

process.env.E2E_DATA_DIR ??= path.join('.test-output', `e2e-data-${Date.now()}-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its outputDir when a run starts: runs side by side on one machine (E2E_PORT)
  // each get their own, or one would delete the other's traces mid-test.
  outputDir: process.env.E2E_PORT ? `.test-output/playwright-artifacts-${PORT}` : '.test-output/playwright-artifacts',
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: false,
  forbidOnly: isCI,
  // No retries, in CI too: a test that passes only on its second try hides a real fault (a toast
  // lost once in three runs looked green). The @toast specs run three times (project toasts-again).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  use: {
    baseURL,
    // Recording a trace for every test took about a quarter of the suite's time on a 2-core
    // machine (screencast and DOM snapshots), for traces kept only on failure. A failure keeps its
    // screenshot; to record traces, run `npx playwright test --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The agent area installs the offline app (a service worker that downloads and stores every file
    // of the build, ~210 of them) in every fresh browser context of every agent test: work the
    // CPU-bound suite does not need. The specs that test offline use allow it (`serviceWorkers: 'allow'`).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: '**/self-service-off/**',
      use: { ...devices['Desktop Chrome'] },
    },
    // Toasts are the only feedback for several outcomes and were lost now and then: the @toast
    // specs run twice more (three times in all), each in a fresh browser context, so a flaky toast
    // fails the run instead of hiding. Same servers as the rest: no second start-up.
    {
      name: 'toasts-again',
      grep: /@toast/,
      repeatEach: 2,
      testIgnore: '**/self-service-off/**',
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'self-service-off',
      testMatch: '**/self-service-off/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: offBaseURL },
    },
  ],
  webServer: [server(PORT, dataDir, {}), server(OFF_PORT, `${dataDir}-self-service-off`, { ROLE_SELF_SERVICE: 'false' })],
});

/**
 * One server of the production build. It serves a snapshot of apps/web/dist taken at start, so a
 * `npm run build` elsewhere on the machine during the run (vite empties dist first) cannot turn
 * pages into 404s halfway through the suite.
 */
function server(port: number, dir: string, extraEnv: Record<string, string>) {
  const url = `http://${HOST}:${port}`;
  const webDir = `${dir}-web`;
  return {
    command: `rm -rf ${webDir} && mkdir -p ${webDir} && cp -R apps/web/dist/. ${webDir}/ && node apps/server/dist/main.js`,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST,
      DATA_DIR: dir,
      WEB_DIST_DIR: webDir,
      // better-auth checks the Origin against the public URL; the browser's origin is 127.0.0.1.
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // The suite signs up and in far more often than a person would, all from 127.0.0.1.
      // Per-account limits stay at their defaults (each test uses its own accounts).
      RATE_LIMIT_SIGN_IN_PER_IP: '100000',
      RATE_LIMIT_SIGN_UP_PER_IP: '100000',
      // Every test signs people up and in: scrypt at the test suites' cost (refused in production).
      PASSWORD_HASHING: 'fast',
      ...extraEnv,
    },
  };
}
