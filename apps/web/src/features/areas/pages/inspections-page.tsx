import { UnderConstructionSection } from '../components/area-under-construction';

/** /inspections/* — inside the agent area layout; inspections come with a later issue. */
export function InspectionsPage() {
  return (
    <UnderConstructionSection
      title="Inspections"
      description="Property inspections carried out during site visits."
      planned={[
        'An inspection checklist for each assigned request',
        'Photos of the property attached to the inspection',
        'Findings that feed into the valuation report',
      ]}
    />
  );
}
