import { REPORT_MESSAGES } from '@thamani/domain/reports';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { downloadContent } from '../../lib/download-content';
import type { ReportDraft } from '../../lib/use-report-draft';

/**
 * Another tab or device saved this report after this page loaded: this page's changes are not
 * saved yet (they are kept on this device). The valuer saves theirs over the latest version, or
 * loads the latest — this page's version is then set aside on this device and can be downloaded.
 */
export function ReportConflictDialog({ draft }: { draft: ReportDraft }) {
  const [busy, setBusy] = useState<'mine' | 'latest' | null>(null);
  const open = draft.save.state === 'conflict';
  const fileName = `report-${draft.report?.id.slice(0, 8) ?? 'draft'}-my-version.json`;

  const keepMine = async () => {
    setBusy('mine');
    try {
      await draft.keepMine();
      toast.success('Your changes were saved over the latest version.');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  const loadLatest = async () => {
    setBusy('latest');
    try {
      await draft.reloadLatest();
      toast.info('The latest version is loaded. Your changes were set aside on this device.', {
        duration: 15_000,
        action: {
          label: 'Download them',
          onClick: () => {
            const mine = draft.setAsideContent();
            if (mine) {
              downloadContent(mine, fileName);
            }
          },
        },
      });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>This report was changed elsewhere</DialogTitle>
          <DialogDescription>{REPORT_MESSAGES.staleDraft}</DialogDescription>
        </DialogHeader>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          <li>
            <strong>Keep my changes</strong> saves this page’s version over the latest one.
          </li>
          <li>
            <strong>Load the latest version</strong> shows what was saved elsewhere; this page’s version is set aside on
            this device and can be downloaded.
          </li>
        </ul>
        <DialogFooter className="flex-wrap">
          <Button
            variant="outline"
            onClick={() => draft.content && downloadContent(draft.content, fileName)}
            disabled={!draft.content}
          >
            Download my version
          </Button>
          <Button variant="outline" onClick={() => void loadLatest()} disabled={busy !== null}>
            Load the latest version
          </Button>
          <Button onClick={() => void keepMine()} disabled={busy !== null}>
            Keep my changes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
