import { formatDate, formatDateTime } from '@thamani/domain/display';
import { INSPECTION_STATUS_LABELS } from '@thamani/domain/inspections';
import type { AdminPropertyDetail } from '@thamani/domain/properties';
import { VISIT_STATUS_LABELS } from '@thamani/domain/visits';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { HistorySection, LINK_CLASS, ROW_CLASS } from './history-section';

/** Site visits and the inspections recorded on them. */
export function PropertyFieldwork({ visits, inspections }: Pick<AdminPropertyDetail, 'visits' | 'inspections'>) {
  return (
    <>
      <HistorySection title="Site visits" count={visits.length} empty="No site visit has been booked.">
        <ol aria-label="Site visits" className="grid gap-3">
          {visits.map((v) => (
            <li key={v.id} className={ROW_CLASS}>
              <div className="flex flex-wrap items-center gap-2">
                <Link to={paths.agent.visit(v.id)} className={LINK_CLASS}>
                  {formatDateTime(v.scheduledDate)}
                </Link>
                <Badge variant={v.status === 'completed' ? 'success' : v.status === 'cancelled' ? 'cancelled' : 'info'}>
                  {VISIT_STATUS_LABELS[v.status]}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground">Valuer: {v.valuer.name}</p>
            </li>
          ))}
        </ol>
      </HistorySection>
      <HistorySection title="Inspections" count={inspections.length} empty="No inspection has been started.">
        <ol aria-label="Inspections" className="grid gap-3">
          {inspections.map((i) => (
            <li key={i.id} className={ROW_CLASS}>
              <div className="flex flex-wrap items-center gap-2">
                <Link to={paths.inspection(i.id)} className={LINK_CLASS}>
                  Started {formatDate(i.startedAt)}
                </Link>
                <Badge variant={i.status === 'submitted' ? 'success' : 'info'}>
                  {INSPECTION_STATUS_LABELS[i.status]}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {i.submittedAt ? `Submitted ${formatDateTime(i.submittedAt)}` : 'Not submitted yet'}
              </p>
            </li>
          ))}
        </ol>
      </HistorySection>
    </>
  );
}
