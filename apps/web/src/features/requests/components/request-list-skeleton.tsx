import { Skeleton } from '@/components/ui/skeleton';

export function RequestListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading requests</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-24 w-full" />
      ))}
    </div>
  );
}
