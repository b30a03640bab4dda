import type { RequestStats } from '@thamani/domain/requests';
import { CheckCircle2, Clock, FileText, Loader } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const COUNTERS = [
  { key: 'total', label: 'Total Requests', icon: FileText },
  { key: 'completed', label: 'Completed', icon: CheckCircle2 },
  { key: 'inProgress', label: 'In Progress', icon: Loader },
  { key: 'pending', label: 'Pending', icon: Clock },
] as const satisfies readonly { key: keyof RequestStats; label: string; icon: unknown }[];

/** The four counters (total, in progress, completed, pending); a skeleton stands in for each number while loading. */
export function StatsCounters({ stats }: { stats: RequestStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {COUNTERS.map(({ key, label, icon: Icon }) => (
        // dt/dd must be direct children of the card (the one div allowed between dl and dt/dd).
        <Card key={key} className="grid gap-1 p-5">
          <dt className="flex items-center justify-between gap-3 text-sm font-medium text-muted-foreground">
            {label}
            <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
          </dt>
          <dd className="text-3xl font-bold tabular-nums">{stats ? stats[key] : <Skeleton className="h-9 w-12" />}</dd>
        </Card>
      ))}
    </dl>
  );
}
