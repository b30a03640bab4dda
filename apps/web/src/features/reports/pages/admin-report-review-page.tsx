import { useQuery } from '@tanstack/react-query';
import { dueDateLabel } from '@thamani/domain/display';
import { REPORT_MESSAGES, type ReportDetail } from '@thamani/domain/reports';
import { ArrowLeft, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Badge } from '@/components/ui/badge';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ReportStatusBadge } from '@/entities/report/components/report-status-badge';
import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { isReportNotFound, reportQueryOptions } from '../api/get-report';
import { ReviewDecision } from '../components/review/review-decision';
import { SubmissionReview } from '../components/review/submission-review';
import { ReviewHistory } from '../components/review/review-history';
import { VersionPicker } from '../components/review/version-picker';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** While the approved report's PDF renders, the page asks again this often (realtime may be off). */
const RENDERING_POLL_MS = 2_000;

/** /admin/reports/:reportId — a submission, what changed since the last one, its checks, and the decision. */
export function AdminReportReviewPage() {
  const { reportId = '' } = useParams();
  const validId = isUuid(reportId);
  const query = useQuery({
    ...reportQueryOptions(reportId),
    enabled: validId,
    refetchInterval: (q) => (q.state.data?.delivery?.state === 'rendering' ? RENDERING_POLL_MS : false),
  });

  let content: ReactNode;
  if (!validId || (query.isError && isReportNotFound(query.error))) {
    content = <ReportNotFound />;
  } else if (query.data) {
    content = <ReviewView report={query.data} />;
  } else if (query.isError) {
    content = <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <PageSpinner label="Loading the report" />;
  }

  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <Link
        to={paths.admin.reports}
        className="flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to reports
      </Link>
      {content}
    </AreaShell>
  );
}

function ReviewView({ report }: { report: ReportDetail }) {
  const latest = report.submissions.reduce((max, s) => Math.max(max, s.n), 0);
  // Follows the latest submission (a resubmission arriving while the page is open) until the admin picks one.
  const [picked, setPicked] = useState<number | null>(null);
  const n = picked !== null && picked <= latest ? picked : latest;

  return (
    <>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{report.title}</h1>
          <ReportStatusBadge status={report.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          By {report.author.name} · {report.template.name} (version {report.template.version}) · due{' '}
          {dueDateLabel(report.dueDate)}
        </p>
        <Link
          to={paths.admin.request(report.requestId)}
          className="w-fit rounded-sm text-sm text-primary underline underline-offset-4"
        >
          Open the request
        </Link>
      </header>
      {latest === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
          The valuer has not submitted this report yet. It can be reviewed once it is submitted.
        </p>
      ) : (
        <>
          {report.submissions.length > 1 ? (
            <VersionPicker submissions={report.submissions} value={n} onChange={setPicked} />
          ) : null}
          {n === latest ? (
            <ReviewDecision report={report} n={n} />
          ) : (
            <p className="flex flex-wrap items-center gap-2 rounded-lg border border-warning p-4 text-sm">
              <Badge variant="warning">Earlier submission</Badge>
              You are reading submission {n}; submission {latest} is the latest.
            </p>
          )}
          <SubmissionReview report={report} n={n} />
          <ReviewHistory reviews={report.reviews} sections={report.content.sections} />
        </>
      )}
    </>
  );
}

function ReportNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{REPORT_MESSAGES.notFound}</h1>
      <p className="max-w-md text-muted-foreground">The link may be mistyped, or the report no longer exists.</p>
    </div>
  );
}
