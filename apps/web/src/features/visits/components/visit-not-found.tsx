import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A visit that does not exist, or is not the agent's (the API answers 404 either way). */
export function VisitNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">Visit not found</h1>
      <p className="text-sm text-muted-foreground">It may have been removed, or it belongs to another valuer.</p>
      <Button asChild variant="outline">
        <Link to={paths.agent.visits}>Back to Site Visits</Link>
      </Button>
    </div>
  );
}
