import { canChat } from '@thamani/domain/chat';
import { canCancel } from '@thamani/domain/policies';
import type { RequestDetail } from '@thamani/domain/requests';
import { ArrowLeft, FileDown, MessageSquare } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequestStatusBadge } from '@/entities/request/components/request-status-badge';
import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { openChat } from '@/features/chat/open-chat';
import { RequestDocuments } from '@/features/documents/components/request-documents';
import { InvoiceCard } from '@/features/payments/components/invoice-card';
import { useAuth } from '@/lib/auth/use-auth';
import { isMissing, requestQueryOptions } from '../api/get-request';
import { CancelRequestDialog } from '../components/detail/cancel-request-dialog';
import { RequestFeeQuoteCard } from '../components/detail/request-fee-quote-card';
import { RequestInspectionSummary } from '../components/detail/request-inspection-summary';
import { RequestNotFound } from '../components/detail/request-not-found';
import { isReportBeingPrepared, RequestReportCard } from '../components/detail/request-report-card';
import { PropertyFacts, RequestFacts, ValuerFacts, VisitFacts } from '../components/detail/request-sections';
import { RequestTimeline } from '../components/detail/request-timeline';
import { getRequestTitle } from '../components/request-title';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** While the approved report's PDF is rendered, the page asks again this often (realtime may be off). */
const REPORT_POLL_MS = 3_000;

/**
 * Who reads the page: the client (their own request, "your report") or staff (an admin, inside the
 * admin area with its navigation, the request and its people named in the third person).
 */
export type RequestAudience = 'client' | 'staff';

/** /my-requests/:requestId — one request, its property, valuer, visit and status timeline. */
/** Where staff read the request: the admin area wraps it in its navigation; the agent area's layout already has one. */
type StaffArea = 'admin' | 'agent';

export function RequestDetailPage({
  audience = 'client',
  area = 'admin',
}: {
  audience?: RequestAudience;
  area?: StaffArea;
}) {
  const { requestId = '' } = useParams();
  const validId = isUuid(requestId);
  const query = useQuery({
    ...requestQueryOptions(requestId),
    enabled: validId,
    refetchInterval: (q) => (q.state.data && isReportBeingPrepared(q.state.data.report) ? REPORT_POLL_MS : false),
  });

  let content: ReactNode;
  if (!validId || (query.isError && isMissing(query.error))) {
    content = (
      <RequestNotFound
        audience={audience}
        backTo={area === 'agent' ? paths.agentDashboard.requests : paths.admin.requests}
      />
    );
  } else if (query.data) {
    // A background refetch that fails (a dropped connection) keeps what is already on screen.
    content = <RequestDetailView request={query.data} audience={audience} area={area} />;
  } else if (query.isError) {
    content = <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <PageSpinner label="Loading the request" />;
  }

  const back = (
    <Link
      to={
        audience === 'client'
          ? paths.myRequests
          : area === 'agent'
            ? paths.agentDashboard.requests
            : paths.admin.requests
      }
      className="flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {audience === 'staff' ? 'Back to requests' : 'Back to My Requests'}
    </Link>
  );
  if (audience === 'staff' && area === 'admin') {
    return (
      <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
        {back}
        {content}
      </AreaShell>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      {back}
      {content}
    </div>
  );
}

/** /admin/requests/:requestId — the same request page for staff, in the admin area. */
export function AdminRequestPage() {
  return <RequestDetailPage audience="staff" />;
}

/** /agent-dashboard/requests/:requestId — the request for its valuer, inside the agent area. */
export function AgentRequestPage() {
  return <RequestDetailPage audience="staff" area="agent" />;
}

function RequestDetailView({
  request,
  audience,
  area,
}: {
  request: RequestDetail;
  audience: RequestAudience;
  area: StaffArea;
}) {
  const { me, role } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = getRequestTitle(request);
  const reportFirst = request.report?.status === 'approved';

  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
              {title}
            </h1>
            <RequestStatusBadge status={request.status} />
            {request.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            Ref. <span className="font-mono font-medium whitespace-nowrap text-foreground">{request.reference}</span>
            {audience === 'client' ? ' · quote it when you call or write to us' : null}
          </p>
          {/* The report is what the client came for: on a phone too, its download is at the top. */}
          {request.report?.downloadUrl ? (
            <Button asChild className="mt-2 w-fit">
              <a href={request.report.downloadUrl} download>
                <FileDown aria-hidden="true" />
                Download Report
              </a>
            </Button>
          ) : null}
        </div>
        {canCancel(
          { role, profileId: me?.profile.id ?? null },
          {
            requesterId: request.requester.id,
            assignedAgentId: request.assignedAgent?.id ?? null,
            status: request.status,
          },
        ) ? (
          // The button disappears once cancelled; put focus somewhere sensible.
          <CancelRequestDialog requestId={request.id} title={title} onCancelled={() => headingRef.current?.focus()} />
        ) : null}
      </header>
      {/* A ready (or rendering) report is what the client came for: it goes first, above the facts. */}
      {reportFirst ? <RequestReportCard report={request.report} audience={audience} /> : null}
      <InvoiceCard request={request} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          <Section title="Request">
            <RequestFacts request={request} />
          </Section>
          {audience === 'staff' ? (
            <Section title="Client">
              <p className="font-medium">{request.requester.fullName}</p>
            </Section>
          ) : null}
          <Section title="Property">
            <PropertyFacts property={request.property} />
          </Section>
          {request.quote ? <RequestFeeQuoteCard quote={request.quote} /> : null}
          <RequestDocuments
            requestId={request.id}
            access={{
              requesterId: request.requester.id,
              assignedAgentId: request.assignedAgent?.id ?? null,
              status: request.status,
            }}
          />
        </div>
        <div className="grid content-start gap-6">
          {reportFirst ? null : <RequestReportCard report={request.report} audience={audience} />}
          {audience === 'staff' && area === 'admin' && request.report ? (
            <Link
              to={paths.admin.report(request.report.id)}
              className="w-fit rounded-sm text-sm font-medium text-primary underline underline-offset-4"
            >
              Open the report review
            </Link>
          ) : null}
          <Section title="Assigned valuer">
            <ValuerFacts agent={request.assignedAgent} />
            {request.assignedAgent &&
            canChat(
              { role, profileId: me?.profile.id ?? null },
              { requesterId: request.requester.id, assignedAgentId: request.assignedAgent.id },
            ) ? (
              <Button type="button" variant="outline" className="mt-3" onClick={() => openChat(request.id)}>
                <MessageSquare aria-hidden="true" />
                {me?.profile.id === request.requester.id ? 'Message the valuer' : 'Open the chat'}
              </Button>
            ) : null}
          </Section>
          <Section title="Site visit">
            <VisitFacts visit={request.visit} />
          </Section>
          <RequestInspectionSummary requestId={request.id} hasVisit={request.visit !== null} />
          <Section title="Status timeline">
            <RequestTimeline timeline={request.timeline} />
          </Section>
        </div>
      </div>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="text-lg">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
