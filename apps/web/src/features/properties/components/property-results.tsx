import { SearchX } from 'lucide-react';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { type PropertyFilters, useProperties } from '../api/get-properties';
import { PropertyListRow } from './property-list-row';
import { LoadMoreButton } from '@/components/load-more-button';

/** The keyset-paged results with "Load more". */
export function PropertyResults({ filters }: { filters: PropertyFilters }) {
  const query = useProperties(filters);
  const filtered = Boolean(filters.q || filters.county || filters.town);

  if (query.isError && !query.data) {
    return <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return <Spinner label="Loading properties" />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">{filtered ? 'No property matches this search' : 'No properties yet'}</p>
        <p className="text-sm text-muted-foreground">
          {filtered
            ? 'Check the spelling, try fewer words, or search by the LR number as written on the title.'
            : 'Properties appear here as clients request valuations.'}
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label="Properties found" className="grid gap-3">
        {items.map((item) => (
          <PropertyListRow key={item.id} item={item} />
        ))}
      </ul>
      <LoadMoreButton query={query} />
    </div>
  );
}
