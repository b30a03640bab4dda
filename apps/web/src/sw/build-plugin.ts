import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { precacheList, precacheVersion } from './precache';

const WORKER_SOURCE = 'src/sw/service-worker.ts';

function filesUnder(dir: string, base = dir): string[] {
  if (!dir || !fs.existsSync(dir)) {
    return [];
  }
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/**
 * Writes /sw.js into the build: src/sw/service-worker.ts bundled on its own (one classic script,
 * as a service worker must be) with the precache list of this build and its version filled in.
 * Build only; the dev server has no worker.
 */
export function serviceWorker(): Plugin {
  let root = process.cwd();
  let publicDir = '';
  return {
    name: 'thamani:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const publicFiles = filesUnder(publicDir);
        const list = precacheList(Object.keys(bundle), publicFiles);
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') {
          throw new Error('service-worker: the build has no index.html to fall back to offline');
        }
        const unhashed = [index.source, ...publicFiles.map((file) => fs.readFileSync(path.join(publicDir, file)))];
        const version = precacheVersion(
          list,
          unhashed.map((content) => (typeof content === 'string' ? content : Buffer.from(content))),
        );
        const output = await build({
          configFile: false,
          root,
          logLevel: 'warn',
          publicDir: false,
          define: { __SW_PRECACHE__: JSON.stringify(list), __SW_VERSION__: JSON.stringify(version) },
          build: {
            write: false,
            minify: true,
            sourcemap: false,
            copyPublicDir: false,
            lib: {
              entry: path.join(root, WORKER_SOURCE),
              formats: ['iife'],
              name: 'thamaniServiceWorker',
              fileName: () => 'sw.js',
            },
          },
        });
        const outputs = Array.isArray(output) ? output : [output];
        const chunk = outputs
          .flatMap((result) => ('output' in result ? result.output : []))
          .find((item) => item.type === 'chunk');
        if (!chunk || chunk.type !== 'chunk') {
          throw new Error(`service-worker: bundling ${WORKER_SOURCE} gave no script`);
        }
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
      },
    },
  };
}
