import type { QueryKey } from '@tanstack/react-query';

/**
 * What each thing the app shows is cached under: the key prefixes of every query that shows it.
 * A query key whose first element is not covered here fails cache-effects.test.ts, so a new
 * screen cannot be left out of the refresh after a change.
 */
export const entityQueries = {
  /** Lists, counters, the queue, details; the admin's lists and figures; workloads; properties' requests; chat headers. */
  request: [['requests'], ['admin-requests'], ['admin-dashboard'], ['agents'], ['admin-properties'], ['chat', 'conversations']],
  /** Visit lists and details; the inspection lists and summaries show the visit's time and status. */
  visit: [['visits'], ['inspections']],
  /** Inspections, their cards on the visit and request pages, and the "ready for a report" list. */
  inspection: [['inspections'], ['reports', 'ready']],
  /** An approval changes what the home page's estimate says the firm's approved valuations show. */
  report: [['reports'], ['admin-dashboard'], ['market-evidence']],
  template: [['report-templates']],
  /** The valuer's own details print in reports and show on the admin's person page. */
  valuerProfile: [['valuer-profile'], ['reports'], ['admin-people']],
  person: [['admin-people'], ['agents']],
  ownRole: [['me'], ['auth', 'validate']],
  account: [['account'], ['me']],
  device: [['account', 'devices']],
  notification: [['notifications']],
  chat: [['chat']],
  document: [['documents']],
  extraction: [['extractions']],
  property: [['admin-properties'], ['requests']],
  /** Reports carry the firm's FSV band, /verify its contacts. */
  firm: [['firm'], ['reports'], ['verify']],
  systemJob: [['admin', 'system']],
  /** Backup runs: the System page's backup card (and its status block). */
  backup: [['admin', 'backups'], ['admin', 'system']],
  audit: [['audit']],
  publicSettings: [['settings']],
} as const satisfies Record<string, readonly QueryKey[]>;

export type Entity = keyof typeof entityQueries;

/** Queries no change in the app touches, and why. */
export const unchangedQueries: ReadonlyArray<{ key: QueryKey; why: string }> = [
  { key: ['auth', 'session'], why: 'the auth provider owns the session and refreshes it itself' },
  { key: ['jobs'], why: "a background job's progress is polled while it runs; no change in the app edits a job" },
];
