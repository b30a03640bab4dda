import { dueDateLabel, formatDate, formatDateTime, NOT_AVAILABLE, propertyTypeLabel } from '@thamani/domain/display';
import { formatLrNumber } from '@thamani/domain/lr-number';
import { formatKenyanPhone } from '@thamani/domain/phone';
import { REQUEST_PRIORITY_LABELS, REQUEST_PURPOSE_LABELS, type RequestDetail } from '@thamani/domain/requests';
import { VISIT_STATUS_LABELS } from '@thamani/domain/visit-status';
import { Badge } from '@/components/ui/badge';
import { DetailList } from './detail-list';

const SQM = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

export function RequestFacts({ request }: { request: RequestDetail }) {
  return (
    <DetailList
      items={[
        { label: 'Submitted', value: formatDate(request.requestedAt) },
        { label: 'Due date', value: dueDateLabel(request.dueDate) },
        { label: 'Priority', value: REQUEST_PRIORITY_LABELS[request.priority] },
        { label: 'Purpose', value: request.purpose ? REQUEST_PURPOSE_LABELS[request.purpose] : null },
        { label: 'Preferred date', value: request.preferredDate ? formatDate(request.preferredDate) : null },
        { label: 'Contact phone', value: request.contactPhone ? formatKenyanPhone(request.contactPhone) : null },
        { label: 'Notes', value: request.notes },
      ]}
    />
  );
}

export function PropertyFacts({ property }: { property: RequestDetail['property'] }) {
  if (!property) {
    return <p className="text-sm text-muted-foreground">No property details on this request.</p>;
  }
  const items = [
    { label: 'Title', value: property.title },
    { label: 'Type', value: propertyTypeLabel(property.propertyType) },
    { label: 'County', value: property.county },
    { label: 'Town / area', value: property.town },
    { label: 'Address', value: property.address },
    { label: 'Plot / LR number', value: property.lrNumber ? formatLrNumber(property.lrNumber) : NOT_AVAILABLE },
    { label: 'Size', value: property.sizeSqm === null ? null : `${SQM.format(property.sizeSqm)} m²` },
  ];
  if (property.bedrooms !== null) {
    items.push({ label: 'Bedrooms', value: String(property.bedrooms) });
  }
  return <DetailList items={items} />;
}

export function ValuerFacts({ agent }: { agent: RequestDetail['assignedAgent'] }) {
  return agent ? (
    <p className="font-medium">{agent.fullName}</p>
  ) : (
    <p className="text-sm text-muted-foreground">Not yet assigned</p>
  );
}

export function VisitFacts({ visit }: { visit: RequestDetail['visit'] }) {
  if (!visit) {
    return <p className="text-sm text-muted-foreground">No site visit scheduled yet.</p>;
  }
  return (
    <DetailList
      items={[
        { label: 'Date and time (Nairobi)', value: formatDateTime(visit.scheduledDate) },
        { label: 'Duration', value: `${visit.durationMinutes} minutes` },
        { label: 'Visit status', value: <Badge variant="outline">{VISIT_STATUS_LABELS[visit.status]}</Badge> },
        ...(visit.notes ? [{ label: 'Visit notes', value: visit.notes }] : []),
      ]}
    />
  );
}
