import { Badge } from '@/components/ui/badge';

export function OverdueBadge() {
  return <Badge variant="destructive">Overdue</Badge>;
}
