import { REPORT_STATUS_LABELS, type ReportStatus } from '@thamani/domain/reports';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<ReportStatus, BadgeProps['variant']> = {
  draft: 'secondary',
  changes_requested: 'warning',
  submitted: 'info',
  approved: 'success',
};

/** A report's status in words (never colour alone). */
export function ReportStatusBadge({ status, className }: { status: ReportStatus; className?: string }) {
  return (
    <Badge variant={VARIANTS[status]} className={className}>
      {REPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
