import type { ReportDetail } from '@thamani/domain/reports';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApproveReportDialog } from './approve-report-dialog';
import { DeliveryStatus } from './delivery-status';
import { RequestChangesDialog } from './request-changes-dialog';

/** What can be done with the latest submission now: decide it, wait for the valuer, or follow the PDF. */
export function ReviewDecision({ report, n }: { report: ReportDetail; n: number }) {
  const headingId = useId();
  if (report.status === 'approved') {
    return report.delivery ? <DeliveryStatus delivery={report.delivery} /> : null;
  }
  if (!report.reviewable) {
    return (
      <p role="status" className="rounded-lg border p-4 text-sm text-muted-foreground">
        {report.status === 'changes_requested'
          ? `Changes were requested on submission ${n}. The valuer is revising the report; its next submission appears here.`
          : 'This report is waiting for the valuer.'}
      </p>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Card className="border-primary">
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="text-lg">
            Your decision on submission {n}
          </CardTitle>
          <CardDescription>Read the changes, the checks and the report below, then decide.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <ApproveReportDialog reportId={report.id} n={n} title={report.title} />
          <RequestChangesDialog reportId={report.id} n={n} sections={report.content.sections} />
        </CardContent>
      </Card>
    </section>
  );
}
