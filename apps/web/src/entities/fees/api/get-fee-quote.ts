import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestPurpose } from '@thamani/domain/requests';
import { FEES_ENDPOINTS } from '@thamani/domain/fees.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { feeKeys } from '@/lib/query-keys/fee-keys';

export type QuoteAsk = { expectedValue: number; purpose: RequestPurpose | null };

/** POST /api/fees/quote (public): an ordinary valuation's fee on the value the client expects, with its working. */
export function getFeeQuote({ expectedValue, purpose }: QuoteAsk, signal?: AbortSignal) {
  return callEndpoint(FEES_ENDPOINTS.quote, {
    body: { category: 'ordinary', expectedValue, purpose: purpose ?? undefined },
    signal,
  });
}

export function feeQuoteQueryOptions(ask: QuoteAsk) {
  return queryOptions({ queryKey: feeKeys.quote(ask), queryFn: ({ signal }) => getFeeQuote(ask, signal) });
}

/**
 * Asks only when there is a value to quote on. The last quote stays on screen while the next one
 * is worked out, so the table does not jump as the client types.
 */
export function useFeeQuote(ask: QuoteAsk | null) {
  return useQuery({
    ...feeQuoteQueryOptions(ask ?? { expectedValue: 1, purpose: null }),
    enabled: ask !== null,
    placeholderData: keepPreviousData,
    // A refusal (the firm quotes no fee) does not change on a second try.
    retry: false,
  });
}
