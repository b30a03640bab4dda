import { FileSearch } from 'lucide-react';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { type ReportsFilter, useReports } from '../../api/get-reports';
import { ReportListRow } from './report-list-row';
import { LoadMoreButton } from '@/components/load-more-button';

type AdminReportListProps = {
  filter: ReportsFilter;
  /** Names the list for assistive technology, e.g. "Review queue". */
  label: string;
  empty: { title: string; text: string };
  showStatus?: boolean;
};

/** A keyset-paged list of reports with "Load more". */
export function AdminReportList({ filter, label, empty, showStatus = false }: AdminReportListProps) {
  const query = useReports(filter);

  if (query.isError && !query.data) {
    return <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return <Spinner label={`Loading ${label.toLowerCase()}`} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
        <FileSearch aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">{empty.title}</p>
        <p className="text-sm text-muted-foreground">{empty.text}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label={label} className="grid gap-3">
        {items.map((item) => (
          <ReportListRow key={item.id} item={item} showStatus={showStatus} />
        ))}
      </ul>
      <LoadMoreButton query={query} />
    </div>
  );
}
