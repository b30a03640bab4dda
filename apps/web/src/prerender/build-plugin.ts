import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { build, type Plugin } from 'vite';
import { PRERENDERED_PAGES, type PrerenderedPages } from './pages';

const ENTRY = 'src/prerender/render-page.tsx';
/** Where the build writes the pages for the server (apps/server/src/platform/web.ts). */
export const PRERENDERED_FILE = '.vite/prerendered.json';

/**
 * One page in its own Node process: the app keeps state in modules (class merging turned on by the
 * first lazy chunk, the query client), and a page must be rendered as a browser's first visit of it
 * renders, not after another page has loaded those.
 */
async function renderInProcess(entry: string, pathname: string): Promise<string> {
  const script = `const { renderPage } = await import(${JSON.stringify(pathToFileURL(entry).href)});
process.stdout.write(await renderPage(${JSON.stringify(pathname)}), () => process.exit(0));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/**
 * Writes `.vite/prerendered.json`: index.html for each public page of ./pages with `#root` holding
 * the page's markup and the CSS it uses inlined (beasties), the full stylesheet moved to the end of
 * the body so it no longer holds up the first paint. main.tsx hydrates such a page.
 */
export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = '';
  return {
    name: 'thamani:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const ssrOutDir = path.join(root, 'node_modules/.prerender');
      await build({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        publicDir: false,
        plugins: [react()],
        resolve: { alias: { '@': path.join(root, 'src') } },
        // The workspace's own packages are TypeScript sources: bundled, not left to Node.
        ssr: { noExternal: [/^@thamani\//] },
        build: { ssr: path.join(root, ENTRY), outDir: ssrOutDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
      });
      const entry = path.join(ssrOutDir, 'render-page.js');
      const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!index.includes('<div id="root"></div>')) {
        throw new Error('prerender: index.html has no empty <div id="root"></div>');
      }
      const beasties = new Beasties({ path: outDir, publicPath: '/', preload: 'body', pruneSource: false, logLevel: 'warn' });
      const pages: PrerenderedPages = { pages: [] };
      for (const pathname of PRERENDERED_PAGES) {
        const markup = await renderInProcess(entry, pathname);
        // Rendered as if the theme were dark as well, so the dark theme's rules for this markup are
        // inlined too (theme-init.js sets the class before the first paint).
        const withMarkup = index
          .replace('<html lang="en">', '<html lang="en" class="dark">')
          .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
        const html = (await beasties.process(withMarkup)).replace(/<html lang="en" class="dark"[^>]*>/, '<html lang="en">');
        if (/<script(?![^>]*\bsrc=)/.test(html)) {
          throw new Error(`prerender: ${pathname} has an inline script, which the CSP does not run`);
        }
        pages.pages.push({ path: pathname, html });
      }
      fs.writeFileSync(path.join(outDir, PRERENDERED_FILE), `${JSON.stringify(pages)}\n`);
    },
  };
}
