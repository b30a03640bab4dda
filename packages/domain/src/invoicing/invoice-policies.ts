import { can } from '../access/index.ts';
import { formatKsh } from '../money.ts';
import { PAYMENT_MESSAGES as M } from '../payments/messages.ts';
import type { Actor, Refusal } from '../policies.ts';
import { CREDIT_NOTE_MESSAGES as CN } from './credit-note-messages.ts';
import type { InvoiceStatus } from './invoice.ts';

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

/**
 * Asking for an M-Pesa payment: the client who ordered, or an admin for them; not twice, not once
 * paid, never on an invoice cancelled by a credit note. `balance` counts its credit notes.
 */
export function payInvoiceRefusal(
  actor: Actor,
  r: (InvoiceAccess & { balance: number; status?: InvoiceStatus }) | null,
): Refusal | null {
  const unseen = readInvoiceRefusal(actor, r);
  if (unseen || !r) {
    return unseen;
  }
  if (r.status === 'credited') {
    return { code: 'CONFLICT', message: CN.notPayable };
  }
  return r.balance <= 0 ? { code: 'CONFLICT', message: M.alreadyPaid } : null;
}

/**
 * Issuing a credit note: the firm's admins only (anyone else 404, as if there were no invoice);
 * never on an invoice already credited in full.
 */
export function issueCreditNoteRefusal(actor: Actor, invoice: { status: InvoiceStatus } | null): Refusal | null {
  if (!invoice || !can(actor, 'payment:manage-any')) {
    return { code: 'NOT_FOUND', message: CN.invoiceNotFound };
  }
  return invoice.status === 'credited' ? { code: 'CONFLICT', message: CN.fullyCredited } : null;
}

/**
 * Replacing an invoice with a new one: the firm's admins only (anyone else 404), once the invoice
 * is credited in full, and once only (`replacedBy`: the number of the invoice that replaced it).
 */
export function replaceInvoiceRefusal(
  actor: Actor,
  invoice: { status: InvoiceStatus; replacedBy: string | null } | null,
): Refusal | null {
  if (!invoice || !can(actor, 'payment:manage-any')) {
    return { code: 'NOT_FOUND', message: CN.invoiceNotFound };
  }
  if (invoice.status !== 'credited') {
    return { code: 'CONFLICT', message: CN.notFullyCredited };
  }
  return invoice.replacedBy ? { code: 'CONFLICT', message: CN.alreadyReplaced(invoice.replacedBy) } : null;
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

/**
 * A firm that is paid before the visit books no visit while the advance on the quote is owed:
 * nobody books it for the client, not the valuer nor an admin — money received is recorded first.
 */
export function visitBookingRefusal(advance: { number: string; balance: number } | null): Refusal | null {
  if (!advance || advance.balance <= 0) {
    return null;
  }
  return { code: 'PAYMENT_REQUIRED', message: M.payBeforeVisit(formatKsh(advance.balance), advance.number) };
}
