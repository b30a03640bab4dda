import { formatDate, propertyTypeLabel } from '@thamani/domain/display';
import { formatLrNumber } from '@thamani/domain/lr-number';
import { formatKsh } from '@thamani/domain/money';
import type { AdminPropertyListItem } from '@thamani/domain/properties';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { Fact } from './fact';

/** One search result: title (opens the property), where, LR number, requests and last value. */
export function PropertyListRow({ item }: { item: AdminPropertyListItem }) {
  const titleId = `property-${item.id}-title`;
  const place = [item.town, item.county].filter(Boolean).join(', ');
  return (
    <li aria-labelledby={titleId} className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          id={titleId}
          to={paths.admin.property(item.id)}
          className="rounded-sm font-semibold wrap-anywhere text-primary underline underline-offset-4"
        >
          {item.title}
        </Link>
        {item.possibleDuplicateOf ? (
          <Badge variant="warning" title="Another property has the same LR number">
            Possible duplicate
          </Badge>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {propertyTypeLabel(item.propertyType)}
        {place ? ` · ${place}` : ''}
      </p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <Fact label="LR number" value={item.lrNumber ? formatLrNumber(item.lrNumber) : 'Not given'} />
        <Fact label="Requests" value={String(item.requestCount)} />
        <Fact label="Last requested" value={item.lastRequestedAt ? formatDate(item.lastRequestedAt) : 'Never'} />
        <Fact
          label="Last market value"
          value={item.latestMarketValue === null ? 'None approved' : formatKsh(item.latestMarketValue)}
        />
      </dl>
    </li>
  );
}
