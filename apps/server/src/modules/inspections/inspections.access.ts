import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import { INSPECTION_MESSAGES as M } from '@thamani/domain/inspections';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { getInspectionRow, type InspectionRow } from './inspections.queries.ts';

/** Who may read and write an inspection, and in which state: shared by every part of the inspections service. */

export type InspectionsCtx = Pick<
  AppContext,
  'db' | 'firmId' | 'bus' | 'sendMail' | 'outbox' | 'log' | 'now' | 'settings' | 'storage'
>;

export const INSPECTION_ENTITY = 'inspection';

export const notFound = () => new AppError('NOT_FOUND', M.notFound);

/** An inspection is read by its valuer and admins; anyone else (other valuers, clients) gets 404. */
export function canRead(identity: Identity, agentId: string): boolean {
  return can(identity, 'request:read-any') || (can(identity, 'inspection:perform') && identity.profileId === agentId);
}

/** Only its valuer records it: admins read and reopen (403), others do not see it (404). */
export function assertCanWrite(identity: Identity, agentId: string): void {
  if (!canRead(identity, agentId)) {
    throw notFound();
  }
  if (!can(identity, 'inspection:perform')) {
    throw new AppError('FORBIDDEN', M.onlyVisitAgent);
  }
}

export function assertInProgress(row: InspectionRow): void {
  if (row.inspection.status !== 'in_progress') {
    throw new AppError('CONFLICT', M.submittedReadOnly);
  }
}

/** The inspection if the caller may read it; 404 otherwise (clients, other valuers). */
export async function readable(db: Db, identity: Identity, id: string): Promise<InspectionRow> {
  const row = await getInspectionRow(db, identity.firmId, id);
  if (!row || !canRead(identity, row.inspection.agentId)) {
    throw notFound();
  }
  return row;
}
