/**
 * Helpers of the accessibility specs: a themed browser context (as @axe-core/playwright needs,
 * from browser.newContext()), "the page is really rendered" and an axe scan that collects its
 * findings instead of failing at the first page, so one test reports every page at once.
 */
import axe from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { NOT_FOUND_MESSAGES } from '@thamani/domain/messages';
import { expect } from '../fixtures';

export type Theme = 'light' | 'dark';

/** The 404 page's heading: the page between two others, see navigate(). */
export const NOT_FOUND_HEADING = NOT_FOUND_MESSAGES.title;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rule set every page must pass with 0 violations. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A fresh context with the theme saved under "theme" (where the app keeps it) before any page script runs. */
export async function themedContext(browser: Browser, theme: Theme): Promise<BrowserContext> {
  const context = await browser.newContext({
    colorScheme: theme,
    // No half-faded dialogs or toasts under the contrast check.
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'Africa/Nairobi',
  });
  await context.addInitScript((value) => {
    localStorage.setItem('theme', value);
  }, theme);
  return context;
}

/**
 * Waits until the page is really rendered: its main heading (or `ready`) is visible, the theme
 * class is applied, and no skeleton or page spinner is left (data and lazy chunks have arrived).
 */
export async function waitForRendered(page: Page, theme: Theme, ready?: Locator): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  // A page's first load (bundle, session, its chunk, its data) may take a while on a busy machine.
  const timeout = 15_000;
  await expect(ready ?? heading.filter({ hasNotText: NOT_FOUND_HEADING }).first()).toBeVisible({ timeout });
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout });
  await expect(page.getByRole('main').locator('[data-slot="spinner"]')).toHaveCount(0, { timeout });
  // Let the fonts settle and the last (reduced-motion) transitions end before measuring colours.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** A11Y_DEBUG=1 prints each step's timing and findings as it goes. */
function debug(line: string): void {
  if (process.env.A11Y_DEBUG) {
    console.log(line);
  }
}

const BETWEEN_PAGES = '/a11y-between-pages';

/**
 * Goes to `path`: a page load the first time, then a client-side navigation (the router follows
 * history.pushState + popstate exactly as it follows a link), with `state` as the router's
 * navigation state when given. A client-side navigation first passes the 404 page: the router
 * keeps the old page on screen until the new one's code has loaded, and two routes may share a
 * component, so "an h1 is visible" proves the new page only when the page before had none of its
 * own (waitForRendered() skips the 404 heading unless the 404 is the target).
 */
export async function navigate(page: Page, path: string, state?: Record<string, unknown>): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    if (state === undefined) {
      return;
    }
  }
  await pushPath(page, BETWEEN_PAGES);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
  await pushPath(page, path, state);
}

async function pushPath(page: Page, path: string, state?: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ({ to, usr }) => {
      const previous = (window.history.state ?? {}) as { idx?: number };
      const entry = { usr: usr ?? null, key: Math.random().toString(36).slice(2, 10), idx: (previous.idx ?? 0) + 1 };
      window.history.pushState(entry, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: entry }));
    },
    { to: path, usr: state },
  );
}

export interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * axe's source, put into the page once per loaded document: the walks move between pages inside
 * the app, so the window keeps it. (@axe-core/playwright evaluates the whole ~550 KB source again
 * on every scan, about two thirds of a scan's time on a simple page.) The app has no iframes, so
 * one axe.run() in the top document sees everything.
 */
async function ensureAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
  }
}

/**
 * Waits until every finite CSS animation and transition on the page has ended (a dialog's fade,
 * an overlay's): axe reads colours as they are painted, and halfway through a fade they blend.
 * Endless ones (a spinner) are left alone.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** Scans the page as it is now with the WCAG A/AA rules and returns every violation found. */
export async function scan(page: Page, label: string): Promise<Finding[]> {
  // A11Y_BEST_PRACTICE=1 adds axe's best-practice rules (heading order, landmarks…) to look around.
  const tags = process.env.A11Y_BEST_PRACTICE ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS;
  await ensureAxe(page);
  const violations = await page.evaluate(async (values) => {
    const injected = (window as unknown as { axe: typeof axe }).axe;
    // Only violations are read: skipping the details of passes and incomplete results saves time.
    const results = await injected.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    return results.violations;
  }, tags);
  return violations.map((violation) => ({
    page: label,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes
      .slice(0, 6)
      .map((node) => `${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
  }));
}

/** One readable line per violation and node, for the assertion message. */
export function formatFindings(findings: Finding[]): string {
  return findings
    .map((f) => `• ${f.page}: [${f.impact}] ${f.rule} — ${f.help}\n${f.nodes.map((n) => `    ${n}`).join('\n')}`)
    .join('\n');
}

/**
 * Collects the scans of one test: `check(label, open)` runs `open` (navigate / interact and wait
 * for the rendered state) and scans; a step that cannot even open is recorded too, and the test
 * goes on with the next page. `assertClean()` fails once with the whole list.
 */
export class A11yWalk {
  readonly findings: Finding[] = [];
  readonly scanned: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly theme: Theme,
  ) {}

  async check(label: string, open: () => Promise<void>): Promise<void> {
    const name = `${label} (${this.theme})`;
    const started = Date.now();
    try {
      await open();
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n').slice(0, 6).join(' ') : String(error);
      this.findings.push({ page: name, rule: 'could-not-open', impact: 'n/a', help: message, nodes: [] });
      debug(`${name}: could not open (${Date.now() - started} ms): ${message}`);
      return;
    }
    await animationsSettled(this.page);
    const opened = Date.now();
    this.scanned.push(name);
    const found = await scan(this.page, name);
    this.findings.push(...found);
    debug(`${name}: open ${opened - started} ms, scan ${Date.now() - opened} ms, ${found.length} violation(s)`);
    if (found.length > 0) {
      debug(formatFindings(found));
    }
  }

  /**
   * Opens `path` and waits for it to be rendered (its h1, or `ready`). The first page of a walk
   * is loaded; later ones are reached inside the app, as a person following links would (and
   * without reloading the bundle and the session for every page).
   */
  async visit(path: string, ready?: (page: Page) => Locator, label = path): Promise<void> {
    await this.check(label, async () => {
      await navigate(this.page, path);
      await waitForRendered(this.page, this.theme, ready?.(this.page));
    });
  }

  assertClean(): void {
    expect(this.findings, `WCAG 2.2 A/AA violations:\n${formatFindings(this.findings)}`).toEqual([]);
  }
}
