import { formatDate } from '@thamani/domain/display';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useRequestInspectionSummary } from '../../api/get-request-inspection-summary';
import { DetailList } from './detail-list';

/** "Site inspection": shown once the valuer has submitted it — when, by whom, what was covered. */
export function RequestInspectionSummary({ requestId, hasVisit }: { requestId: string; hasVisit: boolean }) {
  const summary = useRequestInspectionSummary(requestId, hasVisit);
  const headingId = useId();
  const data = summary.data;
  if (!data) {
    return null;
  }
  const items: { label: string; value: ReactNode }[] = [
    { label: 'Visited on', value: formatDate(`${data.visitedOn}T12:00:00+03:00`) },
    { label: 'Inspected by', value: data.inspectedBy },
    { label: 'What was inspected', value: data.inspected.length > 0 ? data.inspected.join(', ') : 'Nothing recorded' },
    { label: 'Photos taken', value: String(data.photoCount) },
  ];
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="text-lg">
            Site inspection
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DetailList items={items} />
        </CardContent>
      </Card>
    </section>
  );
}
