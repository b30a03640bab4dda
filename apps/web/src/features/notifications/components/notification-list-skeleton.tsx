import { Skeleton } from '@/components/ui/skeleton';

export function NotificationListSkeleton() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading notifications</span>
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );
}
