import type { AnswerValue } from '@thamani/domain/inspections';
import type { FieldValue, SectionComment, ValueKind } from '@thamani/domain/reports';
import type { Role } from '@thamani/domain/access';
import type { CreateRequestInput } from '@thamani/domain/requests';
import type { VisitReviewInput } from '@thamani/domain/visits';
import { DEMO_ACCOUNTS } from '#platform/seed.ts';

/**
 * A small valuation firm's last six weeks, replayed through the services on the first start of a
 * demo data folder. Times are business days relative to the day of the seed (negative: before),
 * so the history always ends "now": old visits done, upcoming ones booked, a queue still open.
 */

/** The demo people who act in the history: the three printed accounts and three more. */
export type DemoPerson = 'client' | 'agent' | 'admin' | 'client2' | 'client3' | 'agent2';
type AgentPerson = 'agent' | 'agent2';

/** Not printed at start (same password as the printed ones): more clients and a second valuer. */
export const DEMO_HISTORY_ACCOUNTS: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: 'brian.mwangi@thamani.test', name: 'Brian Mwangi', role: 'user' },
  { email: 'fatuma.hassan@thamani.test', name: 'Fatuma Hassan', role: 'user' },
  { email: 'grace.valuer@thamani.test', name: 'Grace Wambui', role: 'agent' },
];

const email = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)?.email ?? '';
export const DEMO_PEOPLE: Record<DemoPerson, string> = {
  client: email('user'),
  agent: email('agent'),
  admin: email('admin'),
  client2: 'brian.mwangi@thamani.test',
  client3: 'fatuma.hassan@thamani.test',
  agent2: 'grace.valuer@thamani.test',
};

/** A moment: `day` business days from the seed day (−1 the last weekday before it), `at` HH:MM Nairobi. */
export interface At {
  day: number;
  at: string;
}
/** A visit slot: a weekday `day` business days from the seed day, a 12-hour slot time. */
export interface Slot {
  day: number;
  time: string;
  minutes: 30 | 60 | 90 | 120;
}

/** What the valuer records on site: answers by checklist item, and where the phone stood. */
export interface DemoInspection {
  answers: Record<string, AnswerValue>;
  gps: { latitude: number; longitude: number };
}

/** A sale the valuer compares with, `monthsAgo` months before the day the report is written. */
export interface DemoComparable {
  address: string;
  monthsAgo: number;
  price: number;
  sizeSqm: number;
  adjustmentPercent: number;
  notes: string;
}

/**
 * One sitting at a report (the first starts it from the template of the request's purpose):
 * fields typed in, values stated (their words follow), comparables added. The date of valuation
 * becomes the day of the sitting.
 */
export interface DemoReportEdit {
  fields?: Record<string, FieldValue>;
  values?: Partial<Record<ValueKind, number>>;
  comparables?: DemoComparable[];
}

export type DemoStep =
  | { do: 'accept'; by: AgentPerson; when: At }
  | { do: 'assign'; to: AgentPerson; when: At }
  | { do: 'release'; by: AgentPerson; when: At }
  | { do: 'schedule'; by: AgentPerson; when: At; visit: Slot; notes?: string }
  | { do: 'reschedule'; by: AgentPerson; when: At; visit: Slot }
  | { do: 'complete'; by: AgentPerson }
  /** At the visit: the inspection started on arrival and submitted on leaving (which completes the visit). */
  | { do: 'inspect'; by: AgentPerson; inspection: DemoInspection }
  | { do: 'write_report'; by: AgentPerson; when: At; report: DemoReportEdit }
  | { do: 'submit_report'; by: AgentPerson; when: At }
  | { do: 'request_changes'; when: At; comment: string; sectionComments: SectionComment[] }
  | { do: 'approve'; when: At }
  | { do: 'review'; by: AgentPerson; when: At; review: VisitReviewInput }
  | { do: 'cancel_visit'; by: AgentPerson; when: At; reason: string }
  | { do: 'cancel'; by: 'owner' | 'admin'; when: At; reason: string };

export interface DemoStory {
  owner: DemoPerson;
  created: At;
  /** The client's preferred date: this many business days after the day of the request. */
  preferredAfter: number;
  request: Omit<CreateRequestInput, 'preferredDate'>;
  steps: DemoStep[];
}

const review = (observations: string, conditionRating: number, draft: boolean, notes?: string): VisitReviewInput => ({
  observations,
  conditionRating,
  draft,
  notes,
});

const rated = (rating: number, note: string) => ({ rating, note });

const KILIMANI_INSPECTION: DemoInspection = {
  gps: { latitude: -1.29291, longitude: 36.78462 },
  answers: {
    'site.shape': 'regular',
    'site.topography': 'gentle_slope',
    'site.soil': 'red_soil',
    'site.area': 0.0506,
    'site.beacons_found': true,
    'site.boundaries': 'Masonry wall with electric fence, steel gate to the road',
    'site.access_road': 'tarmac',
    'services.water': ['mains', 'borehole', 'tank'],
    'services.electricity': 'connected',
    'services.sewer': 'sewer',
    'services.telecom': ['fibre', 'mobile'],
    'tenure.occupation': 'owner',
    'tenure.user': 'single_dwelling',
    'improvements.foundation': 'Reinforced concrete strip footings',
    'improvements.walls': 'Machine-cut stone, cement plaster and paint',
    'improvements.roof': 'Concrete tiles on timber trusses, renewed in 2022',
    'improvements.windows': 'Aluminium casement, burglar-proofed',
    'improvements.floors': 'Ceramic tiles downstairs, hardwood parquet upstairs',
    'improvements.accommodation':
      'Ground floor: lounge, dining, kitchen, guest WC\nFirst floor: three bedrooms (master en suite), family bathroom\nServant quarter: one room with shower',
    'improvements.built_up_area': 240,
    'improvements.year_built': 2008,
    'improvements.outbuildings': 'Servant quarter, covered parking for two cars',
    'condition.roof': rated(5, 'New tiles'),
    'condition.overall': rated(4, 'Well kept; minor damp in the servant quarter'),
    'defects.found': ['damp'],
    'defects.notes': 'Rising damp on the rear wall of the servant quarter.',
    'neighbourhood.character':
      'Established residential area of maisonettes and low-rise apartments, close to Yaya Centre, schools and hospitals.',
    'neighbourhood.zoning': 'Residential (Zone 4), multi-dwelling development permitted',
  },
};

const KAREN_INSPECTION: DemoInspection = {
  gps: { latitude: -1.33518, longitude: 36.73012 },
  answers: {
    'site.shape': 'irregular',
    'site.topography': 'level',
    'site.soil': 'black_cotton',
    'site.area': 0.2023,
    'site.beacons_found': true,
    'site.boundaries': 'Live hedge and chain-link fence, masonry wall to the road',
    'site.access_road': 'tarmac',
    'services.water': ['mains', 'borehole', 'tank'],
    'services.electricity': 'connected',
    'services.sewer': 'septic',
    'services.telecom': ['fibre', 'mobile'],
    'tenure.occupation': 'owner',
    'tenure.user': 'single_dwelling',
    'improvements.foundation':
      'Reinforced concrete strip footings; black cotton soil dug out and replaced with hardcore',
    'improvements.walls': 'Natural stone, plastered and painted inside',
    'improvements.roof': 'Clay tiles on timber trusses',
    'improvements.accommodation':
      'Main house: lounge, dining, family room, kitchen, study, four bedrooms en suite\nGuest wing: one bedroom en suite and a kitchenette\nSwimming pool and servant quarter',
    'improvements.built_up_area': 640,
    'improvements.year_built': 2004,
    'condition.overall': rated(5, 'Excellent; pool pump due for replacement'),
    'neighbourhood.character':
      'Low-density residential area of houses on half-acre and larger plots, near the Hardy and Karen shopping centres.',
    'neighbourhood.zoning': 'Residential, minimum plot size half an acre (Karen–Langata zoning)',
  },
};

const UPPER_HILL_INSPECTION: DemoInspection = {
  gps: { latitude: -1.29627, longitude: 36.81206 },
  answers: {
    'site.shape': 'regular',
    'site.topography': 'level',
    'site.beacons_found': true,
    'site.access_road': 'tarmac',
    'services.water': ['mains', 'tank'],
    'services.electricity': 'connected',
    'services.sewer': 'sewer',
    'services.telecom': ['fibre', 'mobile'],
    'services.backup_power': true,
    'tenure.occupation': 'owner',
    'tenure.user': 'offices',
    'improvements.foundation': 'Reinforced concrete raft',
    'improvements.walls': 'Reinforced concrete frame, block infill and curtain-wall glazing',
    'improvements.roof': 'Reinforced concrete flat roof, waterproofed',
    'improvements.accommodation':
      'Seventh floor suite: reception, open-plan office for about 40 staff, four private offices, boardroom, kitchenette, washrooms',
    'improvements.built_up_area': 420,
    'improvements.year_built': 2012,
    'improvements.floors_count': 12,
    'improvements.lifts': 3,
    'improvements.parking': 12,
    'improvements.fire_safety': ['extinguishers', 'hose_reels', 'alarm', 'escape'],
    'condition.overall': rated(4, 'Fit-out of 2019 in good order'),
    'neighbourhood.character':
      'Prime office district near the Upper Hill hospitals and bank headquarters; high-rise offices and apartments.',
    'neighbourhood.zoning': 'Commercial (Zone 1B), high-rise offices permitted',
  },
};

const THINDIGUA_INSPECTION: DemoInspection = {
  gps: { latitude: -1.20048, longitude: 36.83718 },
  answers: {
    'site.shape': 'regular',
    'site.topography': 'gentle_slope',
    'site.soil': 'red_soil',
    'site.area': 0.0405,
    'site.beacons_found': true,
    'site.boundaries': 'Estate perimeter wall with electric fence; hedges between units',
    'site.access_road': 'cabro',
    'services.water': ['mains', 'tank'],
    'services.electricity': 'connected',
    'services.sewer': 'septic',
    'services.telecom': ['fibre', 'mobile'],
    'tenure.occupation': 'owner',
    'tenure.user': 'single_dwelling',
    'improvements.foundation': 'Reinforced concrete strip footings',
    'improvements.walls': 'Machine-cut stone, plastered and painted',
    'improvements.roof': 'Clay tiles on timber trusses',
    'improvements.windows': 'Aluminium sliding, burglar-proofed',
    'improvements.floors': 'Porcelain tiles; timber stairs',
    'improvements.accommodation':
      'Ground floor: lounge, dining, kitchen, guest bedroom en suite\nFirst floor: master bedroom en suite, two bedrooms, family bathroom\nRooftop terrace',
    'improvements.built_up_area': 280,
    'improvements.year_built': 2019,
    'improvements.outbuildings': 'Servant quarter with shower; two parking bays',
    'condition.overall': rated(5, 'Nearly new; no defects seen'),
    'defects.found': ['none'],
    'neighbourhood.character':
      'Gated townhouse estates along Kiambu Road, near Thindigua market, Ridgeways Mall and the Northern Bypass.',
  },
};

/** A Nairobi home seen on site: the Kilimani checklist with this property's own position, size, age and condition. */
function nairobiHome(gps: DemoInspection['gps'], answers: Record<string, AnswerValue>): DemoInspection {
  const { 'defects.notes': _damp, 'improvements.accommodation': _rooms, ...kilimani } = KILIMANI_INSPECTION.answers;
  return {
    gps,
    answers: {
      ...kilimani,
      'improvements.roof': 'Concrete tiles on timber trusses',
      'condition.roof': rated(4, 'Sound'),
      'condition.overall': rated(4, 'Well kept'),
      'defects.found': ['none'],
      ...answers,
    },
  };
}

/**
 * Earlier in the year: a Nairobi home valued from request to approved report, for a client other
 * than the demo client, so the firm's approved valuations of Nairobi homes reach the five the home
 * page's market evidence needs. Market values of KSh 120,000–200,000 per m², as in those areas.
 */
function pastNairobiValuation(v: {
  owner: DemoPerson;
  /** The business day it was requested; each later step follows a day or two apart, approval about nine business days on. */
  day: number;
  request: Omit<CreateRequestInput, 'preferredDate' | 'propertyType' | 'county'>;
  inspection: DemoInspection;
  observations: string;
  fields: Record<string, FieldValue>;
  marketValue: number;
  comparables: DemoComparable[];
}): DemoStory {
  const d = v.day;
  return {
    owner: v.owner,
    created: { day: d, at: '09:15' },
    preferredAfter: 4,
    request: { ...v.request, propertyType: 'residential', county: 'Nairobi' },
    steps: [
      { do: 'accept', by: 'agent', when: { day: d + 1, at: '10:00' } },
      {
        do: 'schedule',
        by: 'agent',
        when: { day: d + 1, at: '11:30' },
        visit: { day: d + 4, time: '10:00 AM', minutes: 90 },
      },
      { do: 'inspect', by: 'agent', inspection: v.inspection },
      { do: 'review', by: 'agent', when: { day: d + 5, at: '16:00' }, review: review(v.observations, 4, false) },
      {
        do: 'write_report',
        by: 'agent',
        when: { day: d + 6, at: '10:00' },
        report: {
          fields: v.fields,
          values: {
            marketValue: v.marketValue,
            forcedSaleValue: Math.round((v.marketValue * 0.75) / 100_000) * 100_000,
            insuranceValue: Math.round((v.marketValue * 0.55) / 100_000) * 100_000,
          },
          comparables: v.comparables,
        },
      },
      { do: 'submit_report', by: 'agent', when: { day: d + 7, at: '15:00' } },
      { do: 'approve', when: { day: d + 9, at: '10:30' } },
    ],
  };
}

export const DEMO_STORIES: DemoStory[] = [
  // --- Valuations in progress (visit done, report being written) ---
  {
    owner: 'client',
    created: { day: -24, at: '08:40' },
    preferredAfter: 5,
    request: {
      title: 'Kilimani 3-bedroom maisonette',
      propertyType: 'residential',
      county: 'Nairobi',
      town: 'Kilimani',
      address: 'Argwings Kodhek Rd, off Lenana Rd, Nairobi',
      lrNumber: 'LR No. 209/12345',
      sizeSqm: 240,
      bedrooms: 3,
      purpose: 'mortgage',
      contactPhone: '+254 712 345 678',
      notes: 'Gate code 4471. Caretaker Joseph is on site weekdays.',
    },
    steps: [
      { do: 'accept', by: 'agent', when: { day: -23, at: '10:15' } },
      {
        do: 'schedule',
        by: 'agent',
        when: { day: -22, at: '09:05' },
        visit: { day: -18, time: '10:00 AM', minutes: 90 },
        notes: 'Bring the bank instruction letter.',
      },
      { do: 'inspect', by: 'agent', inspection: KILIMANI_INSPECTION },
      {
        do: 'review',
        by: 'agent',
        when: { day: -17, at: '16:20' },
        review: review(
          'Well-kept maisonette, new roof (2022), minor damp in the DSQ. Borehole and backup water tank.',
          4,
          false,
          'Comparables: two sales on Lenana Rd in 2025.',
        ),
      },
      {
        do: 'write_report',
        by: 'agent',
        when: { day: -16, at: '10:30' },
        report: {
          fields: {
            'client.instructingParty': 'KCB Bank Kenya Limited',
            'property.registeredOwner': 'Wanjiku Kamau',
            'property.registryMapSheet': 'RIM 209/1/45',
            'tenure.type': 'Leasehold',
            'tenure.termYears': 99,
            'tenure.unexpiredYears': 68,
            'tenure.groundRent': 12_400,
          },
          values: { marketValue: 38_500_000, forcedSaleValue: 28_900_000, insuranceValue: 21_500_000 },
          comparables: [
            {
              address: '3-bedroom maisonette, Lenana Rd, Kilimani',
              monthsAgo: 9,
              price: 36_000_000,
              sizeSqm: 230,
              adjustmentPercent: 5,
              notes: 'Older finishes, no borehole.',
            },
            {
              address: '4-bedroom townhouse, Argwings Kodhek Rd',
              monthsAgo: 7,
              price: 42_000_000,
              sizeSqm: 265,
              adjustmentPercent: -4,
              notes: 'Larger plot; gated compound of six units.',
            },
            {
              address: '3-bedroom apartment with DSQ, Kindaruma Rd',
              monthsAgo: 11,
              price: 31_500_000,
              sizeSqm: 205,
              adjustmentPercent: 8,
              notes: 'Flat, not a maisonette; no garden.',
            },
          ],
        },
      },
      { do: 'submit_report', by: 'agent', when: { day: -16, at: '15:40' } },
      {
        do: 'request_changes',
        when: { day: -15, at: '11:20' },
        comment: 'Two points before this goes to KCB.',
        sectionComments: [
          {
            sectionId: 'identification',
            comment: 'The official search shows a charge to Stanbic Bank — state it under Encumbrances.',
          },
          {
            sectionId: 'comparables',
            comment: 'All three sales are over six months old; add the recent sale on Elgeyo Marakwet Rd.',
          },
        ],
      },
      {
        do: 'write_report',
        by: 'agent',
        when: { day: -14, at: '09:10' },
        report: {
          fields: {
            'property.encumbrances': 'Charge to Stanbic Bank Kenya Limited (2015), to be discharged on refinancing',
          },
          values: { marketValue: 38_000_000, forcedSaleValue: 28_500_000, insuranceValue: 21_500_000 },
          comparables: [
            {
              address: '3-bedroom maisonette, Elgeyo Marakwet Rd',
              monthsAgo: 2,
              price: 37_500_000,
              sizeSqm: 235,
              adjustmentPercent: 0,
              notes: 'Similar age and finish; sold with vacant possession.',
            },
          ],
        },
      },
      { do: 'submit_report', by: 'agent', when: { day: -14, at: '11:30' } },
      { do: 'approve', when: { day: -13, at: '10:05' } },
    ],
  },
  {
    owner: 'client',
    created: { day: -21, at: '11:30' },
    preferredAfter: 7,
    request: {
      title: 'Nyali beachfront apartment',
      propertyType: 'residential',
      county: 'Mombasa',
      town: 'Nyali',
      address: 'Links Rd, Nyali, Mombasa',
      lrNumber: 'MN/I/4521',
      sizeSqm: 180,
      bedrooms: 3,
      purpose: 'sale',
      contactPhone: '+254 722 410 233',
    },
    steps: [
      { do: 'assign', to: 'agent2', when: { day: -20, at: '09:10' } },
      {
        do: 'schedule',
        by: 'agent2',
        when: { day: -19, at: '14:00' },
        visit: { day: -14, time: '11:00 AM', minutes: 60 },
      },
      { do: 'complete', by: 'agent2' },
      {
        do: 'review',
        by: 'agent2',
        when: { day: -13, at: '10:00' },
        review: review('Sea-facing 4th floor unit, lift serviced, salt corrosion on balcony rails.', 4, false),
      },
    ],
  },
  {
    owner: 'client',
    created: { day: -12, at: '15:10' },
    preferredAfter: 3,
    request: {
      title: 'Karen 5-bedroom villa',
      propertyType: 'residential',
      county: 'Nairobi',
      town: 'Karen',
      address: 'Karen Rd, near Hardy shopping centre, Nairobi',
      lrNumber: 'LR No. 1160/234',
      sizeSqm: 1100,
      bedrooms: 5,
      purpose: 'sale',
      contactPhone: '+254 712 345 678',
      notes: 'Two dogs on the compound; call before arriving.',
    },
    steps: [
      { do: 'accept', by: 'agent', when: { day: -11, at: '08:50' } },
      {
        do: 'schedule',
        by: 'agent',
        when: { day: -11, at: '09:20' },
        visit: { day: -8, time: '9:00 AM', minutes: 120 },
      },
      { do: 'inspect', by: 'agent', inspection: KAREN_INSPECTION },
      {
        do: 'review',
        by: 'agent',
        when: { day: -7, at: '17:05' },
        review: review('Main house and guest wing; half-acre garden. Pool pump needs replacing.', 5, true),
      },
      {
        do: 'write_report',
        by: 'agent',
        when: { day: -5, at: '14:00' },
        report: {
          fields: { 'tenure.type': 'Freehold' },
          comparables: [
            {
              address: '5-bedroom house on half an acre, Karen Plains Rd',
              monthsAgo: 4,
              price: 118_000_000,
              sizeSqm: 600,
              adjustmentPercent: 5,
              notes: 'No guest wing; pool in good order.',
            },
          ],
        },
      },
    ],
  },
  {
    owner: 'client2',
    created: { day: -10, at: '09:00' },
    preferredAfter: 2,
    request: {
      title: 'Upper Hill office suite',
      propertyType: 'commercial',
      county: 'Nairobi',
      town: 'Upper Hill',
      address: 'Ralph Bunche Rd, Upper Hill, Nairobi',
      lrNumber: 'LR No. 209/8832',
      sizeSqm: 420,
      purpose: 'mortgage',
      contactPhone: '+254 733 908 112',
    },
    steps: [
      { do: 'accept', by: 'agent', when: { day: -10, at: '11:40' } },
      {
        do: 'schedule',
        by: 'agent',
        when: { day: -9, at: '10:00' },
        visit: { day: -6, time: '11:30 AM', minutes: 60 },
      },
      { do: 'inspect', by: 'agent', inspection: UPPER_HILL_INSPECTION },
      {
        do: 'review',
        by: 'agent',
        when: { day: -5, at: '15:30' },
        review: review('Open-plan 7th floor suite, 12 parking bays, fit-out 2019.', 4, false),
      },
    ],
  },
  {
    owner: 'client',
    created: { day: -14, at: '09:20' },
    preferredAfter: 4,
    request: {
      title: 'Thindigua 4-bedroom townhouse',
      propertyType: 'residential',
      county: 'Kiambu',
      town: 'Thindigua',
      address: 'Kiambu Rd, off Thindigua Rd, Kiambu',
      lrNumber: 'Kiambaa/Thimbigua/3342',
      sizeSqm: 280,
      bedrooms: 4,
      purpose: 'insurance',
      contactPhone: '+254 712 345 678',
      notes: 'Gated estate of 24 units; ask for the estate manager at the gate.',
    },
    steps: [
      { do: 'accept', by: 'agent', when: { day: -14, at: '14:30' } },
      {
        do: 'schedule',
        by: 'agent',
        when: { day: -13, at: '09:40' },
        visit: { day: -10, time: '11:00 AM', minutes: 60 },
      },
      { do: 'inspect', by: 'agent', inspection: THINDIGUA_INSPECTION },
      {
        do: 'write_report',
        by: 'agent',
        when: { day: -7, at: '10:00' },
        report: { fields: { 'property.registeredOwner': 'Wanjiku Kamau' }, values: { insuranceValue: 24_600_000 } },
      },
      { do: 'submit_report', by: 'agent', when: { day: -4, at: '16:10' } },
    ],
  },
  {
    owner: 'client3',
    created: { day: -15, at: '13:25' },
    preferredAfter: 4,
    request: {
      title: 'Bamburi 3-bedroom house',
      propertyType: 'residential',
      county: 'Mombasa',
      town: 'Bamburi',
      address: 'Mombasa-Malindi Rd, Bamburi, Mombasa',
      lrNumber: 'MN/III/7718',
      sizeSqm: 210,
      bedrooms: 3,
      purpose: 'probate',
      contactPhone: '+254 720 556 781',
      notes: 'Succession cause filed at Mombasa High Court.',
    },
    steps: [
      { do: 'assign', to: 'agent2', when: { day: -14, at: '08:30' } },
      {
        do: 'schedule',
        by: 'agent2',
        when: { day: -13, at: '16:00' },
        visit: { day: -9, time: '10:30 AM', minutes: 60 },
      },
      { do: 'complete', by: 'agent2' },
      {
        do: 'review',
        by: 'agent2',
        when: { day: -9, at: '15:00' },
        review: review('Coral-stone house, original 1990s finishes, roof trusses sound.', 3, true),
      },
    ],
  },
  {
    owner: 'admin',
    created: { day: -9, at: '10:05' },
    preferredAfter: 3,
    request: {
      title: 'Riverside Drive office (firm premises)',
      propertyType: 'commercial',
      county: 'Nairobi',
      town: 'Westlands',
      address: 'Riverside Dr, Westlands, Nairobi',
      lrNumber: 'LR No. 209/14502',
      sizeSqm: 380,
      purpose: 'insurance',
      contactPhone: '+254 711 765 432',
      notes: 'Annual insurance revaluation of our own premises.',
    },
    steps: [
      { do: 'accept', by: 'agent', when: { day: -8, at: '14:10' } },
      { do: 'schedule', by: 'agent', when: { day: -7, at: '09:45' }, visit: { day: -3, time: '2:00 PM', minutes: 60 } },
      { do: 'complete', by: 'agent' },
      {
        do: 'review',
        by: 'agent',
        when: { day: -2, at: '11:00' },
        review: review('Ground and first floor offices, generator and CCTV in working order.', 4, false),
      },
    ],
  },

  // --- Site visits booked ---
  {
    owner: 'client',
    created: { day: -6, at: '16:45' },
    preferredAfter: 6,
    request: {
      title: 'Ruiru 1/8 acre plot',
      propertyType: 'land',
      county: 'Kiambu',
      town: 'Ruiru',
      address: 'Kamakis bypass, Ruiru',
      lrNumber: 'Kiambu/Ruiru East Block 2/567',
      sizeSqm: 506,
      purpose: 'sale',
      contactPhone: '+254 712 345 678',
    },
    steps: [
      { do: 'accept', by: 'agent', when: { day: -5, at: '09:30' } },
      {
        do: 'schedule',
        by: 'agent',
        when: { day: -2, at: '10:20' },
        visit: { day: 2, time: '10:00 AM', minutes: 60 },
        notes: 'Beacons to be pointed out by the neighbour.',
      },
    ],
  },
  {
    owner: 'client',
    created: { day: -8, at: '12:00' },
    preferredAfter: 5,
    request: {
      title: 'Kitengela 4-bedroom bungalow',
      propertyType: 'residential',
      county: 'Kajiado',
      town: 'Kitengela',
      address: 'Namanga Rd, Kitengela',
      lrNumber: 'Kajiado/Kitengela/12345',
      sizeSqm: 320,
      bedrooms: 4,
      purpose: 'mortgage',
      contactPhone: '+254 712 345 678',
    },
    steps: [
      { do: 'accept', by: 'agent', when: { day: -7, at: '11:10' } },
      { do: 'schedule', by: 'agent', when: { day: -4, at: '15:00' }, visit: { day: 1, time: '9:00 AM', minutes: 90 } },
      {
        do: 'reschedule',
        by: 'agent',
        when: { day: -1, at: '08:45' },
        visit: { day: 3, time: '2:00 PM', minutes: 90 },
      },
    ],
  },
  {
    owner: 'client',
    created: { day: -4, at: '10:30' },
    preferredAfter: 4,
    request: {
      title: 'Mamboleo shop and residence',
      propertyType: 'commercial',
      county: 'Kisumu',
      town: 'Mamboleo',
      address: 'Kisumu-Kakamega Rd, Mamboleo, Kisumu',
      lrNumber: 'Kisumu/Kogony/4521',
      sizeSqm: 150,
      purpose: 'rental',
      contactPhone: '+254 712 345 678',
    },
    steps: [
      { do: 'accept', by: 'agent', when: { day: -3, at: '09:00' } },
      { do: 'schedule', by: 'agent', when: { day: -1, at: '16:30' }, visit: { day: 1, time: '2:30 PM', minutes: 60 } },
    ],
  },
  {
    owner: 'client2',
    created: { day: -5, at: '14:20' },
    preferredAfter: 6,
    request: {
      title: 'Athi River warehouse',
      propertyType: 'industrial',
      county: 'Machakos',
      town: 'Athi River',
      address: 'Mombasa Rd, Athi River EPZ area',
      lrNumber: 'Mavoko Town Block 12/3310',
      sizeSqm: 2400,
      purpose: 'insurance',
      contactPhone: '+254 733 908 112',
    },
    steps: [
      { do: 'assign', to: 'agent2', when: { day: -4, at: '09:00' } },
      {
        do: 'schedule',
        by: 'agent2',
        when: { day: -2, at: '13:30' },
        visit: { day: 4, time: '11:00 AM', minutes: 120 },
      },
    ],
  },

  // --- Assigned, no visit yet ---
  {
    owner: 'client',
    created: { day: -4, at: '08:15' },
    preferredAfter: 5,
    request: {
      title: 'Westlands office floor',
      propertyType: 'commercial',
      county: 'Nairobi',
      town: 'Westlands',
      address: 'Waiyaki Way, Westlands, Nairobi',
      lrNumber: 'LR No. 1870/IX/112',
      sizeSqm: 650,
      purpose: 'insurance',
      contactPhone: '+254 712 345 678',
    },
    steps: [{ do: 'assign', to: 'agent', when: { day: -3, at: '10:40' } }],
  },
  {
    owner: 'client',
    created: { day: -9, at: '09:50' },
    preferredAfter: 5,
    request: {
      title: 'Elgon View family bungalow',
      propertyType: 'residential',
      county: 'Uasin Gishu',
      town: 'Eldoret',
      address: 'Elgon View estate, Eldoret',
      lrNumber: 'Eldoret Municipality Block 15/890',
      sizeSqm: 300,
      bedrooms: 4,
      purpose: 'mortgage',
      contactPhone: '+254 712 345 678',
    },
    steps: [
      { do: 'accept', by: 'agent', when: { day: -8, at: '16:00' } },
      {
        do: 'schedule',
        by: 'agent',
        when: { day: -6, at: '08:40' },
        visit: { day: -2, time: '11:00 AM', minutes: 60 },
      },
      {
        do: 'cancel_visit',
        by: 'agent',
        when: { day: -4, at: '12:15' },
        reason: 'Access road flooded; the client will confirm a new date.',
      },
    ],
  },

  // --- Open: waiting for a valuer ---
  {
    owner: 'client',
    created: { day: -2, at: '11:05' },
    preferredAfter: 5,
    request: {
      title: 'Milimani townhouse, Nakuru',
      propertyType: 'residential',
      county: 'Nakuru',
      town: 'Nakuru',
      address: 'Milimani estate, off Kenyatta Ave, Nakuru',
      lrNumber: 'Nakuru Municipality Block 4/213',
      sizeSqm: 240,
      bedrooms: 3,
      purpose: 'probate',
      contactPhone: '+254 712 345 678',
    },
    steps: [],
  },
  {
    owner: 'client',
    created: { day: -1, at: '15:35' },
    preferredAfter: 4,
    request: {
      title: 'Milimani family home, Kisumu',
      propertyType: 'residential',
      county: 'Kisumu',
      town: 'Kisumu',
      address: 'Aga Khan Rd, Milimani, Kisumu',
      lrNumber: 'Kisumu Municipality/Block 7/389',
      sizeSqm: 280,
      bedrooms: 4,
      purpose: 'rental',
      contactPhone: '+254 712 345 678',
    },
    steps: [],
  },
  {
    owner: 'client',
    created: { day: -13, at: '10:10' },
    preferredAfter: 8,
    request: {
      title: 'Nanyuki ranch land',
      propertyType: 'land',
      county: 'Laikipia',
      town: 'Nanyuki',
      address: 'Nanyuki-Rumuruti Rd, Laikipia',
      lrNumber: 'Laikipia/Nanyuki Block 3/1129',
      sizeSqm: 80937,
      purpose: 'sale',
      contactPhone: '+254 712 345 678',
    },
    steps: [
      { do: 'assign', to: 'agent2', when: { day: -12, at: '09:00' } },
      { do: 'release', by: 'agent2', when: { day: -10, at: '17:10' } },
    ],
  },
  {
    owner: 'client',
    created: { day: -3, at: '12:45' },
    preferredAfter: 7,
    request: {
      title: 'Ngong quarter-acre plot',
      propertyType: 'land',
      county: 'Kajiado',
      town: 'Ngong',
      address: 'Kibiko Rd, Ngong',
      lrNumber: 'Ngong/Ngong/23456',
      sizeSqm: 1012,
      purpose: 'sale',
      contactPhone: '+254 712 345 678',
    },
    steps: [],
  },
  {
    owner: 'client3',
    created: { day: -25, at: '09:35' },
    preferredAfter: 10,
    request: {
      title: 'Naivasha lakeside plot',
      propertyType: 'land',
      county: 'Nakuru',
      town: 'Naivasha',
      address: 'Moi South Lake Rd, Naivasha',
      lrNumber: 'Naivasha/Mwichiringiri Block 2/1180',
      sizeSqm: 4047,
      purpose: 'sale',
      contactPhone: '+254 720 556 781',
    },
    steps: [],
  },

  // --- Cancelled ---
  {
    owner: 'client',
    created: { day: -28, at: '14:00' },
    preferredAfter: 5,
    request: {
      title: 'Syokimau 2-bedroom apartment',
      propertyType: 'residential',
      county: 'Machakos',
      town: 'Syokimau',
      address: 'Katani Rd, Syokimau',
      lrNumber: 'Mavoko Town Block 3/4410',
      sizeSqm: 95,
      bedrooms: 2,
      purpose: 'mortgage',
      contactPhone: '+254 712 345 678',
    },
    steps: [
      { do: 'cancel', by: 'owner', when: { day: -26, at: '09:15' }, reason: 'The bank sent its own panel valuer.' },
    ],
  },
  {
    owner: 'client',
    created: { day: -16, at: '10:00' },
    preferredAfter: 5,
    request: {
      title: 'Malindi holiday cottage',
      propertyType: 'residential',
      county: 'Kilifi',
      town: 'Malindi',
      address: 'Casuarina Rd, Malindi',
      lrNumber: 'Malindi/Block 3/712',
      sizeSqm: 160,
      bedrooms: 2,
      purpose: 'sale',
      contactPhone: '+254 712 345 678',
    },
    steps: [
      { do: 'accept', by: 'agent', when: { day: -15, at: '11:20' } },
      {
        do: 'cancel',
        by: 'owner',
        when: { day: -11, at: '18:30' },
        reason: 'Sale agreed privately; no valuation needed.',
      },
    ],
  },
  {
    owner: 'client',
    created: { day: -7, at: '09:25' },
    preferredAfter: 6,
    request: {
      title: 'Juja industrial godown',
      propertyType: 'industrial',
      county: 'Kiambu',
      town: 'Juja',
      address: 'Thika Superhighway service road, Juja',
      lrNumber: 'Juja/Kalimoni Block 1/2087',
      sizeSqm: 1200,
      purpose: 'insurance',
      contactPhone: '+254 712 345 678',
    },
    steps: [
      { do: 'accept', by: 'agent', when: { day: -6, at: '10:05' } },
      { do: 'schedule', by: 'agent', when: { day: -5, at: '11:50' }, visit: { day: 2, time: '3:00 PM', minutes: 60 } },
      {
        do: 'cancel',
        by: 'admin',
        when: { day: -3, at: '16:40' },
        reason: 'The client asked us by phone to withdraw; insurer changed.',
      },
    ],
  },

  // --- Completed earlier in the year (the firm's approved valuations of Nairobi homes) ---
  pastNairobiValuation({
    owner: 'client2',
    day: -172,
    request: {
      title: 'Lavington 4-bedroom house',
      town: 'Lavington',
      address: 'James Gichuru Rd, Lavington, Nairobi',
      lrNumber: 'LR No. 3734/512',
      sizeSqm: 320,
      bedrooms: 4,
      purpose: 'mortgage',
      contactPhone: '+254 733 908 112',
    },
    inspection: nairobiHome(
      { latitude: -1.27851, longitude: 36.77003 },
      {
        'site.area': 0.1012,
        'improvements.built_up_area': 320,
        'improvements.year_built': 2011,
        'improvements.accommodation': 'Lounge, dining, kitchen, study; four bedrooms (two en suite); servant quarter',
      },
    ),
    observations: 'Detached house on a quarter acre, mature garden, borehole. Finishes of 2011 in good order.',
    fields: {
      'client.instructingParty': 'Equity Bank Kenya Limited',
      'property.registeredOwner': 'Brian Mwangi',
      'tenure.type': 'Freehold',
    },
    marketValue: 52_000_000,
    comparables: [
      {
        address: '4-bedroom house on a quarter acre, Muthangari Rd',
        monthsAgo: 5,
        price: 55_000_000,
        sizeSqm: 340,
        adjustmentPercent: -3,
        notes: 'Newer kitchen; same plot size.',
      },
      {
        address: '4-bedroom townhouse, Gitanga Rd',
        monthsAgo: 3,
        price: 46_000_000,
        sizeSqm: 295,
        adjustmentPercent: 6,
        notes: 'Shared compound, smaller garden.',
      },
      {
        address: '5-bedroom house, Hatheru Rd',
        monthsAgo: 8,
        price: 58_000_000,
        sizeSqm: 380,
        adjustmentPercent: -6,
        notes: 'Larger house; half-acre plot.',
      },
    ],
  }),
  pastNairobiValuation({
    owner: 'client3',
    day: -128,
    request: {
      title: 'Kileleshwa 3-bedroom apartment',
      town: 'Kileleshwa',
      address: 'Othaya Rd, Kileleshwa, Nairobi',
      lrNumber: 'LR No. 2951/188/14',
      sizeSqm: 185,
      bedrooms: 3,
      purpose: 'sale',
      contactPhone: '+254 720 556 781',
    },
    inspection: nairobiHome(
      { latitude: -1.28204, longitude: 36.78511 },
      {
        'site.area': 0.0809,
        'tenure.user': 'flats',
        'improvements.built_up_area': 185,
        'improvements.year_built': 2016,
        'improvements.accommodation': 'Lounge and dining, kitchen, three bedrooms (master en suite), DSQ',
      },
    ),
    observations: 'Fifth-floor apartment with DSQ, lift and backup generator; two parking bays.',
    fields: {
      'property.registeredOwner': 'Fatuma Hassan',
      'tenure.type': 'Leasehold',
      'tenure.termYears': 99,
      'tenure.unexpiredYears': 84,
    },
    marketValue: 27_500_000,
    comparables: [
      {
        address: '3-bedroom apartment with DSQ, Mandera Rd',
        monthsAgo: 4,
        price: 26_000_000,
        sizeSqm: 180,
        adjustmentPercent: 3,
        notes: 'Lower floor; no generator.',
      },
      {
        address: '3-bedroom apartment, Laikipia Rd',
        monthsAgo: 6,
        price: 29_000_000,
        sizeSqm: 195,
        adjustmentPercent: -4,
        notes: 'Pool and gym in the block.',
      },
      {
        address: '3-bedroom apartment, Kandara Rd',
        monthsAgo: 2,
        price: 27_000_000,
        sizeSqm: 190,
        adjustmentPercent: 0,
        notes: 'Similar age and finish.',
      },
    ],
  }),
  pastNairobiValuation({
    owner: 'client2',
    day: -86,
    request: {
      title: 'Westlands 2-bedroom apartment',
      town: 'Westlands',
      address: 'Rhapta Rd, Westlands, Nairobi',
      lrNumber: 'LR No. 1870/III/204/9',
      sizeSqm: 130,
      bedrooms: 2,
      purpose: 'mortgage',
      contactPhone: '+254 733 908 112',
    },
    inspection: nairobiHome(
      { latitude: -1.26398, longitude: 36.80302 },
      {
        'site.area': 0.1214,
        'tenure.user': 'flats',
        'improvements.built_up_area': 130,
        'improvements.year_built': 2019,
        'improvements.accommodation': 'Open-plan lounge and kitchen, two bedrooms en suite, balcony',
      },
    ),
    observations: 'Eighth-floor apartment with a balcony, two lifts, rooftop gym; one parking bay.',
    fields: {
      'client.instructingParty': 'NCBA Bank Kenya PLC',
      'property.registeredOwner': 'Brian Mwangi',
      'tenure.type': 'Leasehold',
      'tenure.termYears': 99,
      'tenure.unexpiredYears': 90,
    },
    marketValue: 21_000_000,
    comparables: [
      {
        address: '2-bedroom apartment, Rhapta Rd',
        monthsAgo: 3,
        price: 20_500_000,
        sizeSqm: 125,
        adjustmentPercent: 2,
        notes: 'Same block, lower floor.',
      },
      {
        address: '2-bedroom apartment, Church Rd',
        monthsAgo: 7,
        price: 19_000_000,
        sizeSqm: 120,
        adjustmentPercent: 5,
        notes: 'Older block, no gym.',
      },
      {
        address: '2-bedroom apartment, Waiyaki Way',
        monthsAgo: 5,
        price: 22_500_000,
        sizeSqm: 135,
        adjustmentPercent: -3,
        notes: 'Newer block facing the road.',
      },
    ],
  }),
  pastNairobiValuation({
    owner: 'client3',
    day: -44,
    request: {
      title: 'Runda 5-bedroom house',
      town: 'Runda',
      address: 'Runda Grove, Runda, Nairobi',
      lrNumber: 'LR No. 7785/1043',
      sizeSqm: 520,
      bedrooms: 5,
      purpose: 'sale',
      contactPhone: '+254 720 556 781',
    },
    inspection: nairobiHome(
      { latitude: -1.21802, longitude: 36.80904 },
      {
        'site.area': 0.2023,
        'services.sewer': 'septic',
        'improvements.built_up_area': 520,
        'improvements.year_built': 2009,
        'improvements.accommodation':
          'Main house: lounge, dining, family room, kitchen, five bedrooms en suite\nGuest wing, pool, servant quarter',
      },
    ),
    observations: 'Detached house on half an acre, guest wing and pool; roof and finishes well kept.',
    fields: { 'property.registeredOwner': 'Fatuma Hassan', 'tenure.type': 'Freehold' },
    marketValue: 98_000_000,
    comparables: [
      {
        address: '5-bedroom house on half an acre, Runda Mimosa',
        monthsAgo: 4,
        price: 95_000_000,
        sizeSqm: 500,
        adjustmentPercent: 2,
        notes: 'No guest wing.',
      },
      {
        address: '5-bedroom house, Ruaka Rd side of Runda',
        monthsAgo: 8,
        price: 90_000_000,
        sizeSqm: 540,
        adjustmentPercent: 6,
        notes: 'Older finishes; busier road.',
      },
      {
        address: '6-bedroom house on an acre, Runda Estate',
        monthsAgo: 6,
        price: 120_000_000,
        sizeSqm: 640,
        adjustmentPercent: -8,
        notes: 'Larger house and plot.',
      },
    ],
  }),
];

/** Notifications older than this many business days are marked read (by their recipient). */
export const DEMO_READ_BEFORE_DAY = -5;
