import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type Pager = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;

/** "Load more" under a keyset-paged list: there while a next page exists, busy while it loads. */
export function LoadMoreButton({ query, className }: { query: Pager; className?: string }) {
  if (!query.hasNextPage) {
    return null;
  }
  return (
    <Button
      variant="outline"
      className={cn('w-fit', className)}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
    </Button>
  );
}
