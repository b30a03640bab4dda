import { REQUEST_STATUS_LABELS, type RequestStatus } from '@thamani/domain/requests';
import { Badge } from '@/components/ui/badge';

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge variant={status}>{REQUEST_STATUS_LABELS[status]}</Badge>;
}
