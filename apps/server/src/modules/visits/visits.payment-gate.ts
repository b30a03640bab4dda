import type { Refusal } from '@thamani/domain/policies';
import type { Db } from '#db/client.ts';

/**
 * Whether a request's site visit may be booked now, beyond who may book it: the payments area
 * holds the booking while an advance the client pays before the visit is owed. The composition
 * root sets it at start; until then nothing is held.
 */
export type VisitBookingGate = (db: Db, firmId: string, requestId: string) => Promise<Refusal | null>;

let gate: VisitBookingGate = () => Promise.resolve(null);

export function setVisitBookingGate(next: VisitBookingGate): void {
  gate = next;
}

export function visitBookingRefusalOf(db: Db, firmId: string, requestId: string): Promise<Refusal | null> {
  return gate(db, firmId, requestId);
}
