/**
 * Invoices through KRA's eTIMS: what a sale or a credit note carries (seller, buyer, lines, the
 * tax band by band, totals), the exact body the online sales control unit (OSCU) is sent, the
 * signature it gives back and the QR link printed with it. Money is whole shillings; a band's tax
 * is rounded once, half up, as the fee quote's VAT is. See docs/invoicing.md.
 */

// The front door of @thamani/domain/invoicing: the module's code lives in ./invoicing/.
export * from './invoicing/messages.ts';
export * from './invoicing/tax-types.ts';
export * from './invoicing/tax-split.ts';
export * from './invoicing/items.ts';
export * from './invoicing/sale.ts';
export * from './invoicing/from-quote.ts';
export * from './invoicing/etims-time.ts';
export * from './invoicing/oscu-body.ts';
export * from './invoicing/result-codes.ts';
export * from './invoicing/oscu-receipt.ts';
export * from './invoicing/oscu-init.ts';
export * from './invoicing/receipt-link.ts';
export * from './invoicing/etims-state.ts';
export * from './invoicing/credit-note-messages.ts';
export * from './invoicing/credit-note.ts';
export * from './invoicing/credit-note-etims.ts';
export * from './invoicing/invoice.ts';
export * from './invoicing/invoice-policies.ts';
export * from './invoicing/advance.ts';
