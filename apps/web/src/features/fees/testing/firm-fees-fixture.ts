import { KENYA_VAT_RATE_BP, type FirmFeesView } from '@thamani/domain/fees';

/** The firm's fee settings as GET /api/admin/fees returns them; override what a test needs. */
export function firmFees(overrides: Partial<FirmFeesView> = {}): FirmFeesView {
  return {
    vatRegistered: false,
    vatRateBp: KENYA_VAT_RATE_BP,
    travelRatePerKm: null,
    officialSearchFee: null,
    fixedFees: [],
    paymentTerms: { individual: 'on_invoice', organisation: 'on_account' },
    scale: {
      id: 'ke-valuers-forms-and-fees-rules',
      version: 1,
      effectiveFrom: '2026-11-21',
      citation: 'Valuers (Forms and Fees) Rules, Valuers Act (Cap. 532)',
    },
    updatedAt: null,
    ...overrides,
  };
}
