import { useQueryClient } from '@tanstack/react-query';
import { REPORT_MESSAGES, type ReportChecks, ReportChecksSchema, type ReportDetail } from '@thamani/domain/reports';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/errors';
import { reportKeys } from '@/lib/query-keys/report-keys';
import { useSubmitReport } from '../../api/report-actions';

/**
 * "Submit for review": saves what waits first, refuses while a check fails, asks once (the report
 * is read-only until an admin decides), then sends the valuer back to their drafts.
 */
export function SubmitReportButton({
  reportId,
  version,
  checks,
  flush,
}: {
  reportId: string;
  version: number;
  checks: ReportChecks;
  flush: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const submit = useSubmitReport(reportId);
  const [confirming, setConfirming] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || submit.isPending;

  const start = async () => {
    if (checks.blocked) {
      toast.error(REPORT_MESSAGES.checksFailed);
      document.getElementById('report-checks-title')?.scrollIntoView({ block: 'start' });
      return;
    }
    setPreparing(true);
    try {
      await flush();
      setConfirming(true);
    } catch (error) {
      toast.error('Your latest changes are not saved yet, so the report cannot be submitted.', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setPreparing(false);
    }
  };

  const confirm = async () => {
    // The autosave has just moved the version on: submit the one now on the server.
    const current = queryClient.getQueryData<ReportDetail>(reportKeys.detail(reportId))?.version ?? version;
    try {
      await submit.mutateAsync({ version: current });
      setConfirming(false);
      toast.success(REPORT_MESSAGES.submitted);
      void navigate(paths.agentDashboard.reportDrafts);
    } catch (error) {
      setConfirming(false);
      const failed = isAppError(error) ? ReportChecksSchema.safeParse(error.details?.checks) : null;
      if (failed?.success) {
        queryClient.setQueryData(reportKeys.checks(reportId), failed.data);
        const labels = failed.data.checks.filter((c) => c.result === 'fail').map((c) => c.label);
        toast.error(REPORT_MESSAGES.checksFailed, { description: labels.join(' · ') });
        return;
      }
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <div className="grid gap-1">
        <Button
          onClick={() => void start()}
          aria-disabled={checks.blocked || busy}
          aria-describedby={checks.blocked ? 'submit-report-blocked' : undefined}
        >
          {busy ? <Spinner className="size-4 text-current" label="Saving" /> : <Send aria-hidden="true" />}
          Submit for review
        </Button>
        {checks.blocked ? (
          <p id="submit-report-blocked" className="text-xs text-muted-foreground">
            {REPORT_MESSAGES.checksFailed}
          </p>
        ) : null}
      </div>
      <AlertDialog open={confirming} onOpenChange={(next) => !submit.isPending && setConfirming(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Submit this report for review?</AlertDialogTitle>
            <AlertDialogDescription>
              An admin reviews it next. Until they approve it or ask for changes, the report is read-only.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={submit.isPending}>Keep editing</AlertDialogCancel>
            <Button onClick={() => void confirm()} disabled={submit.isPending}>
              {submit.isPending ? <Spinner className="size-4 text-current" label="Submitting" /> : null}
              Submit for review
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
