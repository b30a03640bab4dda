import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker } from './src/sw/build-plugin';

/**
 * `<link rel="modulepreload">` for the home page's chunk and its imports. The page is lazy (one
 * chunk per area), so without this the browser learns of it only after the entry has run; with
 * it, the chunk downloads alongside the entry and the hero paints one round trip sooner. The
 * home page is the landing page and its chunk is small (~6 KB gzip), so every route gets it.
 */
function preloadHomePage(): Plugin {
  const HOME_PAGE = 'src/features/home/pages/home-page.tsx';
  return {
    name: 'thamani:preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) {
          return html;
        }
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(HOME_PAGE));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!home || !entry) {
          throw new Error(`preload-home-page: no chunk for ${HOME_PAGE}`);
        }
        const already = new Set([entry.fileName, ...entry.imports]);
        const files = [home.fileName, ...home.imports].filter((file) => !already.has(file));
        const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
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
  plugins: [react(), tailwindcss(), preloadHomePage(), serviceWorker(), precompress()],
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
