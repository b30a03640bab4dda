import { PROPERTY_MESSAGES, type AdminPropertyDetail } from '@thamani/domain/properties';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { isPropertyNotFound, useProperty } from '../api/get-property';
import { PropertyDocuments } from '../components/property-documents';
import { PropertyFieldwork } from '../components/property-fieldwork';
import { PropertyReports, PropertyValues } from '../components/property-reports';
import { PropertyRequests } from '../components/property-requests';
import { PropertySummary, SameLrAlert } from '../components/property-summary';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** /admin/properties/:propertyId — a property and everything done on it. */
export function PropertyPage() {
  const { propertyId = '' } = useParams();
  const validId = isUuid(propertyId);
  const query = useProperty(propertyId, validId);

  let content: ReactNode;
  if (!validId || (query.isError && isPropertyNotFound(query.error))) {
    content = <PropertyNotFound />;
  } else if (query.data) {
    content = <PropertyView property={query.data} />;
  } else if (query.isError) {
    content = <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <PageSpinner label="Loading the property" />;
  }

  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <Link
        to={paths.admin.properties}
        className="flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to properties
      </Link>
      {content}
    </AreaShell>
  );
}

function PropertyView({ property }: { property: AdminPropertyDetail }) {
  return (
    <>
      <PropertySummary property={property} />
      <SameLrAlert sameLr={property.sameLr} />
      <PropertyRequests requests={property.requests} />
      <PropertyValues values={property.values} />
      <PropertyReports reports={property.reports} />
      <PropertyFieldwork visits={property.visits} inspections={property.inspections} />
      <PropertyDocuments documents={property.documents} />
    </>
  );
}

function PropertyNotFound() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{PROPERTY_MESSAGES.notFound}</h1>
      <p className="max-w-md text-muted-foreground">The link may be mistyped, or the property no longer exists.</p>
    </div>
  );
}
