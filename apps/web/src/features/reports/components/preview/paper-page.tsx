import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type PaperPageProps = {
  number: number;
  total: number;
  /** The running header (firm and property) of the body pages. */
  header?: ReactNode;
  /** On a phone, the page's text at reading size in a card as tall as it needs (an A4 sheet from `sm` up). */
  reflow?: boolean;
  children: ReactNode;
};

/**
 * One A4 sheet. Everything inside is sized in container units (cqw), so a page keeps its
 * proportions and line breaks from a phone to a wide screen, like a PDF viewer zooming. The
 * paper stays white with dark text in the dark theme too: it shows what prints. A page out of
 * view is not laid out (content-visibility), so showing or editing a long report costs the pages
 * on screen; until first drawn it takes its A4 height from the aspect ratio.
 */
export function PaperPage({ number, total, header, reflow = false, children }: PaperPageProps) {
  return (
    <div className="@container w-full">
      <article
        aria-label={`Page ${number} of ${total}`}
        className={cn(
          'flex aspect-[210/297] w-full flex-col [contain-intrinsic-size:auto_none] [content-visibility:auto] bg-white px-[8cqw] pt-[6cqw] pb-[4cqw] text-[1.55cqw] leading-[1.5] text-neutral-900 shadow-md ring-1 ring-neutral-300 [overflow-wrap:anywhere]',
          // Everything inside is sized in em, so the whole page follows the reading size.
          reflow && 'max-sm:aspect-auto max-sm:[contain-intrinsic-size:auto_40rem] max-sm:p-4 max-sm:text-sm',
        )}
      >
        {header ? (
          <header className="mb-[1em] flex justify-between gap-[1em] border-b border-neutral-300 pb-[0.4em] text-[0.8em] text-neutral-600">
            {header}
          </header>
        ) : null}
        <div className="flex-1">{children}</div>
        <footer className="mt-[1em] text-center text-[0.8em] text-neutral-600">
          Page {number} of {total}
        </footer>
      </article>
    </div>
  );
}
