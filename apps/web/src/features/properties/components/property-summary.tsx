import { formatDate, propertyTypeLabel } from '@thamani/domain/display';
import { formatLrNumber } from '@thamani/domain/lr-number';
import type { AdminPropertyDetail } from '@thamani/domain/properties';
import { Copy } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { Fact } from './fact';
import { LINK_CLASS } from './history-section';

/** Title, where it is and what it is. */
export function PropertySummary({ property }: { property: AdminPropertyDetail }) {
  const place = [property.town, property.county].filter(Boolean).join(', ');
  return (
    <header className="grid gap-3">
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{property.title}</h1>
      <p className="text-muted-foreground">
        {propertyTypeLabel(property.propertyType)}
        {place ? ` · ${place}` : ''}
      </p>
      <dl className="grid gap-x-6 gap-y-1 rounded-lg border bg-card p-4 text-sm sm:grid-cols-3">
        <Fact label="LR number" value={property.lrNumber ? formatLrNumber(property.lrNumber) : 'Not given'} />
        <Fact label="Address" value={property.address ?? 'Not given'} />
        <Fact
          label="Size"
          value={property.sizeSqm === null ? 'Not given' : `${property.sizeSqm.toLocaleString('en-KE')} m²`}
        />
        <Fact label="Bedrooms" value={property.bedrooms === null ? 'Not given' : String(property.bedrooms)} />
        <Fact label="First recorded" value={formatDate(property.createdAt)} />
      </dl>
    </header>
  );
}

/** Other properties with the same LR number: most likely this plot entered again. */
export function SameLrAlert({ sameLr }: { sameLr: AdminPropertyDetail['sameLr'] }) {
  if (sameLr.length === 0) {
    return null;
  }
  return (
    <Alert variant="info" role="note">
      <Copy aria-hidden="true" />
      <AlertTitle>Possible duplicate: likely the same property</AlertTitle>
      <AlertDescription>
        <p>
          {sameLr.length === 1 ? 'Another property has' : `${sameLr.length} other properties have`} the same LR number.
          Together they are this plot’s history.
        </p>
        <ul className="mt-2 grid gap-1">
          {sameLr.map((p) => (
            <li key={p.id}>
              <Link to={paths.admin.property(p.id)} className={LINK_CLASS}>
                {p.title}
              </Link>{' '}
              <span className="text-muted-foreground">
                ({p.lrNumber ? formatLrNumber(p.lrNumber) : ''}
                {p.town || p.county ? `, ${[p.town, p.county].filter(Boolean).join(', ')}` : ''})
              </span>
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
