import { runReportChecks } from '@thamani/domain/report-checks';
import { diffReportContent } from '@thamani/domain/report-diff';
import type { ReportDetail } from '@thamani/domain/reports';
import { nairobiToday } from '@thamani/domain/nairobi-time';
import { BookOpenText } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { ToggleButton } from '@/components/ui/toggle-button';
import { useReportVersion } from '../../api/get-report-version';
import { ReportChecksPanel } from '../checks/report-checks-panel';
import { ReportPreview } from '../preview/report-preview';
import { ReportDiffView } from './report-diff-view';

/** The admin reads no links to fix a check: fixing is the valuer's job. */
const noLink = () => null;

/**
 * One frozen submission: what changed since the one before, the checks run on it as submitted
 * (the valuer's VRB number and the firm's FSV band as they are now), and the printed report.
 */
export function SubmissionReview({ report, n }: { report: ReportDetail; n: number }) {
  const version = useReportVersion(report.id, n);
  const previous = useReportVersion(report.id, n > 1 ? n - 1 : null);
  const reportId = useId();
  // On a phone an A4 miniature's text is a few pixels high: the pages read at reading size until asked for as printed.
  const [asPrinted, setAsPrinted] = useState(false);

  const changes = useMemo(
    () => (version.data && previous.data ? diffReportContent(previous.data.content, version.data.content) : null),
    [version.data, previous.data],
  );
  const checks = useMemo(
    () =>
      version.data
        ? runReportChecks({
            content: version.data.content,
            valuerVrbNumber: report.author.vrbNumber,
            fsvBand: report.fsvBand,
            minComparables: report.minComparables,
            today: nairobiToday(),
            propertyType: report.propertyType,
          })
        : null,
    [version.data, report.author.vrbNumber, report.fsvBand, report.minComparables, report.propertyType],
  );
  const approval = report.reviews.find((review) => review.n === n && review.decision === 'approved');

  if (version.isError) {
    return <DataLoadErrorFallback error={version.error} onRetry={() => void version.refetch()} />;
  }
  if (!version.data || !checks) {
    return <Spinner label={`Loading submission ${n}`} />;
  }
  return (
    <>
      {previous.isError ? (
        <DataLoadErrorFallback error={previous.error} onRetry={() => void previous.refetch()} />
      ) : (
        <ReportDiffView n={n} changes={changes} />
      )}
      <ReportChecksPanel checks={checks} linkFor={noLink} />
      <section aria-labelledby={reportId} className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={reportId} className="text-lg font-semibold">
            Submission {n} as submitted
          </h2>
          <ToggleButton className="sm:hidden" pressed={asPrinted} onPressedChange={setAsPrinted}>
            <BookOpenText aria-hidden="true" />
            As printed
          </ToggleButton>
        </div>
        <div className="overflow-x-auto">
          <ReportPreview
            reflow={!asPrinted}
            content={version.data.content}
            title={report.title}
            author={report.author}
            approved={approval ? { at: approval.createdAt, by: approval.reviewer.name } : null}
            photoOptions={report.photoOptions}
          />
        </div>
      </section>
    </>
  );
}
