// Bundle src/main.ts → dist/main.js, the command line src/cli.ts → dist/cli.js and the worker threads → dist/render-page.worker.js, dist/render-report.worker.js (+ chunks shared or loaded on first use). node_modules stay external; the workspace package
// @thamani/domain (exported as .ts source) is bundled. Migrations are copied beside the bundle.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');

fs.rmSync(dist, { recursive: true, force: true });

/** Mark every bare import external except our own workspace packages. */
const externalsExceptWorkspace = {
  name: 'externals-except-workspace',
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) => {
      if (args.path.startsWith('@thamani/') || args.kind === 'entry-point') {
        return undefined;
      }
      return { path: args.path, external: true };
    });
  },
};

await build({
  // The second entry is a build step run below, then removed: dist holds only what the server runs.
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    // npm run admin / npm run doctor (docs/deploy.md).
    cli: path.join(root, 'src/cli.ts'),
    // npm run backup / npm run restore (docs/operations.md): beside main.js, so paths.ts resolves alike.
    backup: path.join(root, 'src/cli/backup.ts'),
    restore: path.join(root, 'src/cli/restore.ts'),
    'build-pglite-template': path.join(root, 'src/db/build-pglite-template.ts'),
    // The preview pool's worker thread (src/platform/pdf/render-pool.ts loads it from beside main.js).
    'render-page.worker': path.join(root, 'src/platform/pdf/render-page.worker.ts'),
    // The report PDF pool's worker thread (src/modules/reports/pdf/report-pdf-pool.ts, same rule).
    'render-report.worker': path.join(root, 'src/modules/reports/pdf/render-report.worker.ts'),
  },
  outdir: dist,
  // A module the source imports with import() becomes its own chunk, so what it alone imports
  // (the report PDF's @react-pdf/renderer) loads on first use, not at start-up. Chunks sit
  // beside main.js: paths.ts resolves the migrations and web/dist from the same depth.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The report PDF is laid out in React components (src/modules/reports/pdf).
  jsx: 'automatic',
  sourcemap: true,
  plugins: [externalsExceptWorkspace],
  banner: { js: "import { createRequire as __thamaniCreateRequire } from 'node:module'; const require = __thamaniCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});

fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'db/migrations'), { recursive: true });

// A new PGlite data folder starts from this migrated cluster instead of initdb (src/db/pglite-template.ts).
// Kept in node_modules/.cache across builds: it is made again only when PGlite or a migration changes.
const templateStep = path.join(dist, 'build-pglite-template.js');
const started = Date.now();
try {
  const { buildPgliteTemplate } = await import(pathToFileURL(templateStep).href);
  const template = await buildPgliteTemplate(path.join(root, '../../node_modules/.cache/thamani'));
  console.log(`PGlite template ${template.key} ${template.cached ? 'from the cache' : `made in ${((Date.now() - started) / 1000).toFixed(1)} s`}`);
} catch (error) {
  // Without it the server still starts: a new data folder then runs initdb (a few seconds more).
  console.warn(`No PGlite template (${error instanceof Error ? error.message : String(error)}): new data folders will run initdb`);
} finally {
  for (const file of [templateStep, `${templateStep}.map`]) {
    fs.rmSync(file, { force: true });
  }
}
console.log('built apps/server/dist/main.js and dist/cli.js');
