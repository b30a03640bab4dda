import {
  INSPECTION_MESSAGES,
  type InspectionDetail,
  InspectionMissingDetailsSchema,
  type MissingItem,
  type SubmitInspectionBody,
} from '@thamani/domain/inspections';
import { nairobiToday } from '@thamani/domain/nairobi-time';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { isAppError } from '@/lib/errors';
import { useSubmitInspection } from '../api/inspection-actions';
import { bookedDayToConfirm, confirmedBody, submitStep } from '../lib/submit-date';
import { OnSiteDateDialog } from './on-site-date-dialog';

type SubmitInspectionProps = {
  detail: InspectionDetail;
  /** Everything saved and nothing missing: true to go on (the page says why not otherwise). */
  prepare: () => Promise<boolean>;
  onMissing: (missing: MissingItem[]) => void;
  onSubmitted: () => void;
  onFailed: () => void;
};

/** The day on site (today unless changed) and Submit; a visit booked for a later day asks first. */
export function SubmitInspection({ detail, prepare, onMissing, onSubmitted, onFailed }: SubmitInspectionProps) {
  const submit = useSubmitInspection(detail.id);
  const today = nairobiToday();
  const [day, setDay] = useState(detail.inspectedOn ?? today);
  const [bookedDay, setBookedDay] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Awaited rather than mutate's callbacks: the answer turns the page read-only, which unmounts
  // this form, and a callback of an unmounted form never runs (the toast would be lost).
  const send = async (body: SubmitInspectionBody) => {
    setError(null);
    try {
      await submit.mutateAsync(body);
    } catch (failure) {
      const ask = bookedDayToConfirm(failure, body);
      if (ask) {
        setBookedDay(ask);
        return;
      }
      const missing = isAppError(failure) ? InspectionMissingDetailsSchema.safeParse(failure.details) : null;
      if (missing?.success) {
        setBookedDay(null);
        onMissing(missing.data.missing);
        return;
      }
      const onField = isAppError(failure) ? failure.fields?.inspectedOn : undefined;
      if (onField) {
        setError(onField);
        return;
      }
      setBookedDay(null);
      toast.error(failure instanceof Error ? failure.message : String(failure));
      onFailed();
      return;
    }
    setBookedDay(null);
    toast.success(INSPECTION_MESSAGES.submitted);
    onSubmitted();
  };

  const onSubmit = async () => {
    if (!(await prepare())) {
      return;
    }
    const step = submitStep(detail, day);
    if (step.kind === 'confirm') {
      setError(null);
      setBookedDay(step.bookedDay);
      return;
    }
    await send(step.body);
  };

  return (
    <>
      <div className="grid gap-1">
        <Label htmlFor="inspected-on">Date you were on site</Label>
        <DateField
          id="inspected-on"
          className="w-48"
          value={day}
          max={today}
          required
          aria-invalid={error && bookedDay === null ? true : undefined}
          aria-describedby={error && bookedDay === null ? 'inspected-on-error' : undefined}
          onValueChange={setDay}
        />
        {error && bookedDay === null ? (
          <p id="inspected-on-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button size="lg" onClick={() => void onSubmit()} disabled={submit.isPending || day === ''}>
        <Send aria-hidden="true" />
        Submit inspection
      </Button>
      <OnSiteDateDialog
        bookedDay={bookedDay}
        defaultDay={day}
        today={today}
        pending={submit.isPending}
        error={error}
        onConfirm={(chosen) => {
          setDay(chosen);
          void send(confirmedBody(detail, chosen));
        }}
        onCancel={() => setBookedDay(null)}
      />
    </>
  );
}
