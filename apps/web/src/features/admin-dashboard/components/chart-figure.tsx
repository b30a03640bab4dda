import { type ReactNode, useId, useState } from 'react';

type ChartFigureProps = {
  title: string;
  description: string;
  chart: ReactNode;
  /** The chart's numbers as a table: always reachable by screen readers, shown on request. */
  table: ReactNode;
};

/**
 * A chart with its numbers. The canvas is hidden from assistive technology; the table is not:
 * while "Show as table" is closed, a visually hidden copy stays in the page for screen readers
 * (one copy at a time, never two).
 */
export function ChartFigure({ title, description, chart, table }: ChartFigureProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {chart}
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="w-fit cursor-pointer rounded-md text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          Show as table
        </summary>
        {open ? <div className="mt-2 overflow-x-auto">{table}</div> : null}
      </details>
      {open ? null : <div className="sr-only">{table}</div>}
    </section>
  );
}
