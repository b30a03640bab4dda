import type { Entity } from './query-roots';

/**
 * What a change touches: `invalidates` are refetched (every cached query of them, on screen or
 * not — the cache never refetches on mount); `updatesInPlace` are written from the answer by the
 * hook itself. Every mutation hook (useChangeMutation) and every realtime event has an entry;
 * cache-effects.test.ts fails when one has none.
 */
export type CacheEffect = { invalidates: readonly Entity[]; updatesInPlace?: readonly Entity[] };

export const mutationEffects = {
  'request.create': { invalidates: ['request'] },
  'request.cancel': { invalidates: ['request', 'visit'] },
  /** A valuer accepts, declines or releases a request from the queue. */
  'request.queue-action': { invalidates: ['request', 'visit'] },
  'visit.schedule': { invalidates: ['visit', 'request'] },
  'visit.reschedule': { invalidates: ['visit', 'request'] },
  'visit.cancel': { invalidates: ['visit', 'request'] },
  'visit.complete': { invalidates: ['visit', 'request'] },
  'visit.review': { invalidates: ['visit'] },
  'inspection.start': { invalidates: ['inspection', 'visit', 'request'] },
  /** Completes the visit, moves the request on and makes it ready for a report. */
  'inspection.submit': { invalidates: ['inspection', 'visit', 'request'] },
  'inspection.reopen': { invalidates: ['inspection', 'visit', 'request', 'audit'] },
  'report.start': { invalidates: ['report', 'inspection', 'request'] },
  'report.submit': { invalidates: ['report', 'request'] },
  'report.approve': { invalidates: ['report', 'request', 'audit'] },
  'report.request-changes': { invalidates: ['report', 'request', 'audit'] },
  'template.save': { invalidates: ['template', 'audit'] },
  'valuer-profile.update': { invalidates: ['valuerProfile'] },
  'valuer-profile.signature': { invalidates: ['valuerProfile'] },
  'person.change-role': { invalidates: ['person', 'audit'] },
  'person.deactivate': { invalidates: ['person', 'audit'] },
  'person.reactivate': { invalidates: ['person', 'audit'] },
  'person.valuer-details': { invalidates: ['person', 'valuerProfile', 'audit'] },
  'person.signature': { invalidates: ['person', 'valuerProfile', 'audit'] },
  /** `me` is updated in place and the session refreshed (auth/api/change-role.ts); nothing else shows the role. */
  'me.change-role': { invalidates: [], updatesInPlace: ['ownRole'] },
  'account.update': { invalidates: ['account'] },
  'account.password': { invalidates: ['device'] },
  'account.two-factor': { invalidates: ['account', 'device'] },
  'device.revoke': { invalidates: ['device'] },
  'device.revoke-others': { invalidates: ['device'] },
  'notification.read': { invalidates: [], updatesInPlace: ['notification'] },
  'notification.read-all': { invalidates: [], updatesInPlace: ['notification'] },
  'chat.send': { invalidates: ['chat'] },
  'document.upload': { invalidates: ['document', 'request'] },
  'extraction.start': { invalidates: ['extraction'] },
  'extraction.confirm': { invalidates: ['extraction'] },
  /** Writes the confirmed fields into the request's property. */
  'extraction.apply': { invalidates: ['extraction', 'property', 'request'] },
  'firm.update': { invalidates: ['firm', 'audit'] },
  'firm.logo-upload': { invalidates: ['firm', 'audit'] },
  'firm.logo-remove': { invalidates: ['firm', 'audit'] },
  /** New quotes use the settings at once: the quotes on screen are worked again. */
  'fees.update': { invalidates: ['fees', 'audit'] },
  /** The invoice lists the pending payment; the payment itself is written from the answer. */
  'payment.pay-mpesa': { invalidates: ['payment'] },
  /** The invoice is written from the answer; the record is audited. */
  'payment.record': { invalidates: ['payment', 'audit'] },
  /** The invoice is written from the answer; the credit note is audited. */
  'payment.credit-note': { invalidates: ['payment', 'audit'] },
  /** The request's invoice becomes the replacement, written from the answer; audited. */
  'payment.replace-invoice': { invalidates: ['payment', 'audit'] },
  /** A reminder e-mailed from the books: the invoice's reminder count; the send is audited. */
  'books.remind': { invalidates: ['payment', 'audit'] },
  'system.retry-job': { invalidates: ['systemJob'] },
  'system.test-mail': { invalidates: ['systemJob'] },
  /** "Back up now": a new run in the list (409 while one runs: the list shows that one). */
  'system.start-backup': { invalidates: ['backup', 'audit'] },
} as const satisfies Record<string, CacheEffect>;

/** Realtime events (the domain's `*.events` definitions), for the party that did not make the change. */
export const eventEffects = {
  /** Assigned, released, cancelled, moved on (a visit that moves with it sends its own visit.updated). */
  'request.updated': { invalidates: ['request'] },
  /** Booked, moved, completed by an inspection's submit, cancelled: the visit, its inspection card, the request. */
  'visit.updated': { invalidates: ['visit', 'inspection', 'request'] },
  'report.updated': { invalidates: ['report', 'request'] },
  'chat.message': { invalidates: ['chat'] },
  /** The notification is fetched and put first in the list; the unread count goes up by one. */
  notification: { invalidates: [], updatesInPlace: ['notification'] },
} as const satisfies Record<string, CacheEffect>;

export type MutationName = keyof typeof mutationEffects;
export type EventName = keyof typeof eventEffects;
export type ChangeName = MutationName | EventName;

export function effectOf(change: ChangeName): CacheEffect {
  return change in mutationEffects ? mutationEffects[change as MutationName] : eventEffects[change as EventName];
}
