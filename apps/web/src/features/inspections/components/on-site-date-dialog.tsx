import { INSPECTION_DATE_MESSAGES as D, spellInspectionDay } from '@thamani/domain/inspection-date';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';

type OnSiteDateDialogProps = {
  /** The visit's booked Nairobi day (YYYY-MM-DD); null: closed. */
  bookedDay: string | null;
  /** The day proposed (today, or the day the valuer chose on the page). */
  defaultDay: string;
  today: string;
  pending: boolean;
  error: string | null;
  onConfirm: (day: string) => void;
  onCancel: () => void;
};

/**
 * The visit is still booked for a later day than the day on site: the valuer says when they were
 * there; confirming moves the visit to that day and submits.
 */
export function OnSiteDateDialog({
  bookedDay,
  defaultDay,
  today,
  pending,
  error,
  onConfirm,
  onCancel,
}: OnSiteDateDialogProps) {
  return (
    <Dialog open={bookedDay !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      {bookedDay ? (
        <DialogContent>
          <DayForm
            key={`${bookedDay}-${defaultDay}`}
            bookedDay={bookedDay}
            defaultDay={defaultDay}
            today={today}
            pending={pending}
            error={error}
            onConfirm={onConfirm}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DayForm(props: Omit<OnSiteDateDialogProps, 'onCancel' | 'bookedDay'> & { bookedDay: string }) {
  const [day, setDay] = useState(props.defaultDay);
  const year = Number(props.today.slice(0, 4));
  return (
    <>
      <DialogHeader>
        <DialogTitle>{D.confirmTitle(spellInspectionDay(props.bookedDay, year))}</DialogTitle>
        <DialogDescription>{D.confirmBody}</DialogDescription>
      </DialogHeader>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm(day);
        }}
      >
        <Label htmlFor="on-site-day">Date you were on site</Label>
        <DateField
          id="on-site-day"
          required
          value={day}
          max={props.today}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? 'on-site-day-error' : undefined}
          onValueChange={setDay}
        />
        {props.error ? (
          <p id="on-site-day-error" className="text-sm text-destructive">
            {props.error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="submit" disabled={props.pending || day === ''}>
            Confirm
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
