import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  etimsReceiptLink,
  INVOICING_MESSAGES as M,
  type EtimsSignature,
  type InvoiceEtims,
} from '@thamani/domain/invoicing';
import type { Db } from '#db/client.ts';
import { creditNoteEtims } from '#db/schema/credit-note-etims.table.ts';
import { creditNotes } from '#db/schema/credit-notes.table.ts';
import { invoiceEtims } from '#db/schema/invoice-etims.table.ts';
import { invoices } from '#db/schema/invoices.table.ts';
import type { EtimsSettings } from '#platform/etims/etims-settings.ts';
import { etimsPortalOf } from '#platform/etims/etims-settings.ts';
import type { EtimsSignatureStore } from '#platform/etims/signature-store.ts';

export type InvoiceEtimsRow = typeof invoiceEtims.$inferSelect;

/** In the invoice's issuing transaction: the row that says it is on its way to eTIMS, under its number in the firm's eTIMS series. */
export async function insertEtimsPending(tx: Db, invoiceId: string, etimsNumber: number): Promise<void> {
  await tx.insert(invoiceEtims).values({ invoiceId, etimsNumber }).onConflictDoNothing();
}

export async function selectInvoiceEtims(db: Db, invoiceId: string): Promise<InvoiceEtimsRow | null> {
  const [row] = await db.select().from(invoiceEtims).where(eq(invoiceEtims.invoiceId, invoiceId)).limit(1);
  return row ?? null;
}

/** An attempt that did not sign the invoice: counted, with what the firm reads; `failed` ends its passage. */
export async function recordEtimsAttempt(
  db: Db,
  invoiceId: string,
  outcome: { message: string; failed?: boolean },
): Promise<void> {
  await db
    .update(invoiceEtims)
    .set({
      attempts: sql`${invoiceEtims.attempts} + 1`,
      lastError: outcome.message,
      ...(outcome.failed ? { state: 'failed' as const } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(invoiceEtims.invoiceId, invoiceId), ne(invoiceEtims.state, 'signed')));
}

/**
 * The eTIMS client's signature store over invoice_etims and credit_note_etims: the document's row
 * becomes signed the moment eTIMS's receipt is read, with the body's fingerprint, so a job run
 * again (a retry, a restart) finds it signed, and a sale eTIMS already holds gets its kept
 * signature back. eTIMS's invoice number is the document's number in the firm's eTIMS series.
 */
export function invoiceEtimsSignatures(db: Db, firmId: string): EtimsSignatureStore {
  const invoiceOf = (etimsNumber: number) =>
    and(
      eq(invoiceEtims.etimsNumber, etimsNumber),
      inArray(invoiceEtims.invoiceId, db.select({ id: invoices.id }).from(invoices).where(eq(invoices.firmId, firmId))),
    );
  const creditNoteOf = (etimsNumber: number) =>
    and(
      eq(creditNoteEtims.etimsNumber, etimsNumber),
      inArray(
        creditNoteEtims.creditNoteId,
        db.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.firmId, firmId)),
      ),
    );
  return {
    async get(invoiceNumber) {
      const [row] = [
        ...(await db
          .select()
          .from(invoiceEtims)
          .where(and(invoiceOf(invoiceNumber), eq(invoiceEtims.state, 'signed')))
          .limit(1)),
        ...(await db
          .select()
          .from(creditNoteEtims)
          .where(and(creditNoteOf(invoiceNumber), eq(creditNoteEtims.state, 'signed')))
          .limit(1)),
      ];
      const signature = row ? signatureOf(row) : null;
      return row?.bodyHash && signature ? { fingerprint: row.bodyHash, signature } : null;
    },
    async put(invoiceNumber, { fingerprint, signature }) {
      const signed = {
        state: 'signed' as const,
        bodyHash: fingerprint,
        receiptNumber: signature.receiptNumber,
        totalReceiptNumber: signature.totalReceiptNumber,
        internalData: signature.internalData,
        signature: signature.signature,
        controlUnitSerial: signature.controlUnitSerial,
        mrcNo: signature.mrcNo,
        signedAt: signature.signedAt,
        lastError: null,
        updatedAt: new Date(),
      };
      await db
        .update(invoiceEtims)
        .set({ ...signed, attempts: sql`${invoiceEtims.attempts} + 1` })
        .where(and(invoiceOf(invoiceNumber), ne(invoiceEtims.state, 'signed')));
      await db
        .update(creditNoteEtims)
        .set({ ...signed, attempts: sql`${creditNoteEtims.attempts} + 1` })
        .where(and(creditNoteOf(invoiceNumber), ne(creditNoteEtims.state, 'signed')));
    },
  };
}

/** What an invoice's or a credit note's eTIMS row says, as its reader is told it. */
type EtimsRowView = Pick<
  InvoiceEtimsRow,
  | 'state'
  | 'bodyHash'
  | 'receiptNumber'
  | 'totalReceiptNumber'
  | 'internalData'
  | 'signature'
  | 'controlUnitSerial'
  | 'mrcNo'
  | 'signedAt'
  | 'lastError'
>;

function signatureOf(row: EtimsRowView): EtimsSignature | null {
  if (
    row.receiptNumber === null ||
    row.totalReceiptNumber === null ||
    row.internalData === null ||
    row.signature === null ||
    row.controlUnitSerial === null ||
    row.mrcNo === null ||
    row.signedAt === null
  ) {
    return null;
  }
  return {
    receiptNumber: row.receiptNumber,
    totalReceiptNumber: row.totalReceiptNumber,
    internalData: row.internalData,
    signature: row.signature,
    controlUnitSerial: row.controlUnitSerial,
    mrcNo: row.mrcNo,
    signedAt: row.signedAt,
  };
}

const NOTHING_SIGNED = { controlUnitSerial: null, receiptNumber: null, signature: null, signedAt: null, qrUrl: null };

/**
 * What the invoice says about eTIMS. An invoice issued while eTIMS was off has no row: `off`. The
 * QR link needs the seller's PIN and branch from the settings, so it is given while eTIMS is on.
 */
export function toInvoiceEtims(
  row: EtimsRowView | null,
  settings: { etims: EtimsSettings | null; publicUrl: string },
): InvoiceEtims {
  if (!row) {
    return { state: 'off', message: M.etimsOff, ...NOTHING_SIGNED };
  }
  if (row.state !== 'signed' || row.signature === null || row.receiptNumber === null) {
    return { state: row.state === 'signed' ? 'pending' : row.state, message: row.lastError, ...NOTHING_SIGNED };
  }
  const { etims } = settings;
  return {
    state: 'signed',
    message: M.etimsSigned(row.receiptNumber),
    controlUnitSerial: row.controlUnitSerial,
    receiptNumber: row.receiptNumber,
    signature: row.signature,
    signedAt: row.signedAt?.toISOString() ?? null,
    qrUrl: etims
      ? etimsReceiptLink(
          { sellerPin: etims.tin, branchId: etims.branchId, signature: row.signature },
          etimsPortalOf(etims, settings.publicUrl),
        )
      : null,
  };
}
