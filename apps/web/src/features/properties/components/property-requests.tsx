import { dueDateLabel, formatDate } from '@thamani/domain/display';
import type { AdminPropertyDetail } from '@thamani/domain/properties';
import { REQUEST_PURPOSE_LABELS, type RequestPurpose } from '@thamani/domain/requests';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RequestStatusBadge } from '@/entities/request/components/request-status-badge';
import { Fact } from './fact';
import { HistorySection, LINK_CLASS, ROW_CLASS } from './history-section';

const purposeLabel = (purpose: string | null) =>
  purpose ? (REQUEST_PURPOSE_LABELS[purpose as RequestPurpose] ?? purpose) : 'Not given';

/** Every valuation request on the property, oldest first. */
export function PropertyRequests({ requests }: { requests: AdminPropertyDetail['requests'] }) {
  return (
    <HistorySection title="Requests" count={requests.length} empty="No valuation has been requested on this property.">
      <ol aria-label="Requests" className="grid gap-3">
        {requests.map((r) => (
          <li key={r.id} className={ROW_CLASS}>
            <div className="flex flex-wrap items-center gap-2">
              <Link to={paths.admin.request(r.id)} className={LINK_CLASS}>
                Requested {formatDate(r.requestedAt)} by {r.requester.name}
              </Link>
              <RequestStatusBadge status={r.status} />
            </div>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
              <Fact label="Purpose" value={purposeLabel(r.purpose)} />
              <Fact label="Valuer" value={r.valuer?.name ?? 'Not assigned'} />
              <Fact label="Due date" value={dueDateLabel(r.dueDate)} />
              <Fact label="Last change" value={formatDate(r.updatedAt)} />
            </dl>
          </li>
        ))}
      </ol>
    </HistorySection>
  );
}
