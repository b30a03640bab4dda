import { Download, ScrollText } from 'lucide-react';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { auditCsvUrl, useAuditLog } from '../api/get-audit-log';
import { AuditFilters } from '../components/audit-filters';
import { AuditLogTable } from '../components/audit-log-table';
import { useAuditFilters } from '../components/use-audit-filters';
import { LoadMoreButton } from '@/components/load-more-button';

function AuditLogResults({ filters }: { filters: ReturnType<typeof useAuditFilters>['filters'] }) {
  const query = useAuditLog(filters);
  if (query.isError && !query.data) {
    return <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return <Spinner label="Loading the audit log" />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
        <ScrollText aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">No audited actions match these filters</p>
        <p className="text-sm text-muted-foreground">Widen the dates or clear a filter to see more.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <AuditLogTable items={items} />
      <LoadMoreButton query={query} />
    </div>
  );
}

/** /admin/audit — every audited action, newest first, with filters and a CSV export of what they select. */
export function AuditLogPage() {
  const { raw, filters, error, setFilter, clear } = useAuditFilters();
  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Audit log</h1>
          <p className="text-muted-foreground">Who did what, and when: every recorded action, newest first.</p>
        </div>
        {error ? null : (
          <Button asChild variant="outline">
            <a href={auditCsvUrl(filters)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        )}
      </header>
      <AuditFilters raw={raw} setFilter={setFilter} clear={clear} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <AuditLogResults filters={filters} />
      )}
    </AreaShell>
  );
}
