import { AGENT_LINKS } from '../agent-sections';
import { AreaUnderConstruction } from '../components/area-under-construction';

export function InspectionsPage() {
  return (
    <AreaUnderConstruction
      areaName="Agent area"
      links={AGENT_LINKS}
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
