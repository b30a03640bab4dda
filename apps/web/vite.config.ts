import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { chunkGraphOf, filesBeyondShell } from './src/app/chunk-graph';
import { lazyPageRoutes } from './src/app/route-modules';
import { isGuarded, pageReads, signedInModules, signedInReads } from './src/app/signed-in-modules';
import { pageShells } from './src/shell/build-plugin';
import { serviceWorker } from './src/sw/build-plugin';

/**
 * Writes `.vite/chunk-graph.json` (the built chunks, what they import and which modules they hold;
 * app/chunk-graph.ts) and `.vite/route-preloads.json`: for every route of app/router.tsx, the JS
 * files its lazy modules (page, guards, layouts) load beyond the entry's own imports — for a guarded
 * route also those every signed-in page loads, and the API reads its first render waits for
 * (app/signed-in-modules.ts). The server puts them in the index.html it sends for that path as
 * `<link rel="modulepreload">` (the reads as `<link rel="preload" as="fetch">`, for a visitor with a
 * session cookie), so the landing page's chunks download alongside the entry instead of after it
 * has run (apps/server/src/platform/web.ts).
 */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'thamani:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      if (!options.dir) {
        throw new Error('route-preloads: the build has no output folder');
      }
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const graph = chunkGraphOf(chunks, (id) => path.relative(root, id).split(path.sep).join('/'));
      const signedIn = signedInModules(root);
      const routes = lazyPageRoutes().map((route) => ({
        path: route.path,
        files: isGuarded(route.modules)
          ? [
              ...new Set([
                ...filesBeyondShell(graph, [...route.modules, ...signedIn.firstRender]),
              ]),
            ]
          : filesBeyondShell(graph, route.modules),
        reads: signedInReads(route.modules),
        pageReads: pageReads(route.modules),
      }));
      fs.writeFileSync(path.join(options.dir, '.vite/chunk-graph.json'), `${JSON.stringify(graph)}\n`);
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
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
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
    proxy: {
      '/api': 'http://localhost:3000',
      '/docs': 'http://localhost:3000',
      '/dev/mailbox': 'http://localhost:3000',
      '/simulators': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The bench reads CSS from .vite/manifest.json; the chunk graph is .vite/chunk-graph.json (routePreloads).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Automatic splitting alone left ~200 chunks, most under 2 KB (an icon, a hook, a domain
          // module): a signed-in start fetched ~90 files, which queue on HTTP/1.1's six connections
          // per origin (Lighthouse put the dashboard's LCP at 4.2–4.4 s). Two measures, kept only
          // together (docs/frontend-performance.md):
          // - Chunks under 6 KB of source are copied into the chunks that read them. A registry in
          //   the runtime keeps one execution and one module state for all copies, and no page loads
          //   code it would not have loaded otherwise. It turns on strict execution order, whose
          //   wrappers cost ~4 % of every chunk.
          // - A few libraries many chunks share are one chunk each. The first load's modules stay
          //   together ('$initial': what the entry imports), so no group pulls them out of it or
          //   a lazy module into it.
          experimentalInlineCommonChunks: {
            maxSize: 6144,
            // Chunks holding styles stay files (Vite emits a style module's CSS from every chunk that lists it).
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 100 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 50 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 50 },
            {
              name: 'radix-core',
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-context|react-use-[a-z-]+|react-id|react-presence|react-collection|react-direction|react-primitive|react-roving-focus|react-compose-refs|react-slot)[\\/]/,
              priority: 40,
            },
          ],
        },
      },
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
