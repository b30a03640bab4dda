import { type ReactNode, useId } from 'react';

type DashboardSectionProps = {
  title: string;
  description?: string;
  children: ReactNode;
};

/** A titled card of the dashboard (a region named by its heading). */
export function DashboardSection({ title, description, children }: DashboardSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
