import { zodResolver } from '@hookform/resolvers/zod';
import {
  type RescheduleVisitBody,
  type RescheduleVisitInput,
  RescheduleVisitBodySchema,
  VISIT_DURATIONS_MINUTES,
  VISIT_NOTES_MAX_LENGTH,
} from '@thamani/domain/visits';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FieldError, fieldAria } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getSlotOptions } from '../lib/visit-slots';
import { VisitDateField } from './visit-date-field';

export type VisitSlotValues = { date: string; time: string; durationMinutes: number; notes: string };

type VisitSlotFormProps = {
  defaultValues: VisitSlotValues;
  submitLabel: string;
  pendingLabel: string;
  /** Resolves when the request settles; the caller toasts the outcome. */
  onSubmit: (values: RescheduleVisitBody) => Promise<void>;
  onCancel: () => void;
  /** The client's preferred date ('YYYY-MM-DD'), marked in the calendar. */
  preferredDate?: string | null;
  /** Shown under the calendar for the picked date ('' when none): e.g. the valuer's visits that day. */
  renderDayInfo?: (date: string) => ReactNode;
};

/**
 * Date, time, duration and notes for a site visit — scheduling and rescheduling share it. The
 * rules are the domain's (RescheduleVisitBodySchema: the slot fields and their checks).
 */
export function VisitSlotForm({
  defaultValues,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  preferredDate,
  renderDayInfo,
}: VisitSlotFormProps) {
  const now = new Date();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RescheduleVisitInput, unknown, RescheduleVisitBody>({
    resolver: zodResolver(RescheduleVisitBodySchema),
    defaultValues,
  });

  const date = useWatch({ control, name: 'date' });
  const submit = handleSubmit(onSubmit);

  return (
    <form noValidate aria-label="Site visit" onSubmit={(e) => void submit(e)} className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <div className="grid content-start gap-4">
        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <VisitDateField
              value={field.value}
              now={now}
              preferredDate={preferredDate}
              error={errors.date?.message}
              onChange={(picked) => {
                field.onChange(picked);
                // A time already past on the new date (today) is no longer on offer.
                const time = getValues('time');
                if (time && getSlotOptions(picked, now).find((o) => o.value === time)?.disabled) {
                  setValue('time', '');
                }
              }}
            />
          )}
        />
        {renderDayInfo ? renderDayInfo(date) : null}
        </div>
        <div className="grid content-start gap-4">
          <Controller
            control={control}
            name="time"
            render={({ field }) => (
              <div className="grid gap-2">
                <Label htmlFor="visit-time">Time</Label>
                <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                  <SelectTrigger
                    id="visit-time"
                    onBlur={field.onBlur}
                    {...fieldAria('visit-time', errors.time?.message)}
                  >
                    <SelectValue placeholder="Select a time" />
                  </SelectTrigger>
                  <SelectContent>
                    {getSlotOptions(date, now).map((slot) => (
                      <SelectItem key={slot.value} value={slot.value} disabled={slot.disabled}>
                        {slot.value}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FieldError id="visit-time-error" message={errors.time?.message} />
              </div>
            )}
          />
          <Controller
            control={control}
            name="durationMinutes"
            render={({ field }) => (
              <div className="grid gap-2">
                <Label htmlFor="visit-duration">Duration</Label>
                <Select value={String(field.value)} onValueChange={(v) => field.onChange(Number(v))} name={field.name}>
                  <SelectTrigger
                    id="visit-duration"
                    onBlur={field.onBlur}
                    {...fieldAria('visit-duration', errors.durationMinutes?.message)}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {VISIT_DURATIONS_MINUTES.map((minutes) => (
                      <SelectItem key={minutes} value={String(minutes)}>
                        {minutes} minutes
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FieldError id="visit-duration-error" message={errors.durationMinutes?.message} />
              </div>
            )}
          />
          <div className="grid gap-2">
            <Label htmlFor="visit-notes">Notes</Label>
            <Textarea
              id="visit-notes"
              rows={4}
              maxLength={VISIT_NOTES_MAX_LENGTH}
              placeholder="Optional: access instructions, who to meet on site…"
              {...fieldAria('visit-notes', errors.notes?.message)}
              {...register('notes')}
            />
            <FieldError id="visit-notes-error" message={errors.notes?.message} />
          </div>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4 text-current" label={pendingLabel} /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
