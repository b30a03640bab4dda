import type { ReactNode } from 'react';

/** A definition list of label/value pairs; empty values read "Not provided". */
export function DetailList({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(({ label, value }) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium whitespace-pre-line wrap-anywhere">
            {value === null || value === undefined || value === '' ? 'Not provided' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
