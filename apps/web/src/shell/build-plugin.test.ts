import { describe, expect, it } from 'vitest';
import { signedInMarkup, signedInRoutes, withFrame, withGreeting, withShell, withSignedInPage } from './build-plugin';
import { GREETING_NAME_SLOT, PLACEHOLDER_PERSON } from './pages';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("a page's first screen in its HTML", () => {
  it('puts the markup in #root as an inert picture, hidden from assistive technology', () => {
    const html = withShell(INDEX, '<main><h1>Professional Property Valuations Across Kenya</h1></main>');
    expect(html).toContain(
      '<div id="root"><div data-shell inert aria-hidden="true"><main><h1>Professional Property Valuations Across Kenya</h1></main></div></div>',
    );
  });

  it('fetches the app only after the paint: its scripts become a list for /start-after-paint.js, entry first', () => {
    const html = withShell(INDEX, '<h1>Welcome to Thamani</h1>');
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain('<meta name="app-scripts" content="/assets/index-1.js /assets/react-1.js /assets/runtime-1.js" />');
    expect(html).toContain('<script src="/start-after-paint.js" async></script>');
    // The stylesheet stays where it was: the paint needs it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('refuses an index.html without the empty root, an empty page, or markup with a script', () => {
    expect(() => withShell(INDEX.replace('<div id="root"></div>', '<main></main>'), '<h1>x</h1>')).toThrow(/empty <div id="root">/);
    expect(() => withShell(INDEX, '   ')).toThrow(/rendered nothing/);
    expect(() => withShell(INDEX, '<h1>x</h1><script>alert(1)</script>')).toThrow(/script/);
  });
});

describe("the app's frame in every other page's HTML", () => {
  it('puts the frame in #root, inert and hidden from assistive technology, marked as the frame', () => {
    const html = withFrame(INDEX, '<header><nav>Thamani</nav></header><main><span role="status">Loading</span></main>');
    expect(html).toContain(
      '<div id="root"><div data-shell="frame" inert aria-hidden="true"><header><nav>Thamani</nav></header><main><span role="status">Loading</span></main></div></div>',
    );
  });

  it("keeps the app's module script and preloads as built: the code is fetched with the HTML, not after the paint", () => {
    const html = withFrame(INDEX, '<nav>Thamani</nav>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
    expect(html).not.toContain('start-after-paint');
  });

  it('refuses an empty frame or one with a script', () => {
    expect(() => withFrame(INDEX, '  ')).toThrow(/rendered nothing/);
    expect(() => withFrame(INDEX, '<script>alert(1)</script>')).toThrow(/script/);
  });
});

describe("a greeted page's HTML", () => {
  const markup = `<main><div data-greeting="${GREETING_NAME_SLOT}"><h1>Welcome back, ${GREETING_NAME_SLOT}!</h1></div></main>`;

  it('puts the greeting in #root as an inert picture marked as a greeting, and fetches the app after the paint', () => {
    const html = withGreeting(INDEX, markup);
    expect(html).toContain(`<div id="root"><div data-shell="greeting" inert aria-hidden="true">${markup}</div></div>`);
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain('<meta name="app-scripts" content="/assets/index-1.js /assets/react-1.js /assets/runtime-1.js" />');
  });

  it('refuses markup without the name slot: the render did not show the greeting', () => {
    expect(() => withGreeting(INDEX, '<main><span role="status">Loading</span></main>')).toThrow(/no greeting/);
  });
});

describe("a signed-in page's HTML", () => {
  const frame = '<header><nav>Thamani</nav></header><main id="main" tabindex="-1"><div role="status">Loading</div></main><footer>Kenya</footer>';
  const page = (main: string) => `<header><nav>Thamani, signed in</nav></header><main id="main" tabindex="-1">${main}</main><footer>Kenya</footer>`;

  it("is the frame, its navigation bar as before the session answers, with the page's main area in place of the spinner", () => {
    expect(signedInMarkup(frame, page('<h1>My Requests</h1><div data-slot="skeleton"></div>'), '/my-requests')).toBe(
      '<header><nav>Thamani</nav></header><main id="main" tabindex="-1"><h1>My Requests</h1><div data-slot="skeleton"></div></main><footer>Kenya</footer>',
    );
    const html = withSignedInPage(INDEX, '<main id="main"><h1>My Requests</h1></main>');
    expect(html).toContain('<div id="root"><div data-shell="signed-in" inert aria-hidden="true"><main id="main"><h1>My Requests</h1></main></div></div>');
    expect(html).toContain('<meta name="app-scripts" content="/assets/index-1.js /assets/react-1.js /assets/runtime-1.js" />');
  });

  it('is left out for a role the page sends elsewhere or keeps waiting, and refused when it shows who is signed in', () => {
    expect(signedInMarkup(frame, page(''), '/agent/schedule (as admin)')).toBeNull();
    expect(signedInMarkup(frame, page('<span role="status">Checking your access</span>'), '/admin')).toBeNull();
    expect(() => signedInMarkup(frame, page(`<p>Signed in as ${PLACEHOLDER_PERSON.email}</p>`), '/account (as user)')).toThrow(/shows who is signed in/);
    expect(() => signedInMarkup(frame, page(`<h1>Hello ${PLACEHOLDER_PERSON.name}</h1>`), '/account (as user)')).toThrow(/shows who is signed in/);
    expect(() => signedInMarkup('<main>no id</main>', page('<h1>x</h1>'), '/x')).toThrow(/no <main id="main">/);
  });

  it('is made for each guarded path without a parameter, for the roles its narrowest guard lets in; greeted pages keep their greeting', () => {
    const routes = signedInRoutes([
      { path: '/my-requests', modules: ['src/app/guards/require-auth.tsx', 'src/features/requests/pages/my-requests-page.tsx'] },
      { path: '/admin', modules: ['src/app/guards/require-auth.tsx', 'src/app/guards/require-admin.tsx', 'src/features/a.tsx'] },
      { path: '/agent/visits', modules: ['src/app/guards/require-agent.tsx', 'src/features/v.tsx'] },
      { path: '/my-requests/:requestId', modules: ['src/app/guards/require-auth.tsx', 'src/features/r.tsx'] },
      { path: '/agent-dashboard/*', modules: ['src/app/guards/require-agent.tsx', 'src/features/x.tsx'] },
      { path: '/client-dashboard', modules: ['src/app/guards/require-auth.tsx', 'src/features/d.tsx'] },
      { path: '/auth', modules: ['src/features/auth/pages/auth-page.tsx'] },
    ]);
    expect(routes).toEqual([
      { path: '/my-requests', roles: ['user', 'agent', 'admin'] },
      { path: '/admin', roles: ['admin'] },
      { path: '/agent/visits', roles: ['agent', 'admin'] },
    ]);
  });
});
