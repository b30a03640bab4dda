import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { lazyPageRoutes } from '../app/route-modules';
import {
  FRAME,
  FRAME_PATH,
  GREETED_PAGES,
  GREETING,
  GREETING_NAME_SLOT,
  PLACEHOLDER_PERSON,
  SHELL_ATTRIBUTE,
  SHELL_PAGES,
  SHELLS_FILE,
  SIGNED_IN_PAGE,
  type Shells,
  type SignedInPage,
} from './pages';

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
  options: { withPageCode?: boolean; greeting?: string; signedInAs?: string } = {},
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

/** Who opens the pages behind each guard (app/guards). */
const GUARD_ROLES: Record<string, string[]> = {
  'src/app/guards/require-auth.tsx': ['user', 'agent', 'admin'],
  'src/app/guards/require-agent.tsx': ['agent', 'admin'],
  'src/app/guards/require-admin.tsx': ['admin'],
};

/**
 * The guarded routes with a path of their own (no parameter to fill) and who opens them: the
 * narrowest guard around a route decides. Greeted pages have their own first screen.
 */
export function signedInRoutes(routes = lazyPageRoutes()): Array<{ path: string; roles: string[] }> {
  const greeted = new Set<string>(GREETED_PAGES.map((page) => page.path));
  return routes.flatMap((route) => {
    const roles = route.modules
      .map((module) => GUARD_ROLES[module])
      .filter((found) => found !== undefined)
      .sort((a, b) => a.length - b.length)[0];
    return roles && !/[:*]/.test(route.path) && !greeted.has(route.path) ? [{ path: route.path, roles }] : [];
  });
}

const MAIN = /(<main id="main"[^>]*>)([\s\S]*)(<\/main>)/;

/**
 * The frame with `page`'s main area in place of its own, or null when the page shows nothing of
 * its own there for that role (it sends the role elsewhere, or is still waiting). Throws when the
 * page shows who the placeholder person is: a first screen is the same for everyone of a role.
 */
export function signedInMarkup(frame: string, page: string, where: string): string | null {
  const main = MAIN.exec(page)?.[2];
  if (!MAIN.test(frame) || main === undefined) {
    throw new Error(`shells: no <main id="main"> in the frame or in ${where}`);
  }
  if (main.includes(PLACEHOLDER_PERSON.name) || main.includes(PLACEHOLDER_PERSON.email)) {
    throw new Error(`shells: ${where} shows who is signed in; it cannot be painted for everyone of that role`);
  }
  if (main.trim() === '' || /Checking your (session|access)/.test(main)) {
    return null;
  }
  return frame.replace(MAIN, (_, open: string, _inner: string, close: string) => `${open}${main}${close}`);
}

/** A signed-in page's markup (signedInMarkup) in index.html, its scripts fetched after the paint as a page's with its first screen. */
export function withSignedInPage(index: string, markup: string): string {
  return withScriptsAfterPaint(inRoot(index, markup, `${SHELL_ATTRIBUTE}="${SIGNED_IN_PAGE}"`, 'a signed-in page'));
}

/** Runs `tasks` two at a time (each a Node process of its own), in order of the answers. */
async function inPairs<T>(tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

/** Each of signedInRoutes() as each of its roles first sees it; roles that see the same markup share one entry. */
async function signedInPages(entry: string, index: string, frame: string): Promise<SignedInPage[]> {
  const wanted = signedInRoutes().flatMap(({ path: pathname, roles }) => roles.map((role) => ({ pathname, role })));
  const rendered = await inPairs(wanted.map(({ pathname, role }) => () => renderInProcess(entry, pathname, { signedInAs: role })));
  const pages: SignedInPage[] = [];
  wanted.forEach(({ pathname, role }, i) => {
    const markup = signedInMarkup(frame, rendered[i]!, `${pathname} (as ${role})`);
    if (markup === null) {
      return;
    }
    const html = withSignedInPage(index, markup);
    const same = pages.find((page) => page.path === pathname && page.html === html);
    if (same) {
      same.roles.push(role);
    } else {
      pages.push({ path: pathname, roles: [role], html });
    }
  });
  return pages;
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
      const frame = await renderInProcess(entry, FRAME_PATH, { withPageCode: false });
      shells.frame = withFrame(index, frame);
      shells.greetingNameSlot = GREETING_NAME_SLOT;
      shells.greetings = [];
      for (const { path: pathname, roles } of GREETED_PAGES) {
        const markup = await renderInProcess(entry, pathname, { greeting: GREETING_NAME_SLOT });
        shells.greetings.push({ path: pathname, roles, html: withGreeting(index, markup) });
      }
      shells.signedIn = await signedInPages(entry, index, frame);
      fs.writeFileSync(path.join(outDir, SHELLS_FILE), `${JSON.stringify(shells)}\n`);
    },
  };
}
