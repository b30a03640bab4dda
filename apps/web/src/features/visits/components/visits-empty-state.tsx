import { CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** "No site visits" with a Schedule a Visit action (visits start from a request). */
export function VisitsEmptyState() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <CalendarX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="font-medium">No site visits</h2>
      <p className="text-sm text-muted-foreground">
        Visits are scheduled from a request assigned to you in the request queue.
      </p>
      <Button asChild>
        <Link to={paths.agentDashboard.requests}>Schedule a Visit</Link>
      </Button>
    </div>
  );
}
