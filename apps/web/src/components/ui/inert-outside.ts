/**
 * While a modal popup is open (a Radix Select's list, a dropdown menu), Radix hides the rest of
 * the page from assistive technology with aria-hidden — but the links and buttons there stay
 * focusable, which WCAG 4.1.2 counts as a failure (axe: aria-hidden-focus): a screen-reader user
 * could land on something that "isn't there". Marking the same elements `inert` takes them out of
 * the focus order too. Radix already keeps focus inside the popup and blocks pointer events
 * outside while it is open, so nothing changes for mouse or keyboard users.
 *
 * Use as the popup content's ref (React 19 runs the returned cleanup when it unmounts, before
 * Radix moves focus back to the trigger). Live regions (toasts, announcements) stay untouched,
 * as Radix's own aria-hidden leaves them.
 */
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE']);

export function inertOutside(node: HTMLElement | null): (() => void) | undefined {
  if (!node) {
    return undefined;
  }
  const keep: Element[] = [node, ...Array.from(document.querySelectorAll('[aria-live], [data-sonner-toaster]'))];
  const changed: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (keep.includes(child) || SKIPPED_TAGS.has(child.tagName)) {
        continue;
      }
      if (keep.some((kept) => child.contains(kept))) {
        walk(child);
      } else if (!child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        changed.push(child);
      }
    }
  };
  walk(document.body);
  return () => {
    for (const element of changed) {
      element.removeAttribute('inert');
    }
  };
}
