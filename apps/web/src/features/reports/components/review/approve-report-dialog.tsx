import { REPORT_MESSAGES } from '@thamani/domain/reports';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { isDecidedElsewhere, useApproveReport } from '../../api/review-report';
import { runChange } from '@/lib/cache/run-change';

/** Approving is decided once and issues the signed PDF: the admin confirms first. */
export function ApproveReportDialog({ reportId, n, title }: { reportId: string; n: number; title: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approve = useApproveReport(reportId);

  const confirm = () =>
    runChange(
      approve,
      { n },
      {
        onSuccess: () => {
          toast.success(REPORT_MESSAGES.approved);
          setOpen(false);
        },
        onError: (failure) => {
          if (isDecidedElsewhere(failure)) {
            // The page refreshes to what was decided; the dialog has nothing left to confirm.
            toast.error(failure.message);
            setOpen(false);
            return;
          }
          setError(failure.message);
        },
      },
    );

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button>
          <BadgeCheck aria-hidden="true" />
          Approve
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Approve submission {n}?</AlertDialogTitle>
          <AlertDialogDescription>
            Approving issues the signed PDF of “{title}” to the client and completes the request. The report can no
            longer be changed.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button onClick={confirm} disabled={approve.isPending}>
            {approve.isPending ? 'Approving…' : 'Approve and issue'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
