import { VISIT_STATUS_LABELS, type VisitStatus } from '@thamani/domain/visits';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<VisitStatus, BadgeProps['variant']> = {
  scheduled: 'info',
  completed: 'success',
  cancelled: 'cancelled',
};

export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  return <Badge variant={VARIANTS[status]}>{VISIT_STATUS_LABELS[status]}</Badge>;
}
