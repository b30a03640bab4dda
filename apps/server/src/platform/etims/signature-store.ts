import type { EtimsSignature } from '@thamani/domain/invoicing';

/**
 * Where the client keeps each signature eTIMS gives, by invoice number, with a fingerprint of the
 * body it signed: when eTIMS answers that it already holds an invoice number, the same sale gets
 * its kept signature back and a different sale under that number is refused. The invoicing
 * service passes one backed by its table; the in-memory one lasts as long as the process.
 */
export interface EtimsSignatureStore {
  get(invoiceNumber: number): Promise<{ fingerprint: string; signature: EtimsSignature } | null>;
  put(invoiceNumber: number, entry: { fingerprint: string; signature: EtimsSignature }): Promise<void>;
}

export function createMemorySignatureStore(): EtimsSignatureStore {
  const entries = new Map<number, { fingerprint: string; signature: EtimsSignature }>();
  return {
    get: async (invoiceNumber) => entries.get(invoiceNumber) ?? null,
    put: async (invoiceNumber, entry) => {
      entries.set(invoiceNumber, entry);
    },
  };
}
