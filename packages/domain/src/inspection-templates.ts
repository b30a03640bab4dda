import type { PropertyType } from './estimate.ts';
import type { InspectionTemplate, TemplateItem, TemplateOption, TemplateSection } from './inspections.ts';

/**
 * The seeded inspection templates, one per property type, as versioned data. The server inserts
 * each (property type, version) once at start-up; an inspection stamps the newest version of its
 * property's type when it starts and keeps that copy. To change a checklist, add a new version
 * here (keep item ids stable where the question is the same) — never edit a published one.
 */

const opts = (...pairs: [string, string][]): TemplateOption[] => pairs.map(([value, label]) => ({ value, label }));

const item = (id: string, label: string, kind: TemplateItem['kind'], extra: Partial<TemplateItem> = {}): TemplateItem => ({
  id,
  label,
  kind,
  required: false,
  ...extra,
});
const req = (id: string, label: string, kind: TemplateItem['kind'], extra: Partial<TemplateItem> = {}): TemplateItem =>
  item(id, label, kind, { ...extra, required: true });

const CONSTRUCTION_HELP = 'Materials and method as seen, e.g. "Machine-cut stone, cement plaster".';

const site = (extra: TemplateItem[] = []): TemplateSection => ({
  id: 'site',
  title: 'Site',
  items: [
    req('site.shape', 'Shape', 'select', {
      options: opts(['regular', 'Regular (rectangular)'], ['irregular', 'Irregular'], ['triangular', 'Triangular'], ['l_shaped', 'L-shaped']),
    }),
    req('site.topography', 'Topography', 'select', {
      options: opts(['level', 'Level'], ['gentle_slope', 'Gentle slope'], ['steep_slope', 'Steep slope'], ['undulating', 'Undulating']),
    }),
    item('site.soil', 'Soil', 'select', {
      options: opts(['red_soil', 'Red soil'], ['black_cotton', 'Black cotton'], ['murram', 'Murram'], ['rocky', 'Rocky'], ['sandy', 'Sandy']),
    }),
    item('site.area', 'Site area as measured', 'number', { unit: 'ha', min: 0, max: 100_000 }),
    req('site.beacons_found', 'Boundaries and beacons found', 'yesno', {
      help: 'Were the boundary beacons found and do they agree with the survey plan?',
    }),
    item('site.boundaries', 'Boundary walls and fences', 'text', { help: 'e.g. "Chain-link fence on three sides, masonry wall to the road".' }),
    req('site.access_road', 'Access road', 'select', {
      options: opts(['tarmac', 'Tarmac'], ['murram', 'Murram'], ['earth', 'Earth'], ['cabro', 'Cabro / paved'], ['none', 'No direct access']),
    }),
    ...extra,
  ],
});

const services = (extra: TemplateItem[] = []): TemplateSection => ({
  id: 'services',
  title: 'Services',
  items: [
    req('services.water', 'Water', 'multiselect', {
      options: opts(['mains', 'Mains supply'], ['borehole', 'Borehole'], ['tank', 'Storage tank'], ['none', 'None']),
    }),
    req('services.electricity', 'Electricity', 'select', {
      options: opts(['connected', 'Connected (KPLC)'], ['available', 'Available nearby, not connected'], ['solar', 'Solar only'], ['none', 'None']),
    }),
    item('services.sewer', 'Sewer or septic', 'select', {
      options: opts(['sewer', 'Mains sewer'], ['septic', 'Septic tank'], ['pit', 'Pit latrine'], ['none', 'None']),
    }),
    item('services.telecom', 'Phone / fibre', 'multiselect', {
      options: opts(['fibre', 'Fibre'], ['mobile', 'Mobile coverage'], ['landline', 'Landline'], ['none', 'None']),
    }),
    ...extra,
  ],
});

const tenure = (userOptions: TemplateOption[]): TemplateSection => ({
  id: 'tenure',
  title: 'Tenure as seen',
  items: [
    req('tenure.occupation', 'Occupation', 'select', {
      options: opts(['owner', 'Owner-occupied'], ['tenant', 'Let to tenants'], ['vacant', 'Vacant'], ['part_let', 'Partly let']),
    }),
    req('tenure.user', 'Current use', 'select', { options: userOptions }),
    item('tenure.notes', 'Tenure notes', 'textarea', { help: 'Anything seen on site that affects title or occupation.' }),
  ],
});

const improvements = (extra: TemplateItem[] = []): TemplateSection => ({
  id: 'improvements',
  title: 'Improvements',
  items: [
    req('improvements.foundation', 'Foundation', 'text', { help: CONSTRUCTION_HELP }),
    req('improvements.walls', 'Walls', 'text', { help: CONSTRUCTION_HELP }),
    req('improvements.roof', 'Roof', 'text', { help: 'Covering and structure, e.g. "Clay tiles on timber trusses".' }),
    item('improvements.windows', 'Windows', 'text', { help: 'e.g. "Steel casement, burglar-proofed".' }),
    item('improvements.floors', 'Floors', 'text', { help: 'e.g. "Ceramic tiles on concrete slab".' }),
    item('improvements.finishes', 'Finishes', 'text', { help: 'Walls, ceilings and fittings.' }),
    req('improvements.accommodation', 'Accommodation', 'textarea', {
      help: 'Rooms and floors, e.g. "Ground floor: lounge, kitchen, 2 bedrooms…".',
    }),
    req('improvements.built_up_area', 'Built-up area', 'number', { unit: 'm²', min: 0, max: 1_000_000 }),
    item('improvements.year_built', 'Year built', 'year'),
    ...extra,
  ],
});

const CONDITION_ELEMENTS: [string, string][] = [
  ['foundation', 'Foundation'],
  ['walls', 'Walls'],
  ['roof', 'Roof'],
  ['windows', 'Windows'],
  ['floors', 'Floors'],
  ['finishes', 'Finishes'],
];

const condition = (extra: [string, string][] = []): TemplateSection => ({
  id: 'condition',
  title: 'Condition',
  items: [
    ...[...CONDITION_ELEMENTS, ...extra].map(([id, label]) =>
      item(`condition.${id}`, label, 'condition', { help: 'Rate from 1 (poor) to 5 (excellent) and note what you saw.' }),
    ),
    req('condition.overall', 'Overall condition', 'condition'),
  ],
});

const defects = (): TemplateSection => ({
  id: 'defects',
  title: 'Defects',
  items: [
    item('defects.found', 'Defects found', 'multiselect', {
      options: opts(
        ['cracks', 'Structural cracks'],
        ['damp', 'Damp or leaks'],
        ['roof', 'Roof damage'],
        ['termites', 'Termite damage'],
        ['drainage', 'Poor drainage'],
        ['none', 'None seen'],
      ),
    }),
    item('defects.notes', 'Defect notes', 'textarea'),
  ],
});

const landDefects = (): TemplateSection => ({
  id: 'defects',
  title: 'Site problems',
  items: [
    item('defects.found', 'Problems found', 'multiselect', {
      options: opts(
        ['flooding', 'Flooding or waterlogging'],
        ['erosion', 'Soil erosion'],
        ['encroachment', 'Encroachment'],
        ['wayleave', 'Wayleave or power line'],
        ['none', 'None seen'],
      ),
    }),
    item('defects.notes', 'Notes', 'textarea'),
  ],
});

const neighbourhood = (): TemplateSection => ({
  id: 'neighbourhood',
  title: 'Neighbourhood and planning',
  items: [
    req('neighbourhood.character', 'Neighbourhood', 'textarea', {
      help: 'Surrounding uses, standard of development, amenities nearby.',
    }),
    item('neighbourhood.zoning', 'Zoning and planning notes', 'textarea', { help: 'Zoning, permitted use, road reserves.' }),
    item('neighbourhood.nuisances', 'Nuisances', 'text', { help: 'e.g. noise, dumpsite, quarry nearby.' }),
  ],
});

const position = (): TemplateSection => ({
  id: 'position',
  title: 'Position',
  items: [req('position.gps', 'GPS position of the property', 'gps', { help: 'Stand on the property and capture it from the phone.' })],
});

const RESIDENTIAL_USES = opts(['single_dwelling', 'Single dwelling'], ['flats', 'Flats / apartments'], ['mixed', 'Mixed use'], ['other', 'Other']);
const COMMERCIAL_USES = opts(['offices', 'Offices'], ['retail', 'Retail / shops'], ['hotel', 'Hotel'], ['mixed', 'Mixed use'], ['other', 'Other']);
const INDUSTRIAL_USES = opts(['manufacturing', 'Manufacturing'], ['warehouse', 'Warehouse / storage'], ['workshop', 'Workshop'], ['other', 'Other']);
const LAND_USES = opts(['agricultural', 'Agricultural'], ['vacant', 'Vacant / unused'], ['grazing', 'Grazing'], ['other', 'Other']);

const RESIDENTIAL_V1: InspectionTemplate = {
  propertyType: 'residential',
  version: 1,
  sections: [
    site(),
    services(),
    tenure(RESIDENTIAL_USES),
    improvements([item('improvements.outbuildings', 'Outbuildings', 'text', { help: 'e.g. "Servant quarter, garage".' })]),
    condition(),
    defects(),
    neighbourhood(),
    position(),
  ],
};

const COMMERCIAL_V1: InspectionTemplate = {
  propertyType: 'commercial',
  version: 1,
  sections: [
    site([item('site.frontage', 'Road frontage', 'number', { unit: 'm', min: 0, max: 10_000 })]),
    services([item('services.backup_power', 'Standby generator', 'yesno')]),
    tenure(COMMERCIAL_USES),
    improvements([
      item('improvements.floors_count', 'Number of floors', 'number', { min: 1, max: 200 }),
      item('improvements.lettable_area', 'Net lettable area', 'number', { unit: 'm²', min: 0, max: 1_000_000 }),
      item('improvements.lifts', 'Lifts', 'number', { min: 0, max: 100 }),
      item('improvements.parking', 'Parking bays', 'number', { min: 0, max: 10_000 }),
      item('improvements.fire_safety', 'Fire safety', 'multiselect', {
        options: opts(['extinguishers', 'Extinguishers'], ['hose_reels', 'Hose reels'], ['alarm', 'Alarm'], ['escape', 'Fire escape']),
      }),
    ]),
    condition([['lifts', 'Lifts']]),
    defects(),
    neighbourhood(),
    position(),
  ],
};

const INDUSTRIAL_V1: InspectionTemplate = {
  propertyType: 'industrial',
  version: 1,
  sections: [
    site([item('site.yard', 'Yard surface', 'text', { help: 'e.g. "Concrete hardstanding, 2,000 m²".' })]),
    services([
      item('services.three_phase', 'Three-phase power', 'yesno'),
      item('services.backup_power', 'Standby generator', 'yesno'),
    ]),
    tenure(INDUSTRIAL_USES),
    improvements([
      item('improvements.eaves_height', 'Eaves height', 'number', { unit: 'm', min: 0, max: 100 }),
      item('improvements.floor_loading', 'Floor loading', 'number', { unit: 'kN/m²', min: 0, max: 1000 }),
      item('improvements.loading_bays', 'Loading bays', 'number', { min: 0, max: 500 }),
      item('improvements.cranes', 'Overhead cranes', 'text'),
      item('improvements.office_area', 'Office content', 'number', { unit: 'm²', min: 0, max: 1_000_000 }),
      item('improvements.parking', 'Parking bays', 'number', { min: 0, max: 10_000 }),
    ]),
    condition([['yard', 'Yard and hardstanding']]),
    defects(),
    neighbourhood(),
    position(),
  ],
};

const LAND_V1: InspectionTemplate = {
  propertyType: 'land',
  version: 1,
  sections: [
    site([
      item('site.vegetation', 'Vegetation and cover', 'text', { help: 'e.g. "Grass, scattered eucalyptus".' }),
      item('site.developments', 'Developments on the land', 'textarea', { help: 'Any structures, wells, fences.' }),
    ]),
    services(),
    tenure(LAND_USES),
    landDefects(),
    neighbourhood(),
    position(),
  ],
};

/** Every published template version; the newest version per type is used for new inspections. */
export const INSPECTION_TEMPLATES: readonly InspectionTemplate[] = [RESIDENTIAL_V1, COMMERCIAL_V1, INDUSTRIAL_V1, LAND_V1];

/** The newest published template for a property type. */
export function latestTemplateFor(propertyType: PropertyType): InspectionTemplate {
  const candidates = INSPECTION_TEMPLATES.filter((t) => t.propertyType === propertyType);
  const newest = candidates.reduce<InspectionTemplate | undefined>((best, t) => (!best || t.version > best.version ? t : best), undefined);
  if (!newest) {
    throw new Error(`No inspection template for ${propertyType}`);
  }
  return newest;
}
