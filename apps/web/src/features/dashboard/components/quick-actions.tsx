import { Download, List, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * A request is completed when the firm approves its report, so a completed request means a report
 * to download: Download Reports then leads to the completed requests, each with its report.
 */
export function QuickActions({ completedCount }: { completedCount: number | undefined }) {
  const hasReports = (completedCount ?? 0) > 0;
  return (
    <div className="grid gap-3">
      <Button asChild className="justify-start">
        <Link to={paths.request}>
          <Plus aria-hidden="true" />
          New Valuation Request
        </Link>
      </Button>
      <Button asChild variant="outline" className="justify-start">
        <Link to={paths.myRequests}>
          <List aria-hidden="true" />
          View My Requests
        </Link>
      </Button>
      {hasReports ? (
        <Button asChild variant="outline" className="justify-start">
          <Link to={`${paths.myRequests}?status=completed`}>
            <Download aria-hidden="true" />
            Download Reports
          </Link>
        </Button>
      ) : (
        <>
          <Button variant="outline" className="justify-start" disabled aria-describedby="download-reports-note">
            <Download aria-hidden="true" />
            Download Reports
          </Button>
          <p id="download-reports-note" className="text-xs text-muted-foreground">
            Report downloads open once your first valuation report is approved.
          </p>
        </>
      )}
    </div>
  );
}
