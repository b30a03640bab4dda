import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function RequestsEmptyState({ message = "You haven't requested any valuations yet." }: { message?: string }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">No valuation requests yet</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button asChild>
        <Link to={paths.request}>Request a Valuation</Link>
      </Button>
    </div>
  );
}
