import { AlertTriangle, CheckCircle2, CircleDot, CloudOff, Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { ReportSave } from '../../lib/report-draft-store';
import { reportSaveText } from '../../lib/save-status-text';

const ICONS = { idle: CircleDot, saving: Loader2, saved: CheckCircle2, error: CloudOff, conflict: AlertTriangle };

/** Where the report's changes stand, announced politely to screen readers as it changes. */
export function ReportSaveStatus({ save, className }: { save: ReportSave; className?: string }) {
  const Icon = ICONS[save.state];
  const trouble = save.state === 'error' || save.state === 'conflict';
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="report-save-status"
      className={cn(
        'flex min-h-8 items-center gap-2 rounded-md px-2 text-sm font-medium',
        trouble ? 'bg-warning/15 text-foreground' : 'text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', save.state === 'saving' && 'animate-spin')} />
      <span>{reportSaveText(save)}</span>
    </p>
  );
}
