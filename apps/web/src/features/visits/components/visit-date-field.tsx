import { BUSINESS_TIME_ZONE, nairobiToday, parseYmd } from '@thamani/domain/visits';
import { formatDate } from '@thamani/domain/display';
import { fromNairobiWallTime } from '@thamani/domain/nairobi-time';
import { labelDayButton, TZDate } from 'react-day-picker';
import { FieldError } from '@/components/form/field-error';
import { Calendar } from '@/components/ui/calendar';
import { isUnavailableVisitDay } from '../lib/visit-slots';

type VisitDateFieldProps = {
  /** 'YYYY-MM-DD' (Nairobi) or '' when none is picked. */
  value: string;
  onChange: (value: string) => void;
  now: Date;
  error?: string;
  /** The client's preferred date ('YYYY-MM-DD'), marked in the calendar and named in a legend. */
  preferredDate?: string | null;
};

/** What a screen reader hears after the preferred day's date, and the legend's words. */
export const PREFERRED_DAY_LABEL = 'client’s preferred date';

/** Noon in Nairobi on that date: the calendar's day, safe from any offset quirk. */
function toCalendarDay(ymd: string): Date | undefined {
  const parts = parseYmd(ymd);
  return parts ? new TZDate(parts.year, parts.month - 1, parts.day, 12, 0, BUSINESS_TIME_ZONE) : undefined;
}

/** The visit date: a calendar in Nairobi time, weekends and past days disabled. */
export function VisitDateField({ value, onChange, now, error, preferredDate }: VisitDateFieldProps) {
  const selected = toCalendarDay(value);
  const today = toCalendarDay(nairobiToday(now));
  const preferred = preferredDate ? toCalendarDay(preferredDate) : undefined;
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
          defaultMonth={selected ?? preferred ?? today}
          modifiers={preferred ? { preferred } : undefined}
          // A ring and a dot, not colour alone; the day's name says it too.
          modifiersClassNames={{
            preferred:
              "[&>button]:ring-2 [&>button]:ring-amber-600 dark:[&>button]:ring-amber-400 after:pointer-events-none after:absolute after:bottom-1 after:left-1/2 after:size-1.5 after:-translate-x-1/2 after:rounded-full after:bg-amber-600 after:content-[''] dark:after:bg-amber-400",
          }}
          labels={{
            labelDayButton: (date, modifiers, options, dateLib) => {
              const label = labelDayButton(date, modifiers, options, dateLib);
              return modifiers.preferred ? `${label}, ${PREFERRED_DAY_LABEL}` : label;
            },
          }}
          startMonth={today}
          disabled={(day: Date) => isUnavailableVisitDay(day, now)}
          onSelect={(day) => onChange(day ? nairobiToday(day) : '')}
          className={error ? 'border-destructive' : undefined}
        />
      </div>
      {preferredDate ? (
        <p className="flex items-center gap-2 text-sm" id="visit-date-legend">
          <span
            aria-hidden="true"
            className="inline-block size-4 shrink-0 rounded-sm ring-2 ring-amber-600 dark:ring-amber-400"
          />
          <span>
            Ringed with a dot: the client’s preferred date,{' '}
            <span className="font-medium">{formatDate(fromNairobiWallTime(preferredDate, 12, 0).toISOString())}</span>
          </span>
        </p>
      ) : null}
      <FieldError id="visit-date-error" message={error} />
    </div>
  );
}
