import { defineConfig } from 'vitest/config';

// One runner, several projects: domain rules, server API tests (on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set) and web component tests.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one test file at a time on a 2-core
    // machine, while a PostgreSQL test mostly waits on the server. Every server test has its own
    // database (src/test/test-app.ts), so files may run side by side. With two workers the cores
    // still idled a quarter of the run (PostgreSQL round trips, child processes); a third fills
    // that (470 → 416 s on 2 cores, quiet); a fourth gained nothing (docs/testing.md).
    maxWorkers: 3,
    projects: [
      // Pure functions, no module state: one process for all its files instead of one per file
      // (10–36 s instead of 123–184 s side by side, docs/testing.md).
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 20_000 } },
      {
        test: {
          name: 'server-pglite',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          isolate: false,
          // Migrates one template per run; each test database starts as a copy (docs/testing.md).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['apps/server/src/**/*.test.ts'],
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                isolate: false,
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
