import { DEFAULT_QUEUE_STATUS_FILTER, QUEUE_STATUS_FILTER_LABELS } from '@thamani/domain/requests';
import { Button } from '@/components/ui/button';
import type { RequestQueueFilters } from '../api/get-request-queue';

type QueueViewSwitchProps = {
  filters: RequestQueueFilters;
  onChange: (filters: RequestQueueFilters) => void;
};

const VIEWS = [
  { status: DEFAULT_QUEUE_STATUS_FILTER, label: QUEUE_STATUS_FILTER_LABELS[DEFAULT_QUEUE_STATUS_FILTER] },
  { status: 'closed', label: 'Closed' },
] as const;

/** Work that needs action (the default) or closed work, one press apart; the status select narrows further. */
export function QueueViewSwitch({ filters, onChange }: QueueViewSwitchProps) {
  return (
    <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
      {VIEWS.map((view) => {
        const current = filters.status === view.status;
        return (
          <Button
            key={view.status}
            type="button"
            size="sm"
            className="h-11 px-4 sm:h-9"
            variant={current ? 'default' : 'outline'}
            aria-pressed={current}
            onClick={() => onChange({ ...filters, status: view.status })}
          >
            {view.label}
          </Button>
        );
      })}
    </div>
  );
}
