import { CheckCircle2, CloudOff, Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import { type SaveStatus, saveStatusText } from '../lib/status-text';

/** Where the valuer's changes stand, announced politely to screen readers as it changes. */
export function SaveStatusLine({ status, className }: { status: SaveStatus; className?: string }) {
  const text = saveStatusText(status);
  const busy = status.online && (status.sending || status.changes + status.photos > 0);
  const Icon = !status.online ? CloudOff : busy ? Loader2 : CheckCircle2;
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="save-status"
      className={cn(
        'flex min-h-8 items-center gap-2 rounded-md px-2 text-sm font-medium',
        status.online ? 'text-muted-foreground' : 'bg-warning/15 text-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', busy && 'animate-spin')} />
      <span>{text}</span>
    </p>
  );
}
