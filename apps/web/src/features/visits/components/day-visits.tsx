import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDayVisits } from '../api/get-day-visits';
import { formatVisitTime } from '../lib/format-visit';
import { formatYmdDate } from './visit-job-summary';

/** The valuer's visits already booked on the chosen day, so a clash shows before booking. */
export function DayVisits({ date }: { date: string }) {
  const visits = useDayVisits(date);
  const items = visits.data?.items ?? [];
  return (
    <section aria-labelledby="day-visits-heading" className="grid gap-2 rounded-md border p-3 text-sm">
      <h3 id="day-visits-heading" className="font-medium">
        {date ? `Your visits on ${formatYmdDate(date)}` : 'Your visits that day'}
      </h3>
      {!date ? <p className="text-muted-foreground">Pick a date to see the visits you already have that day.</p> : null}
      {date && visits.isPending ? <p className="text-muted-foreground">Loading your visits…</p> : null}
      {date && visits.isError ? <p className="text-destructive">Your visits that day could not be loaded.</p> : null}
      {date && visits.isSuccess && items.length === 0 ? (
        <p className="text-muted-foreground">No other visits booked that day.</p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Visits booked that day" className="grid gap-1">
          {items.map((visit) => {
            const end = new Date(new Date(visit.scheduledDate).getTime() + visit.durationMinutes * 60_000);
            return (
              <li key={visit.id} className="flex flex-wrap gap-x-2">
                <span className="font-medium">
                  {formatVisitTime(visit.scheduledDate)}–{formatVisitTime(end.toISOString())}
                </span>
                <Link className="min-w-0 wrap-anywhere text-primary underline-offset-4 hover:underline" to={paths.agent.visit(visit.id)}>
                  {visit.property?.title ?? 'Untitled property'}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
