import { can } from '../access/index.ts';
import type { Actor, Refusal } from '../policies.ts';
import { OFF_SCALE_REASON_MIN_LENGTH } from './limits.ts';
import { FEE_MESSAGES as M } from './messages.ts';

/** A fee set for a valuation against what the scale gives for it, with the reason for any difference. */
export interface FeeDeparture {
  /** What the scale gives (bands and minimum), whole shillings. */
  scaleFee: number;
  /** What the firm means to charge, whole shillings. */
  fee: number;
  reason?: string | null;
}

/** Whether a fee departs from the scale: below it (undercutting) or above it. */
export const departsFromScale = (d: Pick<FeeDeparture, 'scaleFee' | 'fee'>): boolean => d.fee !== d.scaleFee;

/**
 * The Rules treat an unsanctioned departure from the scale as misconduct, so a fee off the scale —
 * below it, or above it — is set only by an admin (one who may manage the firm) and only with a
 * reason of at least OFF_SCALE_REASON_MIN_LENGTH characters, which the audit log keeps. A fee on
 * the scale needs neither. Null when allowed.
 */
export function offScaleRefusal(actor: Actor, departure: FeeDeparture): Refusal | null {
  if (!departsFromScale(departure)) {
    return null;
  }
  if (!can(actor, 'firm:manage')) {
    return { code: 'FORBIDDEN', message: M.offScaleAdminOnly };
  }
  if ((departure.reason ?? '').trim().length < OFF_SCALE_REASON_MIN_LENGTH) {
    return { code: 'FORBIDDEN', message: M.offScaleReasonNeeded(OFF_SCALE_REASON_MIN_LENGTH) };
  }
  return null;
}

export const canSetFeeOffScale = (actor: Actor): boolean => can(actor, 'firm:manage');
