/**
 * Helpers of the phone-fit spec: measure whether the page as it is now is wider than a 360 px
 * phone, and collect the findings of a whole walk so one test reports every page at once.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { navigate, waitForRendered } from '../a11y/a11y-helpers';

/** A common Android phone in portrait; isMobile makes Chromium zoom out on overflow, as phones do. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

export interface Overflow {
  page: string;
  scrollWidth: number;
  innerWidth: number;
  /** The elements sticking out to the right the most (tag, classes, right edge), to find the culprit. */
  widest: string[];
}

interface Measure {
  scrollWidth: number;
  innerWidth: number;
  widest: string[];
}

/** How wide the document is against the window; the leaf elements reaching furthest right. */
async function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const outside = [...document.body.querySelectorAll<HTMLElement>('*')]
      .map((element) => ({ element, right: Math.round(element.getBoundingClientRect().right) }))
      .filter(({ element, right }) => right > viewport && element.children.length === 0)
      .sort((a, b) => b.right - a.right)
      .slice(0, 4)
      .map(({ element, right }) => {
        const label = (element.textContent ?? '').trim().slice(0, 30);
        return `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 6).join('.')} → ${right}px "${label}"`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest: outside };
  });
}

/**
 * One test's walk: `check(label, open)` runs `open` (navigate / interact, wait for the state) and
 * measures; a page that cannot even open is recorded too. `assertFits()` fails once with the list.
 */
export class FitWalk {
  readonly overflows: Overflow[] = [];
  readonly failures: string[] = [];
  readonly measured: string[] = [];

  constructor(private readonly page: Page) {}

  async check(label: string, open: () => Promise<void>): Promise<void> {
    try {
      await open();
      // Late layout (fonts, images, a lazy chunk) has had its frame.
      await this.page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(r))));
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n').slice(0, 4).join(' ') : String(error);
      this.failures.push(`${label}: could not open — ${message}`);
      return;
    }
    this.measured.push(label);
    const { scrollWidth, innerWidth, widest } = await measure(this.page);
    // innerWidth alone is not enough: once a phone has zoomed out, innerWidth grows with the page.
    if (scrollWidth > innerWidth || scrollWidth > PHONE.viewport.width) {
      this.overflows.push({ page: label, scrollWidth, innerWidth, widest });
    }
  }

  /** Opens `path` (see a11y-helpers' navigate) and waits for it to be rendered (its h1, or `ready`). */
  async visit(path: string, ready?: (page: Page) => Locator, label = path): Promise<void> {
    await this.check(label, async () => {
      await navigate(this.page, path);
      await waitForRendered(this.page, 'light', ready?.(this.page));
    });
  }

  assertFits(): void {
    const lines = [
      ...this.failures,
      ...this.overflows.map(
        (o) => `${o.page}: ${o.scrollWidth}px wide in a ${o.innerWidth}px window\n    ${o.widest.join('\n    ')}`,
      ),
    ];
    expect(lines, `Pages wider than a ${PHONE.viewport.width}px phone:\n${lines.join('\n')}`).toEqual([]);
    expect(this.measured.length).toBeGreaterThan(0);
  }
}
