import { useSearchParams } from 'react-router';
import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import type { PropertyFilters } from '../api/get-properties';
import { PropertyResults } from '../components/property-results';
import { PropertySearchForm } from '../components/property-search-form';

/** /admin/properties — find any property by title, LR number, county or town (the filters live in the URL). */
export function PropertiesPage() {
  const [params, setParams] = useSearchParams();
  const filters: PropertyFilters = {
    q: params.get('q') ?? undefined,
    county: params.get('county') ?? undefined,
    town: params.get('town') ?? undefined,
  };

  function search(next: PropertyFilters) {
    const entries = Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]));
    setParams(new URLSearchParams(entries));
  }

  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Properties</h1>
        <p className="text-muted-foreground">
          Every property the firm has valued or been asked to value. An LR number finds its property however it was
          written.
        </p>
      </header>
      <PropertySearchForm filters={filters} onSearch={search} />
      <PropertyResults filters={filters} />
    </AreaShell>
  );
}
