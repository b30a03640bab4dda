import { AppError } from '@thamani/domain/app-error';
import {
  creditableOf,
  creditAmountProblem,
  CREDIT_NOTE_MESSAGES as CN,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  invoiceStanding,
  issueCreditNoteRefusal,
  splitCredit,
  type CreditNote,
  type Invoice,
  type IssueCreditNoteBody,
} from '@thamani/domain/invoicing';
import { enforce } from '@thamani/domain/policies';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { selectCreditNoteEtims } from './credit-note-etims-state.ts';
import { toCreditNote } from './credit-note-view.ts';
import { insertCreditNote, lockInvoice, markInvoiceCredited } from './credit-notes.queries.ts';
import { queueCreditNoteEtimsSend } from './etims-send.job.ts';
import { standingOf } from './invoice-standing.ts';
import { toInvoice } from './invoice-view.ts';
import { markInvoicePaid, requesterOf, selectInvoice } from './invoices.queries.ts';

export const CREDIT_NOTE_ENTITY = 'credit_note';

type IssueCtx = Pick<AppContext, 'jobs' | 'etims' | 'now' | 'settings'>;

export interface IssueCreditNoteInput {
  invoiceId: string;
  /** Whole shillings to credit, VAT included. */
  amount: number;
  reason: string;
  /** The admin's profile; null when the firm's own rules credit it (an advance over the final fee). */
  issuedBy: string | null;
  /** The signed-in user the audit log names; null (the default) for the firm's own rules. */
  auditUserId?: string | null;
}

/**
 * A credit note against an invoice, in the caller's open transaction: the invoice row is locked
 * (two credits at once wait in turn and never credit more than its total), the amount checked
 * against what is left to credit, its VAT split (splitCredit), numbered CN-000001 in the firm's
 * gapless series, audited, and queued for eTIMS with eTIMS on. An invoice credited in full becomes
 * `credited`; one whose credit leaves nothing owed becomes `paid`. Refuses with 404 for an unknown
 * invoice, 409 once it is credited in full, 400 (on `amount`) for more than is left.
 */
export async function issueCreditNote(ctx: IssueCtx, tx: Db, input: IssueCreditNoteInput): Promise<CreditNote> {
  const invoice = await lockInvoice(tx, input.invoiceId);
  if (!invoice) {
    throw new AppError('NOT_FOUND', CN.invoiceNotFound);
  }
  const before = await standingOf(tx, invoice);
  const left = invoice.status === 'credited' ? 0 : creditableOf(invoice, before.credited);
  const problem = creditAmountProblem(input.amount, left);
  if (problem) {
    throw left <= 0 ? new AppError('CONFLICT', problem) : new AppError('VALIDATION', problem, { amount: problem });
  }
  const vat =
    invoice.vatRateBp !== null && invoice.vatAmount !== null
      ? { rateBp: invoice.vatRateBp, amount: invoice.vatAmount }
      : null;
  const split = splitCredit(
    input.amount,
    { subtotal: invoice.subtotal, vat, total: invoice.total },
    before.creditNotes.map((note) => ({ subtotal: note.subtotal, vatAmount: note.vatAmount ?? 0, total: note.total })),
  );
  const at = ctx.now();
  const note = await insertCreditNote(
    tx,
    {
      firmId: invoice.firmId,
      invoiceId: invoice.id,
      subtotal: split.subtotal,
      vatRateBp: split.vat?.rateBp ?? null,
      vatAmount: split.vat?.amount ?? null,
      total: split.total,
      reason: input.reason,
      issuedBy: input.issuedBy,
    },
    at,
  );
  const after = invoiceStanding({ total: invoice.total, paid: before.paid, credited: before.credited + split.total });
  if (after.fullyCredited) {
    await markInvoiceCredited(tx, invoice.id);
  } else if (after.balance === 0) {
    await markInvoicePaid(tx, invoice.id, at);
  }
  await writeAudit(tx, {
    actionType: 'credit_note_issued',
    entityType: CREDIT_NOTE_ENTITY,
    entityId: note.id,
    userId: input.auditUserId ?? null,
    details: {
      invoice_id: invoice.id,
      invoice_number: formatInvoiceNumber(invoice.number),
      number: formatCreditNoteNumber(note.number),
      amount: note.total,
      vat: note.vatAmount,
      reason: note.reason,
      fully_credited: after.fullyCredited,
    },
  });
  await queueCreditNoteEtimsSend(ctx, tx, note);
  return toCreditNote(note, invoice.number, await selectCreditNoteEtims(tx, note.id), ctx.settings);
}

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now' | 'settings' | 'jobs' | 'etims'>;

/** An admin credits part or all of an invoice (POST /api/admin/invoices/:id/credit-notes); the answer is the invoice as it now stands. */
export async function issueCreditNoteAsAdmin(
  ctx: Ctx,
  identity: Identity,
  invoiceId: string,
  body: IssueCreditNoteBody,
): Promise<Invoice> {
  const reference = await inTransaction(ctx, async (tx) => {
    const invoice = await selectInvoice(tx, identity.firmId, invoiceId, { forUpdate: true });
    enforce(issueCreditNoteRefusal(identity, invoice));
    const request = invoice ? await requesterOf(tx, identity.firmId, invoice.requestId) : null;
    if (!invoice || !request) {
      throw new AppError('NOT_FOUND', CN.invoiceNotFound);
    }
    await issueCreditNote(ctx, tx, {
      invoiceId,
      amount: body.amount,
      reason: body.reason,
      issuedBy: identity.profileId,
      auditUserId: identity.userId,
    });
    return request.reference;
  });
  const row = await selectInvoice(ctx.db, identity.firmId, invoiceId);
  if (!row) {
    throw new AppError('NOT_FOUND', CN.invoiceNotFound);
  }
  return toInvoice(ctx, row, reference);
}
