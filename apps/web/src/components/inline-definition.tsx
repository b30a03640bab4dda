import type * as React from 'react';

/**
 * "Label: value" on one line inside a <dl>, the label never broken and the value wrapping anywhere
 * (a long unbroken name must not widen a phone's page).
 */
export function InlineDefinition({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0 text-muted-foreground">{label}:</dt>
      <dd className="min-w-0 font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}
