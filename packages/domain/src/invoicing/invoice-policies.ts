import { can } from '../access/index.ts';
import { formatKsh } from '../money.ts';
import { PAYMENT_MESSAGES as M } from '../payments/messages.ts';
import type { Actor, Refusal } from '../policies.ts';

/** Who ordered the request an invoice is for. */
export interface InvoiceAccess {
  requesterId: string | null;
}

const isRequester = (actor: Actor, r: InvoiceAccess) =>
  actor.profileId !== null && r.requesterId !== null && r.requesterId === actor.profileId;

/** An invoice is the client's who ordered the valuation and the firm's; valuers do not handle fees. */
export function canSeeInvoice(actor: Actor, r: InvoiceAccess): boolean {
  return can(actor, 'payment:manage-any') || (can(actor, 'invoice:pay-own') && isRequester(actor, r));
}

/** Reading an invoice or its payments: 404 for anyone else, as if there were none. */
export function readInvoiceRefusal(actor: Actor, r: InvoiceAccess | null): Refusal | null {
  return r && canSeeInvoice(actor, r) ? null : { code: 'NOT_FOUND', message: M.invoiceNotFound };
}

/** Asking for an M-Pesa payment: the client who ordered, or an admin for them; not twice, not once paid. */
export function payInvoiceRefusal(actor: Actor, r: (InvoiceAccess & { balance: number }) | null): Refusal | null {
  const unseen = readInvoiceRefusal(actor, r);
  if (unseen || !r) {
    return unseen;
  }
  return r.balance <= 0 ? { code: 'CONFLICT', message: M.alreadyPaid } : null;
}

/**
 * The firm's policy may hold an approved report back until its invoice is paid: the client who
 * ordered it then reads "Report ready — pay KSh … to download"; the firm's staff are never held.
 */
export function reportReleaseRefusal(
  actor: Actor,
  invoice: { payBeforeRelease: boolean; balance: number } | null,
): Refusal | null {
  if (
    !invoice ||
    !invoice.payBeforeRelease ||
    invoice.balance <= 0 ||
    can(actor, 'payment:manage-any') ||
    can(actor, 'workspace:enter')
  ) {
    return null;
  }
  return { code: 'PAYMENT_REQUIRED', message: M.payFirst(formatKsh(invoice.balance)) };
}
