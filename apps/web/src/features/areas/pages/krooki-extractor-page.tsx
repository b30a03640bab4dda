import { paths } from '@/config/paths';
import { AreaUnderConstruction } from '../components/area-under-construction';

const LINKS = [
  { label: 'Krooki Extractor', to: paths.krookiExtractor },
  { label: 'Request a valuation', to: paths.request },
] as const;

export function KrookiExtractorPage() {
  return (
    <AreaUnderConstruction
      areaName="Documents"
      links={LINKS}
      title="Krooki Extractor"
      description="Read the details of a site plan (krooki) or title document so you don't have to type them."
      planned={[
        'Uploading a site plan or title document as a PDF or an image',
        'Reading its text, including scanned pages',
        'Finding the plot or LR number, area, county and owner',
        'Confirming those details into a valuation request',
      ]}
    />
  );
}
