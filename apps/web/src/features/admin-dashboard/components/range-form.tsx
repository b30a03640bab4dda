import type { DashboardRange } from '@thamani/domain/admin-dashboard';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { rangePresets } from '../lib/dashboard-presets';

type RangeFormProps = {
  /** The range on screen (the server's, once the figures have loaded). */
  range: DashboardRange | null;
  /** What the address holds, as typed. */
  raw: { from: string; to: string };
  today: string;
  onApply: (from: string, to: string) => void;
};

const presetQuery = (range: DashboardRange) => `?from=${range.from}&to=${range.to}`;

/** Pick the range: quick links (kept in the address) or two Nairobi dates. */
export function RangeForm({ range, raw, today, onApply }: RangeFormProps) {
  const fromId = useId();
  const toId = useId();
  const shown = { from: raw.from || range?.from || '', to: raw.to || range?.to || '' };
  const [draft, setDraft] = useState(shown);
  const [seen, setSeen] = useState(shown);
  // A new address (a preset, Back) replaces what was typed.
  if (shown.from !== seen.from || shown.to !== seen.to) {
    setSeen(shown);
    setDraft(shown);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft.from, draft.to);
  }

  return (
    <section aria-labelledby={`${fromId}-title`} className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id={`${fromId}-title`} className="text-base font-semibold">
        Date range
      </h2>
      <ul className="flex flex-wrap gap-2" aria-label="Quick ranges">
        {rangePresets(today).map((preset) => {
          const current = range?.from === preset.range.from && range.to === preset.range.to;
          return (
            <li key={preset.label}>
              <Link
                to={presetQuery(preset.range)}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-md border px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  current && 'border-primary bg-secondary text-secondary-foreground',
                )}
              >
                {preset.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={fromId}>From</Label>
          <DateField id={fromId} value={draft.from} onValueChange={(from) => setDraft((d) => ({ ...d, from }))} />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={toId}>To</Label>
          <DateField id={toId} value={draft.to} onValueChange={(to) => setDraft((d) => ({ ...d, to }))} />
        </div>
        <Button type="submit">Show figures</Button>
      </form>
    </section>
  );
}
