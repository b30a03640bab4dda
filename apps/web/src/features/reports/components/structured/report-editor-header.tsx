import type { ReportChecks, ReportDetail } from '@thamani/domain/reports';
import { ArrowLeft, Lock, MessageSquareWarning } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { ReportStatusBadge } from '@/entities/report/components/report-status-badge';
import { cn } from '@/lib/utils';
import type { ReportSave } from '../../lib/report-draft-store';
import { ReportSaveStatus } from '../autosave/report-save-status';
import { checkSummary, countChecks } from '../checks/report-checks-panel';
import { SubmitReportButton } from '../checks/submit-report-button';

const READ_ONLY_TEXT = {
  submitted: 'Submitted for review — read only',
  approved: 'Approved — read only',
} as const;

/**
 * The top of both report editors: title and status, the two views ("Values & details", "Full
 * document"), where the saving stands, the checks in one line, and "Submit for review".
 */
export function ReportEditorHeader({
  report,
  save,
  current,
  checks,
  flush,
}: {
  report: ReportDetail;
  save: ReportSave;
  current: 'structured' | 'enhanced';
  checks: ReportChecks | null;
  flush: () => Promise<void>;
}) {
  const readOnly = report.status === 'submitted' || report.status === 'approved';
  const counts = checks ? countChecks(checks) : null;
  const lastReview = report.status === 'changes_requested' ? report.reviews.at(-1) : undefined;
  const sectionTitle = (id: string) => report.content.sections.find((s) => s.id === id)?.title ?? id;

  return (
    <header className="grid gap-3">
      <Link
        to={paths.agentDashboard.reportDrafts}
        className="inline-flex min-h-11 w-fit items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline sm:min-h-0"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Report drafts
      </Link>
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{report.title}</h1>
          <ReportStatusBadge status={report.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          Valuation report · {report.template.name} (version {report.template.version})
        </p>
      </div>

      <nav aria-label="Report views" className="flex w-full gap-1 rounded-lg bg-muted p-1 sm:w-fit">
        {(
          [
            ['structured', 'Values & details', paths.agent.report(report.id)],
            ['enhanced', 'Full document', paths.agent.reportEnhanced(report.id)],
          ] as const
        ).map(([view, label, to]) => (
          <NavLink
            key={view}
            to={to}
            end
            aria-current={view === current ? 'page' : undefined}
            onClick={() => void flush().catch(() => undefined)}
            className={cn(
              'inline-flex min-h-10 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground',
              view === current && 'bg-background text-foreground shadow-sm',
            )}
          >
            {label}
          </NavLink>
        ))}
      </nav>

      {readOnly ? (
        <Alert variant="info" role="note">
          <Lock aria-hidden="true" />
          <AlertDescription>{READ_ONLY_TEXT[report.status as keyof typeof READ_ONLY_TEXT]}</AlertDescription>
        </Alert>
      ) : null}

      {lastReview ? (
        <Alert variant="default" role="note" className="border-warning">
          <MessageSquareWarning aria-hidden="true" />
          <AlertTitle>Changes requested by {lastReview.reviewer.name}</AlertTitle>
          <AlertDescription>
            <p className="whitespace-pre-line wrap-anywhere text-foreground">{lastReview.comment}</p>
            {lastReview.sectionComments.length > 0 ? (
              <ul className="grid list-disc gap-1 pl-4">
                {lastReview.sectionComments.map((c) => (
                  <li key={c.sectionId} className="wrap-anywhere">
                    <strong>{sectionTitle(c.sectionId)}:</strong> {c.comment}
                  </li>
                ))}
              </ul>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}

      {report.editable ? (
        <>
          {/* Only the save line follows the valuer down the page: on a phone a taller bar would hide the form. */}
          <div className="sticky top-16 z-20 -mx-1 rounded-md bg-background/95 px-1 py-1">
            <ReportSaveStatus save={save} />
          </div>
          <div className="flex flex-wrap items-start justify-between gap-3">
            {counts ? (
              <p className="py-2 text-sm">
                <a href="#report-checks-title" className="rounded-sm underline underline-offset-4">
                  Checks
                </a>
                : {checkSummary(counts)}
              </p>
            ) : null}
            {checks ? (
              <SubmitReportButton reportId={report.id} version={report.version} checks={checks} flush={flush} />
            ) : null}
          </div>
        </>
      ) : null}
    </header>
  );
}
