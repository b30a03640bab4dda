import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { lazyPageRoutes } from './src/app/route-modules';
import { pageShells } from './src/shell/build-plugin';
import { serviceWorker } from './src/sw/build-plugin';

/**
 * Writes `.vite/route-preloads.json`: for every route of app/router.tsx, the JS files its lazy
 * modules (page, guards, layouts) load beyond the entry's own imports. The server puts them in
 * the index.html it sends for that path as `<link rel="modulepreload">`, so the landing page's
 * chunks download alongside the entry instead of after it has run (apps/server/src/platform/web.ts).
 */
function routePreloads(): Plugin {
  return {
    name: 'thamani:route-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      const asset = bundle['.vite/manifest.json'];
      if (!asset || asset.type !== 'asset' || !options.dir) {
        throw new Error('route-preloads: the build has no .vite/manifest.json (build.manifest)');
      }
      type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
      const manifest = JSON.parse(String(asset.source)) as Record<string, Chunk>;
      const closure = (keys: string[]) => {
        const seen = new Set<string>();
        const visit = (key: string) => {
          if (!seen.has(key) && manifest[key]) {
            seen.add(key);
            manifest[key].imports?.forEach(visit);
          }
        };
        keys.forEach(visit);
        return [...seen].map((key) => manifest[key]?.file ?? '');
      };
      const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      const shell = new Set(closure(entry ? [entry] : []));
      const routes = lazyPageRoutes().map((route) => {
        const missing = route.modules.filter((module) => !manifest[module]);
        if (missing.length > 0) {
          throw new Error(`route-preloads: no chunk for ${missing.join(', ')}`);
        }
        const files = closure(route.modules).filter((file) => file.endsWith('.js') && !shell.has(file));
        return { path: route.path, files };
      });
      fs.writeFileSync(path.join(options.dir, '.vite/route-preloads.json'), `${JSON.stringify({ routes }, null, 1)}\n`);
    },
  };
}

/**
 * Writes `file.gz` (gzip 9) and `file.br` (brotli 11) next to every text asset of the build, for
 * a static server that serves precompressed files (@fastify/static's `preCompressed: true`).
 * Uncompressed, the first load is ~3× bigger on the wire (Lighthouse: "Enable text compression").
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(?:js|css|html|svg|txt|json)$/;
  let outDir = 'dist';
  return {
    name: 'thamani:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) {
          continue;
        }
        const content = fs.readFileSync(file);
        if (content.length < 1024) {
          continue; // nothing to gain
        }
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(), serviceWorker(), precompress(), pageShells()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/docs': 'http://localhost:3000', '/dev/mailbox': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The bench and docs/frontend-performance.md read the chunk graph from .vite/manifest.json.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Building a zod schema (`z.object(...)`, `z.enum(...)`, chained `.optional()`…) has no side
        // effects, so a schema nobody uses can be dropped. Without this, importing one constant from
        // a domain module (e.g. ROLES) keeps every schema in it, and with them all of zod (~24 KB
        // gzip), in the first load. See docs/frontend-performance.md.
        manualPureFunctions: ['z'],
      },
    },
  },
});
