import { can } from '../access/index.ts';
import { findCounty, type County } from '../counties.ts';
import { normalizeLrNumber } from '../lr-number.ts';
import type { Actor, Refusal } from '../policies.ts';
import type { RequestStatus } from '../requests.ts';
import type { ConfirmedFields } from './contract.ts';
import { EXTRACTION_MESSAGES, type ExtractionStatus } from './messages.ts';

/** Percent for a progress bar: pages read over pages (0 before the count is known). */
export function extractionProgress(status: ExtractionStatus, pagesDone: number, pageCount: number | null): number {
  if (status === 'completed' || status === 'failed') {
    return 100;
  }
  return pageCount ? Math.min(99, Math.round((pagesDone / pageCount) * 100)) : 0;
}

export type ConfidenceLevel = 'High' | 'Medium' | 'Low';
export function confidenceLevel(confidence: number): ConfidenceLevel {
  return confidence >= 0.85 ? 'High' : confidence >= 0.6 ? 'Medium' : 'Low';
}

/**
 * Who may update a request's property from confirmed fields: admins any; the requester while
 * the request is pending; the assigned valuer. Anyone who cannot see the request: not found.
 */
export function updatePropertyRefusal(
  actor: Actor,
  r: { requesterId: string | null; assignedAgentId: string | null; status: RequestStatus } | null,
): Refusal | null {
  const seen = r && (can(actor, 'request:read-any') || (actor.profileId !== null && (r.requesterId === actor.profileId || r.assignedAgentId === actor.profileId)));
  if (!r || !seen) {
    return { code: 'NOT_FOUND', message: 'Request not found' };
  }
  if (can(actor, 'request:manage-any') || (can(actor, 'request:accept') && r.assignedAgentId === actor.profileId)) {
    return null;
  }
  return r.status === 'pending' ? null : { code: 'FORBIDDEN', message: EXTRACTION_MESSAGES.cannotUpdateProperty };
}

/** What the request form and the property take from confirmed fields. */
export function propertyDetailsFrom(fields: ConfirmedFields): { lrNumber?: string; county?: County; sizeSqm?: number } {
  const lrNumber = fields.parcelNumber ? normalizeLrNumber(fields.parcelNumber) : null;
  const county = fields.county ? findCounty(fields.county) : null;
  const size = fields.area ? Number(fields.area.replace(/[,\s]/g, '')) : Number.NaN;
  return {
    ...(lrNumber ? { lrNumber } : {}),
    ...(county ? { county } : {}),
    ...(Number.isFinite(size) && size > 0 ? { sizeSqm: size } : {}),
  };
}
