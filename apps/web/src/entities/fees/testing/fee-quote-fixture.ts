import {
  DEFAULT_FIRM_FEES,
  firmQuoteInput,
  quoteFee,
  VALUERS_RULES_SCALE,
  type FeeQuote,
  type FirmFees,
  type FeeQuoteRequest,
} from '@thamani/domain/fees';

/** A quote as the server works it (the domain's own rules), on a VAT-registered firm unless told otherwise. */
export function feeQuote(request: Partial<FeeQuoteRequest> = {}, fees: Partial<FirmFees> = {}): FeeQuote {
  return quoteFee(
    firmQuoteInput(
      VALUERS_RULES_SCALE,
      { ...DEFAULT_FIRM_FEES, vatRegistered: true, ...fees },
      { category: 'ordinary', expectedValue: 10_000_000, ...request },
    ),
  );
}
