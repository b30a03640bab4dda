import { ADMIN_REQUEST_STATUS_FILTERS } from '@thamani/domain/admin-requests';
import { KENYA_COUNTIES } from '@thamani/domain/counties';
import { REQUEST_PURPOSES, REQUEST_PURPOSE_LABELS, REQUEST_STATUS_LABELS } from '@thamani/domain/requests';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DateField as DayField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { useValuers } from '../api/get-valuers';
import type { AdminRequestFilterKey } from '../lib/use-admin-request-filters';

const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm';
const CHECK_CLASS =
  'size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

type Raw = Partial<Record<AdminRequestFilterKey, string>>;
type SetFilter = (key: AdminRequestFilterKey, value: string) => void;

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

function Choice({
  name,
  label,
  options,
  raw,
  setFilter,
  any,
}: {
  name: AdminRequestFilterKey;
  label: string;
  any: string;
  options: ReadonlyArray<readonly [string, string]>;
  raw: Raw;
  setFilter: SetFilter;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          className={SELECT_CLASS}
          value={raw[name] ?? ''}
          onChange={(e) => setFilter(name, e.target.value)}
        >
          <option value="">{any}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function DateField({
  name,
  label,
  raw,
  setFilter,
}: {
  name: AdminRequestFilterKey;
  label: string;
  raw: Raw;
  setFilter: SetFilter;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <DayField id={id} wholeDaysOnly value={raw[name] ?? ''} onValueChange={(value) => setFilter(name, value)} />
      )}
    </Field>
  );
}

function Flag({
  name,
  label,
  raw,
  setFilter,
}: {
  name: AdminRequestFilterKey;
  label: string;
  raw: Raw;
  setFilter: SetFilter;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 self-end py-2">
      <input
        id={id}
        type="checkbox"
        className={CHECK_CLASS}
        checked={raw[name] === 'true'}
        onChange={(e) => setFilter(name, e.target.checked ? 'true' : '')}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

const STATUS_OPTIONS = ADMIN_REQUEST_STATUS_FILTERS.map(
  (s) => [s, s === 'open' ? 'Open (not completed or cancelled)' : REQUEST_STATUS_LABELS[s]] as const,
);
const COUNTY_OPTIONS = KENYA_COUNTIES.map((c) => [c, c] as const);
const PURPOSE_OPTIONS = REQUEST_PURPOSES.map((p) => [p, REQUEST_PURPOSE_LABELS[p]] as const);

/** Every filter of the list; each change updates the address at once. */
export function AdminRequestFilters({ raw, setFilter, clear }: { raw: Raw; setFilter: SetFilter; clear: () => void }) {
  const valuers = useValuers();
  const known = valuers.data?.items ?? [];
  const valuerOptions: Array<readonly [string, string]> = [
    ['unassigned', 'Unassigned'],
    ...known.map((v) => [v.id, v.fullName || v.email] as const),
  ];
  if (raw.valuerId && raw.valuerId !== 'unassigned' && !known.some((v) => v.id === raw.valuerId)) {
    valuerOptions.push([raw.valuerId, 'The chosen valuer']);
  }
  const common = { raw, setFilter };
  return (
    <form
      aria-label="Filter the requests"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <Choice name="status" label="Status" any="Any status" options={STATUS_OPTIONS} {...common} />
      <Choice name="valuerId" label="Valuer" any="Any valuer" options={valuerOptions} {...common} />
      <Choice name="county" label="County" any="Any county" options={COUNTY_OPTIONS} {...common} />
      <Choice name="purpose" label="Purpose" any="Any purpose" options={PURPOSE_OPTIONS} {...common} />
      <DateField name="receivedFrom" label="Received from" {...common} />
      <DateField name="receivedTo" label="Received to" {...common} />
      <DateField name="completedFrom" label="Completed from" {...common} />
      <DateField name="completedTo" label="Completed to" {...common} />
      <Flag name="overdue" label="Overdue only" {...common} />
      <Flag name="revised" label="Sent back for changes" {...common} />
      <div className="flex items-end sm:col-span-2 lg:col-span-2 lg:justify-end">
        <Button type="button" variant="outline" onClick={clear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
