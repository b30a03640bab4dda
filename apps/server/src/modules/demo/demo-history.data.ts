import type { Role } from '@thamani/domain/roles';
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

export type DemoStep =
  | { do: 'accept'; by: AgentPerson; when: At }
  | { do: 'assign'; to: AgentPerson; when: At }
  | { do: 'release'; by: AgentPerson; when: At }
  | { do: 'schedule'; by: AgentPerson; when: At; visit: Slot; notes?: string }
  | { do: 'reschedule'; by: AgentPerson; when: At; visit: Slot }
  | { do: 'complete'; by: AgentPerson }
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

const review = (observations: string, conditionRating: number, draft: boolean, notes?: string): VisitReviewInput => ({ observations, conditionRating, draft, notes });

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
      { do: 'schedule', by: 'agent', when: { day: -22, at: '09:05' }, visit: { day: -18, time: '10:00 AM', minutes: 90 }, notes: 'Bring the bank instruction letter.' },
      { do: 'complete', by: 'agent' },
      {
        do: 'review',
        by: 'agent',
        when: { day: -17, at: '16:20' },
        review: review('Well-kept maisonette, new roof (2022), minor damp in the DSQ. Borehole and backup water tank.', 4, false, 'Comparables: two sales on Lenana Rd in 2025.'),
      },
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
      { do: 'schedule', by: 'agent2', when: { day: -19, at: '14:00' }, visit: { day: -14, time: '11:00 AM', minutes: 60 } },
      { do: 'complete', by: 'agent2' },
      { do: 'review', by: 'agent2', when: { day: -13, at: '10:00' }, review: review('Sea-facing 4th floor unit, lift serviced, salt corrosion on balcony rails.', 4, false) },
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
      { do: 'schedule', by: 'agent', when: { day: -11, at: '09:20' }, visit: { day: -8, time: '9:00 AM', minutes: 120 } },
      { do: 'complete', by: 'agent' },
      { do: 'review', by: 'agent', when: { day: -7, at: '17:05' }, review: review('Main house and guest wing; half-acre garden. Pool pump needs replacing.', 5, true) },
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
      { do: 'schedule', by: 'agent', when: { day: -9, at: '10:00' }, visit: { day: -6, time: '11:30 AM', minutes: 60 } },
      { do: 'complete', by: 'agent' },
      { do: 'review', by: 'agent', when: { day: -5, at: '15:30' }, review: review('Open-plan 7th floor suite, 12 parking bays, fit-out 2019.', 4, false) },
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
      { do: 'schedule', by: 'agent2', when: { day: -13, at: '16:00' }, visit: { day: -9, time: '10:30 AM', minutes: 60 } },
      { do: 'complete', by: 'agent2' },
      { do: 'review', by: 'agent2', when: { day: -9, at: '15:00' }, review: review('Coral-stone house, original 1990s finishes, roof trusses sound.', 3, true) },
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
      { do: 'review', by: 'agent', when: { day: -2, at: '11:00' }, review: review('Ground and first floor offices, generator and CCTV in working order.', 4, false) },
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
      { do: 'schedule', by: 'agent', when: { day: -2, at: '10:20' }, visit: { day: 2, time: '10:00 AM', minutes: 60 }, notes: 'Beacons to be pointed out by the neighbour.' },
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
      { do: 'reschedule', by: 'agent', when: { day: -1, at: '08:45' }, visit: { day: 3, time: '2:00 PM', minutes: 90 } },
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
      { do: 'schedule', by: 'agent2', when: { day: -2, at: '13:30' }, visit: { day: 4, time: '11:00 AM', minutes: 120 } },
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
      { do: 'schedule', by: 'agent', when: { day: -6, at: '08:40' }, visit: { day: -2, time: '11:00 AM', minutes: 60 } },
      { do: 'cancel_visit', by: 'agent', when: { day: -4, at: '12:15' }, reason: 'Access road flooded; the client will confirm a new date.' },
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
    steps: [{ do: 'cancel', by: 'owner', when: { day: -26, at: '09:15' }, reason: 'The bank sent its own panel valuer.' }],
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
      { do: 'cancel', by: 'owner', when: { day: -11, at: '18:30' }, reason: 'Sale agreed privately; no valuation needed.' },
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
      { do: 'cancel', by: 'admin', when: { day: -3, at: '16:40' }, reason: 'The client asked us by phone to withdraw; insurer changed.' },
    ],
  },
];

/** Notifications older than this many business days are marked read (by their recipient). */
export const DEMO_READ_BEFORE_DAY = -5;
