import { KENYA_COUNTIES } from '@thamani/domain/counties';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { PropertyFilters } from '../api/get-properties';

const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm';

/** Title words or an LR number, a county and a town; submitting replaces the filters. */
export function PropertySearchForm({
  filters,
  onSearch,
}: {
  filters: PropertyFilters;
  onSearch: (next: PropertyFilters) => void;
}) {
  const id = useId();
  const hintId = `${id}-q-hint`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    onSearch({ q: text('q'), county: text('county'), town: text('town') });
  }

  return (
    // Keyed by the filters so Back/Forward (the URL) refills the fields.
    <form
      role="search"
      aria-label="Properties"
      onSubmit={submit}
      className="grid gap-3 rounded-lg border bg-card p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      key={JSON.stringify(filters)}
    >
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          Title or LR number
        </label>
        <Input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          aria-describedby={hintId}
          maxLength={100}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          e.g. Kilimani house, LR No. 209/12345 or Nairobi/Block 82/1234
        </p>
      </div>
      <div className="grid min-w-0 gap-1 self-start">
        <label htmlFor={`${id}-county`} className="text-sm font-medium">
          County
        </label>
        <select id={`${id}-county`} name="county" className={SELECT_CLASS} defaultValue={filters.county ?? ''}>
          <option value="">All counties</option>
          {KENYA_COUNTIES.map((county) => (
            <option key={county} value={county}>
              {county}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 gap-1 self-start">
        <label htmlFor={`${id}-town`} className="text-sm font-medium">
          Town
        </label>
        <Input id={`${id}-town`} name="town" defaultValue={filters.town ?? ''} maxLength={100} />
      </div>
      <Button type="submit" className="w-full md:mb-5 md:w-fit">
        Search
      </Button>
    </form>
  );
}
