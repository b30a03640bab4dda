import type { QueryKey } from '@tanstack/react-query';
import { authKeys } from '@/lib/auth/auth-query-keys';
import { accountKeys } from '@/lib/query-keys/account-keys';
import { adminDashboardKeys } from '@/lib/query-keys/admin-dashboard-keys';
import { adminRequestsKeys } from '@/lib/query-keys/admin-request-keys';
import { agentKeys } from '@/lib/query-keys/agent-keys';
import { auditKeys } from '@/lib/query-keys/audit-keys';
import { chatKeys } from '@/lib/query-keys/chat-keys';
import { documentKeys } from '@/lib/query-keys/document-keys';
import { extractionKeys } from '@/lib/query-keys/extraction-keys';
import { feeKeys } from '@/lib/query-keys/fee-keys';
import { firmKeys } from '@/lib/query-keys/firm-keys';
import { inspectionKeys } from '@/lib/query-keys/inspection-keys';
import { marketEvidenceKeys } from '@/lib/query-keys/market-evidence-keys';
import { notificationKeys } from '@/lib/query-keys/notification-keys';
import { paymentKeys } from '@/lib/query-keys/payment-keys';
import { peopleKeys } from '@/lib/query-keys/people-keys';
import { propertyKeys } from '@/lib/query-keys/property-keys';
import { reportKeys, templateKeys, valuerProfileKeys } from '@/lib/query-keys/report-keys';
import { requestKeys } from '@/lib/query-keys/request-keys';
import { jobKeys, systemKeys } from '@/lib/query-keys/system-keys';
import { verificationKeys } from '@/lib/query-keys/verification-keys';
import { visitKeys } from '@/lib/query-keys/visit-keys';

/**
 * What each thing the app shows is cached under: the key prefixes of every query that shows it,
 * taken from the keys each entity declares once (lib/query-keys/, the session's in lib/auth).
 * A query key whose first element is not covered here fails cache-effects.test.ts, so a new
 * screen cannot be left out of the refresh after a change.
 */
export const entityQueries = {
  /** Lists, counters, the queue, details; the admin's lists and figures; workloads; properties' requests; chat headers. */
  request: [requestKeys.all, adminRequestsKeys.all, adminDashboardKeys.all, agentKeys.all, propertyKeys.all, chatKeys.conversations],
  /** Visit lists and details; the inspection lists and summaries show the visit's time and status. */
  visit: [visitKeys.all, inspectionKeys.all],
  /** Inspections, their cards on the visit and request pages, and the "ready for a report" list. */
  inspection: [inspectionKeys.all, reportKeys.ready],
  /** An approval changes what the home page's estimate says the firm's approved valuations show. */
  report: [reportKeys.all, adminDashboardKeys.all, marketEvidenceKeys.all],
  template: [templateKeys.all],
  /** The valuer's own details print in reports and show on the admin's person page. */
  valuerProfile: [valuerProfileKeys.all, reportKeys.all, peopleKeys.all],
  person: [peopleKeys.all, agentKeys.all],
  ownRole: [authKeys.me, authKeys.validate],
  account: [accountKeys.all, authKeys.me],
  device: [accountKeys.devices],
  notification: [notificationKeys.all],
  chat: [chatKeys.all],
  document: [documentKeys.all],
  extraction: [extractionKeys.all],
  property: [propertyKeys.all, requestKeys.all],
  /** Reports carry the firm's FSV band, /verify its contacts. */
  firm: [firmKeys.all, reportKeys.all, verificationKeys.all],
  /** The firm's fee settings and every quote worked on them. */
  fees: [feeKeys.all],
  /** Invoices and their payments. */
  payment: [paymentKeys.all],
  systemJob: [systemKeys.status],
  /** Backup runs: the System page's backup card (and its status block). */
  backup: [systemKeys.backups, systemKeys.status],
  audit: [auditKeys.all],
  publicSettings: [authKeys.settings],
} as const satisfies Record<string, readonly QueryKey[]>;

export type Entity = keyof typeof entityQueries;

/** Queries no change in the app touches, and why. */
export const unchangedQueries: ReadonlyArray<{ key: QueryKey; why: string }> = [
  { key: authKeys.session, why: 'the auth provider owns the session and refreshes it itself' },
  { key: jobKeys.all, why: "a background job's progress is polled while it runs; no change in the app edits a job" },
];
