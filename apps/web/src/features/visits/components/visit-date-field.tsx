import { BUSINESS_TIME_ZONE, nairobiToday, parseYmd } from '@thamani/domain/visits';
import { TZDate } from 'react-day-picker';
import { FieldError } from '@/components/form/field-error';
import { Calendar } from '@/components/ui/calendar';
import { isUnavailableVisitDay } from '../lib/visit-slots';

type VisitDateFieldProps = {
  /** 'YYYY-MM-DD' (Nairobi) or '' when none is picked. */
  value: string;
  onChange: (value: string) => void;
  now: Date;
  error?: string;
};

/** Noon in Nairobi on that date: the calendar's day, safe from any offset quirk. */
function toCalendarDay(ymd: string): Date | undefined {
  const parts = parseYmd(ymd);
  return parts ? new TZDate(parts.year, parts.month - 1, parts.day, 12, 0, BUSINESS_TIME_ZONE) : undefined;
}

/** The visit date: a calendar in Nairobi time, weekends and past days disabled. */
export function VisitDateField({ value, onChange, now, error }: VisitDateFieldProps) {
  const selected = toCalendarDay(value);
  const today = toCalendarDay(nairobiToday(now));
  return (
    <div className="grid gap-2">
      <span id="visit-date-label" className="text-sm leading-none font-medium">
        Date
      </span>
      <div role="group" aria-labelledby="visit-date-label" aria-describedby={error ? 'visit-date-error' : undefined}>
        <Calendar
          mode="single"
          timeZone={BUSINESS_TIME_ZONE}
          selected={selected}
          defaultMonth={selected ?? today}
          startMonth={today}
          disabled={(day: Date) => isUnavailableVisitDay(day, now)}
          onSelect={(day) => onChange(day ? nairobiToday(day) : '')}
          className={error ? 'border-destructive' : undefined}
        />
      </div>
      <FieldError id="visit-date-error" message={error} />
    </div>
  );
}
