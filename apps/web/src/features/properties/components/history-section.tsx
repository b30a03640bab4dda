import { type ReactNode, useId } from 'react';

/** A titled part of a property's page; says so plainly when it has nothing yet. */
export function HistorySection({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title} <span className="text-base font-normal text-muted-foreground">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        children
      )}
    </section>
  );
}

export const ROW_CLASS = 'grid gap-2 rounded-lg border bg-card p-4';
export const LINK_CLASS = 'w-fit rounded-sm font-medium wrap-anywhere text-primary underline underline-offset-4';
