import { Fragment, type ReactNode } from 'react';

/**
 * Splits the report's body into A4 pages by an estimate, not by measuring: every piece says how
 * many body lines it takes (from its text length at the page's fixed proportions), and pieces
 * are placed until a page is full. Measuring rendered heights would follow the screen's fonts
 * and width and make the page count jump while typing; the estimate gives the same pages at
 * every width, in tests too. A page whose estimate was short grows rather than hiding text.
 */

/**
 * Body lines on one page: an A4 page at the preview's proportions holds about 53 below the
 * running header; the pieces' estimates run a little high, so a page filled to this never spills.
 */
export const PAGE_LINES = 52;
/** Characters of body text on one full-width line (about 100 in a wide sans-serif; words wrap early). */
export const CHARS_PER_LINE = 95;

/** Consecutive pieces sharing a group are wrapped together on each page (a table with its header, a list). */
export interface FlowGroup {
  key: string;
  /** Lines the wrapper adds on every page it appears on (a repeated table header). */
  headerLines?: number;
  wrap: (children: ReactNode, firstIndex: number) => ReactNode;
}

export interface FlowItem {
  key: string;
  lines: number;
  node: ReactNode;
  /** A heading: never last on a page without what follows it. */
  keepWithNext?: boolean;
  group?: FlowGroup;
  /** The piece's position within its group (the first row on a page, the list's start number). */
  index?: number;
  /** The section starting with this piece, for the contents page. */
  sectionId?: string;
}

/** Lines a text takes at `charsPerLine`, at least one. */
export function linesOf(text: string, charsPerLine = CHARS_PER_LINE): number {
  return text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / charsPerLine)), 0);
}

export function paginate(items: FlowItem[], capacity = PAGE_LINES): FlowItem[][] {
  const pages: FlowItem[][] = [];
  let page: FlowItem[] = [];
  let used = 0;
  const cost = (item: FlowItem, onPage: FlowItem[]) => {
    const opensGroup = item.group !== undefined && onPage.at(-1)?.group?.key !== item.group.key;
    return item.lines + (opensGroup ? (item.group?.headerLines ?? 0) : 0);
  };
  items.forEach((item, i) => {
    const next = items[i + 1];
    let need = cost(item, page);
    if (item.keepWithNext && next) {
      need += cost(next, [item]);
    }
    if (page.length > 0 && used + need > capacity) {
      pages.push(page);
      page = [];
      used = 0;
    }
    used += cost(item, page);
    page.push(item);
  });
  if (page.length > 0 || pages.length === 0) {
    pages.push(page);
  }
  return pages;
}

/** A page's pieces with each run of one group wrapped once. */
export function renderPage(items: FlowItem[]): ReactNode[] {
  const out: ReactNode[] = [];
  let run: FlowItem[] = [];
  const flush = () => {
    const first = run[0];
    if (first?.group) {
      out.push(
        <Fragment key={`${first.group.key}:${first.key}`}>
          {first.group.wrap(
            run.map((item) => <Fragment key={item.key}>{item.node}</Fragment>),
            first.index ?? 0,
          )}
        </Fragment>,
      );
    }
    run = [];
  };
  for (const item of items) {
    if (item.group && run[0]?.group?.key !== item.group.key) {
      flush();
    }
    if (item.group) {
      run.push(item);
      continue;
    }
    flush();
    out.push(<Fragment key={item.key}>{item.node}</Fragment>);
  }
  flush();
  return out;
}
