import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { FRAME, FRAME_PATH, GREETED_PAGES, GREETING, GREETING_NAME_SLOT, SHELL_ATTRIBUTE, SHELL_PAGES, SHELLS_FILE, type Shells } from './pages';

const ENTRY = 'src/shell/render-shell.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * One page in its own Node process: the app keeps state in modules (lazy parts once loaded, class
 * merging), and a page must be rendered as a browser's first visit of it renders, not after
 * another page has loaded those.
 */
async function renderInProcess(
  entry: string,
  pathname: string,
  options: { withPageCode?: boolean; greeting?: string } = {},
): Promise<string> {
  const script = `const { renderShell } = await import(${JSON.stringify(pathToFileURL(entry).href)});
process.stdout.write(await renderShell(${JSON.stringify(pathname)}, ${JSON.stringify(options)}), () => process.exit(0));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/**
 * The page's first screen inside #root: a picture of the page to paint while its code loads, not
 * something to use — inert and hidden from assistive technology, because nothing in it works
 * until main.tsx replaces it with the live app (which renders the same markup first).
 */
export function withShell(index: string, markup: string): string {
  return withScriptsAfterPaint(inRoot(index, markup, SHELL_ATTRIBUTE, 'a page'));
}

/** `markup` in #root, marked with `attribute` (inert, hidden from assistive technology). */
function inRoot(index: string, markup: string, attribute: string, what: string): string {
  if (!index.includes(EMPTY_ROOT)) {
    throw new Error(`shells: index.html has no empty ${EMPTY_ROOT}`);
  }
  if (markup.trim() === '' || /<script\b/i.test(markup)) {
    throw new Error(`shells: ${what} rendered nothing, or a script (which the CSP would not run)`);
  }
  return index.replace(EMPTY_ROOT, () => `<div id="root"><div ${attribute} inert aria-hidden="true">${markup}</div></div>`);
}

/**
 * The app's module script and preloads become a list that /start-after-paint.js fetches once the
 * markup in #root has been painted: on a slow connection the stylesheet that paint waits for does
 * not share the line with the app's code.
 */
function withScriptsAfterPaint(indexWithMarkup: string): string {
  const scripts: string[] = [];
  const html = indexWithMarkup
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      scripts.unshift(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      scripts.push(href);
      return '';
    });
  if (scripts.length === 0 || /type="module"|modulepreload/.test(html)) {
    throw new Error('shells: index.html\'s module script and preloads are not as expected');
  }
  return html.replace(
    '<script src="/theme-init.js"></script>',
    (themeInit) => `${themeInit}\n    <meta name="app-scripts" content="${scripts.join(' ')}" />\n    <script src="/start-after-paint.js" async></script>`,
  );
}

/**
 * The app's frame inside #root, for every page without a first screen of its own: painted as soon
 * as the stylesheet is here, while the page's code loads, instead of a blank screen; inert and
 * hidden like a page's picture. The app's scripts stay as built (fetched with the HTML): the live
 * app replaces the frame as soon as its code has run (main.tsx does not wait for the page's code).
 */
export function withFrame(index: string, markup: string): string {
  return inRoot(index, markup, `${SHELL_ATTRIBUTE}="${FRAME}"`, 'the frame');
}

/**
 * A greeted page (GREETED_PAGES) as its signed-in visitor first sees it: the frame with the page's
 * greeting, GREETING_NAME_SLOT where the name goes (the server writes it in). Its scripts are
 * fetched after the paint, as a page's with its first screen: the greeting is what the visitor
 * came to see first, and main.tsx renders over it only once the route's code is here.
 */
export function withGreeting(index: string, markup: string): string {
  if (!markup.includes(GREETING_NAME_SLOT)) {
    throw new Error('shells: a greeted page rendered no greeting (is the session check pending in the shell render?)');
  }
  return withScriptsAfterPaint(inRoot(index, markup, `${SHELL_ATTRIBUTE}="${GREETING}"`, 'a greeted page'));
}

/** Writes SHELLS_FILE: index.html for each page of SHELL_PAGES with its first screen in #root. */
export function pageShells(): Plugin {
  let root = process.cwd();
  let outDir = '';
  return {
    name: 'thamani:page-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const ssrOutDir = path.join(root, 'node_modules/.page-shells');
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
      const entry = path.join(ssrOutDir, 'render-shell.js');
      const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const shells: Shells = { pages: [] };
      for (const pathname of SHELL_PAGES) {
        shells.pages.push({ path: pathname, html: withShell(index, await renderInProcess(entry, pathname)) });
      }
      shells.frame = withFrame(index, await renderInProcess(entry, FRAME_PATH, { withPageCode: false }));
      shells.greetingNameSlot = GREETING_NAME_SLOT;
      shells.greetings = [];
      for (const { path: pathname, roles } of GREETED_PAGES) {
        const markup = await renderInProcess(entry, pathname, { greeting: GREETING_NAME_SLOT });
        shells.greetings.push({ path: pathname, roles, html: withGreeting(index, markup) });
      }
      fs.writeFileSync(path.join(outDir, SHELLS_FILE), `${JSON.stringify(shells)}\n`);
    },
  };
}
