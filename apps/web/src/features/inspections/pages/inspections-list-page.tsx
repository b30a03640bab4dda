import { can } from '@thamani/domain/access';
import { formatDate } from '@thamani/domain/display';
import {
  INSPECTION_LIST_STATUSES,
  INSPECTION_MESSAGES,
  INSPECTION_STATUS_LABELS,
  type InspectionListItem,
} from '@thamani/domain/inspections';
import { ClipboardCheck, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { useInspectionAgents, useInspections } from '../api/get-inspections';
import { useStartInspection } from '../api/inspection-actions';

/** /inspections — the valuer's inspections by stage; whoever reads every request sees everyone's and filters by valuer. */
export function InspectionsListPage() {
  const { role } = useAuth();
  const readsAny = can({ role }, 'request:read-any');
  const [agentId, setAgentId] = useState<string | null>(null);
  const query = useInspections(readsAny ? agentId : null);
  const agents = useInspectionAgents(readsAny);
  const filterId = useId();

  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Inspections</h1>
        <p className="text-muted-foreground">
          Site inspections: what to inspect, what is under way and what is submitted.
        </p>
      </header>
      {readsAny ? (
        <div className="grid w-full max-w-xs min-w-0 gap-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            Valuer
          </label>
          <select
            id={filterId}
            className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm"
            value={agentId ?? ''}
            onChange={(event) => setAgentId(event.target.value === '' ? null : event.target.value)}
          >
            <option value="">All valuers</option>
            {(agents.data?.items ?? []).map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.fullName}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {query.data ? (
        <Groups items={query.data.items} showAgent={readsAny} />
      ) : query.isError ? (
        <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PageSpinner label="Loading inspections" />
      )}
    </>
  );
}

function Groups({ items, showAgent }: { items: InspectionListItem[]; showAgent: boolean }) {
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
        <ClipboardCheck aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">No inspections yet</p>
        <p className="text-sm text-muted-foreground">A scheduled site visit appears here, ready to inspect.</p>
      </div>
    );
  }
  return (
    <>
      {INSPECTION_LIST_STATUSES.map((status) => {
        const group = items.filter((item) => item.status === status);
        const headingId = `inspections-${status}`;
        return (
          <section key={status} aria-labelledby={headingId} className="grid gap-3">
            <h2 id={headingId} className="text-xl font-semibold">
              {INSPECTION_STATUS_LABELS[status]} <span className="text-muted-foreground">({group.length})</span>
            </h2>
            {group.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing here.</p>
            ) : (
              <ul className="grid gap-3" aria-labelledby={headingId}>
                {group.map((item) => (
                  <InspectionRow key={item.visitId} item={item} showAgent={showAgent} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}

function InspectionRow({ item, showAgent }: { item: InspectionListItem; showAgent: boolean }) {
  const { me, role } = useAuth();
  const navigate = useNavigate();
  const start = useStartInspection();
  const isAgent = me !== null && me.profile.id === item.agent.id;
  const titleId = `inspection-${item.visitId}`;

  const onStart = () =>
    start.mutate(item.visitId, {
      onSuccess: (detail) => {
        toast.success(INSPECTION_MESSAGES.started);
        void navigate(paths.inspection(detail.id));
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <li aria-labelledby={titleId} className="grid gap-2 rounded-lg border bg-card p-4">
      <p id={titleId} className="font-semibold wrap-anywhere">
        {item.property.title}
      </p>
      <p className="text-sm wrap-anywhere text-muted-foreground">{item.property.address ?? 'No address given'}</p>
      <p className="text-sm">
        Visit on {formatDate(item.scheduledDate)}
        {showAgent ? ` · ${item.agent.fullName}` : ''}
      </p>
      {item.status === 'to_do' ? null : (
        <p className="text-sm text-muted-foreground">
          {item.answeredCount} answered · {item.requiredCount} required · {item.photoCount}{' '}
          {item.photoCount === 1 ? 'photo' : 'photos'}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {item.inspectionId ? (
          <Button asChild size="sm" className="min-h-11 sm:min-h-8">
            <Link to={paths.inspection(item.inspectionId)}>
              Open inspection<span className="sr-only">: {item.property.title}</span>
            </Link>
          </Button>
        ) : isAgent ? (
          <Button size="sm" className="min-h-11 sm:min-h-8" onClick={onStart} disabled={start.isPending}>
            <Play aria-hidden="true" />
            Start inspection<span className="sr-only">: {item.property.title}</span>
          </Button>
        ) : null}
        {/* Staff open the request in the admin area; a valuer's own page for it is the visit below. */}
        {can({ role }, 'request:read-any') ? (
          <Link
            to={paths.admin.request(item.requestId)}
            className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 sm:min-h-0"
          >
            Request<span className="sr-only">: {item.property.title}</span>
          </Link>
        ) : null}
        <Link
          to={paths.agent.visit(item.visitId)}
          className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 sm:min-h-0"
        >
          Visit<span className="sr-only">: {item.property.title}</span>
        </Link>
      </div>
    </li>
  );
}
