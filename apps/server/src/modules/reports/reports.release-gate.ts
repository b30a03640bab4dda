import type { Refusal } from '@thamani/domain/policies';
import type { Db } from '#db/client.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';

/**
 * Whether an approved report may be downloaded now by this person, beyond who may see it: the
 * payments area holds a client's copy back until the invoice is paid when the firm says so. The
 * composition root sets it at start; until then nothing is held back.
 */
export type ReportReleaseGate = (db: Db, identity: Identity, requestId: string) => Promise<Refusal | null>;

let gate: ReportReleaseGate = () => Promise.resolve(null);

export function setReportReleaseGate(next: ReportReleaseGate): void {
  gate = next;
}

export function reportReleaseRefusalOf(db: Db, identity: Identity, requestId: string): Promise<Refusal | null> {
  return gate(db, identity, requestId);
}
