import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  etimsReceiptLink,
  INVOICING_MESSAGES as M,
  type EtimsSignature,
  type InvoiceEtims,
} from '@thamani/domain/invoicing';
import type { Db } from '#db/client.ts';
import { invoiceEtims } from '#db/schema/invoice-etims.table.ts';
import { invoices } from '#db/schema/invoices.table.ts';
import type { EtimsSettings } from '#platform/etims/etims-settings.ts';
import { etimsPortalOf } from '#platform/etims/etims-settings.ts';
import type { EtimsSignatureStore } from '#platform/etims/signature-store.ts';

export type InvoiceEtimsRow = typeof invoiceEtims.$inferSelect;

/** In the invoice's issuing transaction: the row that says it is on its way to eTIMS. */
export async function insertEtimsPending(tx: Db, invoiceId: string): Promise<void> {
  await tx.insert(invoiceEtims).values({ invoiceId }).onConflictDoNothing();
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
 * The eTIMS client's signature store over invoice_etims: the invoice's row becomes signed the
 * moment eTIMS's receipt is read, with the body's fingerprint, so a job run again (a retry, a
 * restart) finds it signed, and a sale eTIMS already holds gets its kept signature back.
 * eTIMS's invoice number is the firm's invoice number.
 */
export function invoiceEtimsSignatures(db: Db, firmId: string): EtimsSignatureStore {
  const invoiceNumbered = (invoiceNumber: number) =>
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.firmId, firmId), eq(invoices.number, invoiceNumber)));
  return {
    async get(invoiceNumber) {
      const [row] = await db
        .select()
        .from(invoiceEtims)
        .where(and(inArray(invoiceEtims.invoiceId, invoiceNumbered(invoiceNumber)), eq(invoiceEtims.state, 'signed')))
        .limit(1);
      const signature = row ? signatureOf(row) : null;
      return row?.bodyHash && signature ? { fingerprint: row.bodyHash, signature } : null;
    },
    async put(invoiceNumber, { fingerprint, signature }) {
      await db
        .update(invoiceEtims)
        .set({
          state: 'signed',
          bodyHash: fingerprint,
          receiptNumber: signature.receiptNumber,
          totalReceiptNumber: signature.totalReceiptNumber,
          internalData: signature.internalData,
          signature: signature.signature,
          controlUnitSerial: signature.controlUnitSerial,
          mrcNo: signature.mrcNo,
          signedAt: signature.signedAt,
          attempts: sql`${invoiceEtims.attempts} + 1`,
          lastError: null,
          updatedAt: new Date(),
        })
        .where(and(inArray(invoiceEtims.invoiceId, invoiceNumbered(invoiceNumber)), ne(invoiceEtims.state, 'signed')));
    },
  };
}

function signatureOf(row: InvoiceEtimsRow): EtimsSignature | null {
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
  row: InvoiceEtimsRow | null,
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
