import { REQUEST_STATUS_LABELS, type RequestStatus } from '@thamani/domain/requests';
import { Badge } from '@/components/ui/badge';

export function QueueStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge variant={status}>{REQUEST_STATUS_LABELS[status]}</Badge>;
}

export function OverdueBadge() {
  return <Badge variant="destructive">Overdue</Badge>;
}
