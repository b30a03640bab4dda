import { spellInspectionDay } from '@thamani/domain/inspection-date';
import { INSPECTION_MESSAGES, INSPECTION_STATUS_LABELS } from '@thamani/domain/inspections';
import { ClipboardCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useStartVisitInspection, useVisitInspectionSummary } from '../api/visit-inspection';

/**
 * The visit's inspection at a glance: how much is recorded, photos, GPS and what is missing,
 * with the button that starts or continues it (the visit's own valuer only).
 */
export function VisitInspectionCard({
  visitId,
  canInspect,
  visitOpen,
}: {
  visitId: string;
  canInspect: boolean;
  visitOpen: boolean;
}) {
  const summary = useVisitInspectionSummary(visitId, true);
  const start = useStartVisitInspection(visitId);
  const navigate = useNavigate();
  const data = summary.data;
  if (!data) {
    return null; // the visit itself is the page's subject; a missing summary hides the card
  }
  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (detail) => {
        toast.success(INSPECTION_MESSAGES.started);
        void navigate(paths.inspection(detail.id));
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2">Inspection</CardTitle>
          <Badge variant={data.status === 'submitted' ? 'success' : data.status === 'in_progress' ? 'info' : 'outline'}>
            {INSPECTION_STATUS_LABELS[data.status]}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data.status === 'to_do' ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Recorded</dt>
              <dd>
                {data.answeredCount} items answered · {data.requiredCount - data.missing.length} of {data.requiredCount}{' '}
                required
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Photos</dt>
              <dd>{data.photoCount}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">GPS</dt>
              <dd>
                {data.gps
                  ? `${data.gps.latitude.toFixed(6)}, ${data.gps.longitude.toFixed(6)} (± ${Math.round(data.gps.accuracyM)} m)`
                  : 'Not recorded'}
              </dd>
            </div>
            {data.inspectedOn ? (
              <div>
                <dt className="text-muted-foreground">Inspected on</dt>
                <dd>{spellInspectionDay(data.inspectedOn)}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted-foreground">Missing</dt>
              <dd>{data.missing.length === 0 ? 'Nothing' : data.missing.map((m) => m.label).join(', ')}</dd>
            </div>
          </dl>
        )}
        {data.inspectionId ? (
          <Button asChild className="w-fit" variant={data.status === 'submitted' ? 'outline' : 'default'}>
            <Link to={paths.inspection(data.inspectionId)}>
              <ClipboardCheck aria-hidden="true" />
              {data.status === 'submitted' || !canInspect ? 'View inspection' : 'Continue inspection'}
            </Link>
          </Button>
        ) : canInspect && visitOpen ? (
          <Button className="w-fit" onClick={begin} disabled={start.isPending}>
            <ClipboardCheck aria-hidden="true" />
            Start inspection
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
