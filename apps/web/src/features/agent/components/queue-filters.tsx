import { type County, KENYA_COUNTIES } from '@thamani/domain/counties';
import { QUEUE_STATUS_FILTER_LABELS, QUEUE_STATUS_FILTERS, type QueueStatusFilter } from '@thamani/domain/requests';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { RequestQueueFilters } from '../api/get-request-queue';

const COUNTIES_BY_NAME: readonly County[] = [...KENYA_COUNTIES].sort((a, b) => a.localeCompare(b));

/** Radix Select has no empty value; this one stands for "no filter". */
const ALL = 'all';

type QueueFiltersProps = {
  filters: RequestQueueFilters;
  onChange: (filters: RequestQueueFilters) => void;
};

export function QueueFilters({ filters, onChange }: QueueFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2" role="group" aria-label="Filter requests">
      <div className="grid gap-2">
        <Label htmlFor="queue-status">Status</Label>
        <Select
          value={filters.status}
          onValueChange={(value) => onChange({ ...filters, status: value as QueueStatusFilter })}
        >
          <SelectTrigger id="queue-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {QUEUE_STATUS_FILTERS.map((status) => (
              <SelectItem key={status} value={status}>
                {QUEUE_STATUS_FILTER_LABELS[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="queue-county">County</Label>
        <Select
          value={filters.county ?? ALL}
          onValueChange={(value) => onChange({ ...filters, county: value === ALL ? undefined : (value as County) })}
        >
          <SelectTrigger id="queue-county">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All counties</SelectItem>
            {COUNTIES_BY_NAME.map((county) => (
              <SelectItem key={county} value={county}>
                {county}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
