import { REPORT_MESSAGES } from '@thamani/domain/reports';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A report that does not exist, or is another valuer's (the API answers 404 or 403: the same words). */
export function ReportNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{REPORT_MESSAGES.notFound}</h1>
      <p className="text-sm text-muted-foreground">It may have been removed, or it belongs to another valuer.</p>
      <Button asChild variant="outline">
        <Link to={paths.agentDashboard.reportDrafts}>Back to Report drafts</Link>
      </Button>
    </div>
  );
}
