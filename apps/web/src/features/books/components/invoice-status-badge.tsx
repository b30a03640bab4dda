import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@thamani/domain/invoicing';
import { Badge } from '@/components/ui/badge';

const VARIANT = { issued: 'warning', paid: 'success', credited: 'secondary' } as const;

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge variant={VARIANT[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}
