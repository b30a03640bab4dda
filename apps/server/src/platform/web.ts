import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@thamani/domain/app-error';
import { HTTP_MESSAGES } from '@thamani/domain/messages';
import { escapeHtml } from './mail.ts';

/** Where every endpoint's path starts (packages/domain's contracts declare the rest). */
const API_PREFIX = '/api';

/**
 * Paths the SPA fallback never answers: API, docs and dev tools, and files of the build — a
 * missing asset or service worker must be a 404, not index.html under a script's name (a
 * service worker would take that for the script, or cache it as one).
 */
const NON_SPA_PREFIXES = [`${API_PREFIX}/`, API_PREFIX, '/docs', '/dev/', '/assets/', '/sw.js'];

function isSpaPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !NON_SPA_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`) || pathname.startsWith(`${p}?`));
}

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/** The request's host as a URL of the site's scheme would spell it (default port dropped), or null. */
function normalizeHost(host: string, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * Production has one address, PUBLIC_URL: a page asked for at another host (a bare IP, an old
 * name) is sent to the same path there (308), so the browser's origin is always the trusted one.
 * API calls are never redirected — /api/health must answer a load balancer at any host, and a
 * write from a foreign origin gets a readable 403 instead.
 */
export function redirectPagesToPublicUrl(app: FastifyInstance, publicUrl: string): void {
  const target = new URL(publicUrl);
  // A callback hook, not an async one: it runs on every API call, and a promise per hook shows in the bench.
  app.addHook('onRequest', (request, reply, done) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPage || normalizeHost(request.host, target.protocol) === target.host) {
      done();
      return;
    }
    void reply.redirect(`${publicUrl}${request.url}`, 308);
  });
}

/**
 * `.vite/route-preloads.json` (apps/web/vite.config.ts): each route's chunks beyond the entry, and
 * for a guarded route the API reads its first render waits for whoever is signed in (`reads`) and
 * the page's own first read when opened at its bare path (`pageReads`: no query string).
 */
type RoutePreloads = { routes: Array<{ path: string; files: string[]; reads?: string[]; pageReads?: string[] }> };

/**
 * How well a React Router pattern (`/my-requests/:requestId`, `/agent-dashboard/*`) matches a
 * pathname: null when it does not, else a rank where static segments beat parameters and a
 * parameter beats a splat, as React Router ranks them; a pattern that matches to its end beats a
 * splat at the same point (`/` beats `*`).
 */
export function matchRoute(pattern: string, pathname: string): number | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let rank = 0;
  for (const [i, segment] of want.entries()) {
    if (segment === '*') {
      return rank + 1;
    }
    const part = have[i];
    if (part === undefined) {
      return null;
    }
    if (segment.startsWith(':')) {
      rank += 2;
    } else if (segment === part) {
      rank += 3;
    } else {
      return null;
    }
  }
  return want.length === have.length ? rank + 2 : null;
}

/** A page's HTML, and compressed as the browser may ask (the build's own index.html.br/.gz are the bare file's). */
type PageHtml = { html: string; br: Buffer; gzip: Buffer };

function compressed(html: string): PageHtml {
  return {
    html,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
  };
}

/**
 * `.vite/shells.json` (apps/web/src/shell): the pages with their own first screen, the app's frame
 * for every other, and the signed-in pages that greet their visitor by name (`roles`: whom).
 */
type Shells = {
  pages: Array<{ path: string; html: string }>;
  frame?: string;
  /** Where a greeted page's HTML holds the visitor's name: the server writes it in. */
  greetingNameSlot?: string;
  greetings?: Array<{ path: string; roles: string[]; html: string }>;
  /** Signed-in pages painted as `roles` first see them (header, placeholders; no data, no name). */
  signedIn?: Array<{ path: string; roles: string[]; html: string }>;
};

/** The signed-in visitor of a page request, as a greeting names them; null when no live session. */
export type PageVisitor = { role: string; name: string };


/**
 * `reads` as `<link rel="preload" as="fetch">` and `files` as `<link rel="modulepreload">`.
 * `crossorigin="anonymous"` is what a same-origin fetch() asks for (cookies sent), so the app's
 * fetch of the same URL takes the preloaded answer instead of asking again.
 */
function withPreloads(html: string, files: string[], reads: string[]): string {
  const links = [
    ...reads.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
  ];
  return html.replace('</head>', `${links.join('')}</head>`);
}

/** A page with its first screen lists its scripts for /start-after-paint.js (apps/web/src/shell) instead. */
function withAppScripts(html: string, files: string[]): string {
  return html.replace(/<meta name="app-scripts" content="([^"]*)" \/>/, (_, listed: string) => {
    const scripts = new Set([...listed.split(' '), ...files]);
    return `<meta name="app-scripts" content="${[...scripts].join(' ')}" />`;
  });
}

function readJson<T>(file: string, fallback: T): T {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;
}

/**
 * The HTML for a page: index.html, or for a public page whose first screen the build rendered
 * (.vite/shells.json, apps/web/src/shell: `/`, `/auth`…) its own, painted before the app's code
 * has loaded — for that exact path and no query string, which could ask for other content
 * (`/auth?tab=signup`); every other URL gets the app's frame (navigation bar, footer, a spinner
 * where the page goes), never another page's markup.
 * Either way with the chunks its route loads beyond the entry (.vite/route-preloads.json) as
 * `<link rel="modulepreload">` — on a page with its first screen, in the list of scripts fetched
 * once that screen is painted — so the page's code downloads alongside the entry instead of after
 * it has run. Built once per page.
 */
type Pages = {
  /** `signedIn`: the request carries a session cookie, so the route's signed-in reads are preloaded. */
  html: (url: string, signedIn: boolean) => PageHtml;
  /** Whether the URL's route has signed-in reads to preload (its page then depends on the cookie). */
  hasReads: (url: string) => boolean;
  /** The painted versions of a signed-in page (exact path, no query string) and whom each is for; empty when none. */
  signedIn: (url: string) => Array<{ roles: string[]; page: PageHtml }>;
  /** A greeted page's HTML with its route's scripts and the name's slot still in it, and whom it greets; else undefined. */
  greeting: (url: string) => Greeting | undefined;
};

type Greeting = { html: string; slot: string; roles: string[] };

function pageHtml(webDistDir: string): Pages {
  const { routes } = readJson<RoutePreloads>(path.join(webDistDir, '.vite/route-preloads.json'), { routes: [] });
  const shellFile = readJson<Shells>(path.join(webDistDir, '.vite/shells.json'), { pages: [] });
  const shells = new Map(shellFile.pages.map((page) => [page.path, page.html]));
  // Every other page: painted with the app's frame (navigation bar, a spinner) while its code loads.
  const index = shellFile.frame ?? fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const built = new Map<string, PageHtml>();
  const routeFor = (pathname: string) => {
    let best: { path: string; files: string[]; reads?: string[]; pageReads?: string[] } | undefined;
    let bestRank = -1;
    for (const route of routes) {
      const rank = matchRoute(route.path, pathname);
      if (rank !== null && rank > bestRank) {
        best = route;
        bestRank = rank;
      }
    }
    return {
      key: best?.path ?? '',
      files: (best?.files ?? []).map((file) => `/${file}`),
      reads: best?.reads ?? [],
      pageReads: best?.pageReads ?? [],
    };
  };
  const slot = shellFile.greetingNameSlot;
  const greetings = new Map<string, Greeting>(
    slot === undefined
      ? []
      : (shellFile.greetings ?? []).map((greeted) => [
          greeted.path,
          {
            // Greeted, the visitor has a live session: the route's signed-in reads travel with the HTML.
            html: withAppScripts(withPreloads(greeted.html, [], routeFor(greeted.path).reads), routeFor(greeted.path).files),
            slot,
            roles: greeted.roles,
          },
        ]),
  );
  // Sent only to a live session of the role, so with the route's signed-in reads (like a greeting).
  const signedIn = new Map<string, Array<{ roles: string[]; page: PageHtml }>>();
  for (const painted of shellFile.signedIn ?? []) {
    const route = routeFor(painted.path);
    const versions = signedIn.get(painted.path) ?? [];
    // Sent for the bare path only (no query string), so with the page's own first read too.
    const reads = [...route.reads, ...route.pageReads];
    versions.push({ roles: painted.roles, page: compressed(withAppScripts(withPreloads(painted.html, [], reads), route.files)) });
    signedIn.set(painted.path, versions);
  }
  return {
    html: (url, withReads) => {
      const [pathname = '/', query] = url.split('?');
      const shell = query === undefined ? shells.get(pathname) : undefined;
      const route = routeFor(pathname);
      // Without a session cookie the reads would only be turned away (401, an error in the console).
      const reads = withReads ? [...route.reads, ...(query === undefined ? route.pageReads : [])] : [];
      const key = `${shell === undefined ? '' : pathname} ${route.key} ${reads.join(' ')}`;
      let page = built.get(key);
      if (page === undefined) {
        page = compressed(shell === undefined ? withPreloads(index, route.files, reads) : withAppScripts(shell, route.files));
        built.set(key, page);
      }
      return page;
    },
    signedIn: (url) => (url.includes('?') ? [] : (signedIn.get(url) ?? [])),
    hasReads: (url) => routeFor(url.split('?')[0] ?? '/').reads.length > 0,
    greeting: (url) => greetings.get(url.split('?')[0] ?? '/'),
  };
}

/**
 * A greeted page (`/dashboard`…) for a visitor with a live session whose role sees it: the frame
 * with the page's greeting by name, painted before the app's code has loaded. Anyone else — no
 * cookie, an expired session, a role the page sends elsewhere, the lookup failing — gets the
 * plain frame. The name is the visitor's own (escaped), so the answer is private to them.
 */
async function greetedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  greeting: Greeting,
  visitor: (request: FastifyRequest) => Promise<PageVisitor | null>,
): Promise<string | null> {
  // Whether a greeting is sent depends on the cookie: no shared cache may keep either answer for another visitor.
  reply.header('vary', 'accept-encoding, cookie');
  let known: PageVisitor | null = null;
  try {
    known = await visitor(request);
  } catch (error) {
    request.log.warn({ err: error }, 'could not look up the visitor to greet; sending the plain frame');
  }
  if (!known || !greeting.roles.includes(known.role)) {
    return null;
  }
  reply.header('cache-control', 'private, no-cache');
  // A function, not a string: a name's `$&` or `$'` must not be read as a replacement pattern.
  return greeting.html.replaceAll(greeting.slot, () => escapeHtml(known.name));
}

/**
 * A signed-in page painted for the role of a visitor with a live session (header and placeholders,
 * nothing of theirs): the version for their role, or null — no cookie, an expired session, a role
 * the page has no version for, the lookup failing — for the plain frame.
 */
async function signedInPage(
  request: FastifyRequest,
  reply: FastifyReply,
  versions: Array<{ roles: string[]; page: PageHtml }>,
  visitor: (request: FastifyRequest) => Promise<PageVisitor | null>,
): Promise<PageHtml | null> {
  // Whether it is sent depends on the cookie: no shared cache may keep either answer for another visitor.
  reply.header('vary', 'accept-encoding, cookie');
  let known: PageVisitor | null = null;
  try {
    known = await visitor(request);
  } catch (error) {
    request.log.warn({ err: error }, 'could not look up the visitor of a signed-in page; sending the plain frame');
  }
  const version = known ? versions.find((candidate) => candidate.roles.includes(known.role)) : undefined;
  if (!version) {
    return null;
  }
  reply.header('cache-control', 'private, no-cache');
  return version.page;
}

/** A page made for one visitor (~5 KB): compressed as the browser asked, quickly rather than as small as can be. */
function compressedFor(html: string, encoding: 'br' | 'gzip' | null): string | Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return encoding === 'gzip' ? zlib.gzipSync(html, { level: 6 }) : html;
}

/**
 * Serves the built web app with an index.html fallback for client-side routes. Unknown /api
 * paths (and everything when the web build is missing) get the JSON 404.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDistDir: string,
  {
    visitor,
    hasSessionCookie,
  }: {
    visitor?: (request: FastifyRequest) => Promise<PageVisitor | null>;
    /** Whether a page request carries a session cookie: its route's signed-in reads are then preloaded. */
    hasSessionCookie?: (request: FastifyRequest) => Promise<boolean>;
  } = {},
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      // Pages (`/` too) are answered below with their route's preloads; `/index.html` as built.
      index: false,
      // The web build writes .br and .gz beside every text asset; send those when the browser accepts them.
      preCompressed: true,
      maxAge: 0,
      setHeaders: (reply, filePath) => {
        // Vite names assets by content hash, so they never change; index.html and the rest are revalidated.
        const relative = path.relative(webDistDir, filePath);
        reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.log.info({ webDistDir }, 'serving the web app');
  } else {
    app.log.warn(`web build not found at ${webDistDir} (run \`npm run build -w @thamani/web\`); serving the API only`);
  }

  const htmlFor = hasWeb ? pageHtml(webDistDir) : null;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pages: Pages) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (encoding) {
      reply.header('content-encoding', encoding);
    }
    const greeting = visitor ? pages.greeting(request.url) : undefined;
    const greeted = greeting && visitor ? await greetedPage(request, reply, greeting, visitor) : null;
    if (greeted !== null) {
      return reply.send(compressedFor(greeted, encoding));
    }
    const painted = visitor ? pages.signedIn(request.url) : [];
    const ownPage = painted.length > 0 && visitor ? await signedInPage(request, reply, painted, visitor) : null;
    if (ownPage !== null) {
      return reply.send(encoding ? ownPage[encoding] : ownPage.html);
    }
    let signedIn = false;
    if (hasSessionCookie && pages.hasReads(request.url)) {
      signedIn = await hasSessionCookie(request);
      // The preloads depend on the cookie: no shared cache may hand one visitor's page to another.
      reply.header('vary', 'accept-encoding, cookie');
    }
    const page = pages.html(request.url, signedIn);
    return reply.send(encoding ? page[encoding] : page.html);
  };
  if (htmlFor) {
    // The static files' wildcard would answer `/` with the folder (403): the home page is a page.
    app.get('/', (request, reply) => sendPage(request, reply, htmlFor));
  }
  app.setNotFoundHandler((request, reply) => {
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    if (htmlFor && isGet && isSpaPath(request.url)) {
      return sendPage(request, reply, htmlFor);
    }
    return reply.status(404).send(new AppError('NOT_FOUND', HTTP_MESSAGES.routeNotFound(request.method, request.url.split('?')[0] ?? '')).toJSON());
  });
}
