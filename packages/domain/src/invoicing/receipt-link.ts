/**
 * The link a transmitted invoice's QR code holds: KRA's receipt check on the eTIMS portal, with
 * the seller's PIN (11), branch id (2) and the receipt signature (16) run together in `Data`.
 * This is the form KRA's sandbox and live portals answer and integrators print; it was not found
 * in a KRA-published specification (docs/invoicing.md).
 */
export const ETIMS_PORTALS = {
  production: 'https://etims.kra.go.ke',
  sandbox: 'https://etims-sbx.kra.go.ke',
} as const;

export const ETIMS_RECEIPT_CHECK_PATH = '/common/link/etims/receipt/indexEtimsReceiptData';

/** `portal`: KRA's live or sandbox portal, or another origin (the simulator's) that answers the same path. */
export function etimsReceiptLink(
  receipt: { sellerPin: string; branchId: string; signature: string },
  portal: keyof typeof ETIMS_PORTALS | URL = 'production',
): string {
  const origin = portal instanceof URL ? portal.href.replace(/\/$/, '') : ETIMS_PORTALS[portal];
  const data = `${receipt.sellerPin}${receipt.branchId}${receipt.signature}`;
  return `${origin}${ETIMS_RECEIPT_CHECK_PATH}?Data=${encodeURIComponent(data)}`;
}
