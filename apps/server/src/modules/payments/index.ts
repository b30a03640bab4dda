/**
 * The payments area's front door: invoices issued on approval and signed through eTIMS, M-Pesa payments (push, callback,
 * status check), bank payments admins record, and the gate that holds a client's report until
 * the invoice is paid when the firm says so. Other modules import only this file.
 */
import type { AppContext } from '#context.ts';
import { requestMoved } from '../lifecycle/index.ts';
import { issueAdvanceOnAcceptance, issueInvoiceOnApproval } from './invoices.issue.ts';
import { registerEtimsSendJob } from './etims-send.job.ts';
import { registerMpesaStatusJob } from './mpesa-status.job.ts';

export { releaseRefusalOf as paymentReleaseGate, visitBookingRefusalOf as paymentVisitGate } from './invoices.read.ts';
export { registerPaymentsRoutes } from './payments.routes.ts';
export { MPESA_STATUS_JOB } from './mpesa-push.ts';
export { ETIMS_SEND_JOB } from './etims-send.job.ts';
export { createInvoiceEtimsClient } from './etims-device.ts';
export { issueCreditNote, type IssueCreditNoteInput } from './credit-notes.issue.ts';

/**
 * At start: the invoice follows an approval (an advance, the order's acceptance, when the client pays before the visit) and goes to eTIMS; a push without a callback is
 * checked a minute on.
 */
export async function registerPaymentsReactions(ctx: AppContext): Promise<void> {
  await ctx.outbox.subscribe({
    name: 'payments.issue-invoice',
    event: requestMoved,
    handle: (event) => issueInvoiceOnApproval(ctx, event),
    failedMessage: 'The invoice for an approved report could not be issued.',
  });
  await ctx.outbox.subscribe({
    name: 'payments.issue-advance',
    event: requestMoved,
    handle: (event) => issueAdvanceOnAcceptance(ctx, event),
    failedMessage: 'The advance invoice for an accepted order could not be issued.',
  });
  await registerMpesaStatusJob(ctx);
  await registerEtimsSendJob(ctx);
}
