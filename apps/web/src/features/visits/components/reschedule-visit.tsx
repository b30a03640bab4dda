import type { RescheduleVisitBody, VisitDetail } from '@thamani/domain/visits';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRescheduleVisit } from '../api/reschedule-visit';
import { toSlotValues } from '../lib/format-visit';
import { VisitSlotForm } from './visit-slot-form';

/** A new slot for a scheduled visit, under the same rules as scheduling. */
export function RescheduleVisit({ visit, onDone }: { visit: VisitDetail; onDone: () => void }) {
  const reschedule = useRescheduleVisit();
  const current = toSlotValues(visit.scheduledDate);

  const onSubmit = async (body: RescheduleVisitBody) => {
    try {
      await reschedule.mutateAsync({ visitId: visit.id, body });
      toast.success('Site visit rescheduled');
      onDone();
    } catch (error) {
      toast.error(
        `Failed to reschedule visit: ${error instanceof Error && error.message ? error.message : 'Unknown error'}`,
      );
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Reschedule
        </CardTitle>
        <CardDescription>Pick the new date and time; the client is told about the change.</CardDescription>
      </CardHeader>
      <CardContent>
        <VisitSlotForm
          defaultValues={{ ...current, durationMinutes: visit.durationMinutes, notes: visit.notes ?? '' }}
          submitLabel="Save New Time"
          pendingLabel="Rescheduling visit"
          onSubmit={onSubmit}
          onCancel={onDone}
        />
      </CardContent>
    </Card>
  );
}
