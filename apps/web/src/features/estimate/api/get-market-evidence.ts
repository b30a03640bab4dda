import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketEvidenceQuery } from '@thamani/domain/market-evidence';
import { MARKET_EVIDENCE_ENDPOINTS } from '@thamani/domain/market-evidence.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { marketEvidenceKeys } from '@/lib/query-keys/market-evidence-keys';

/** GET /api/market-evidence — what the firm's approved valuations of a type in a county say (public). */
export function getMarketEvidence(query: MarketEvidenceQuery, signal?: AbortSignal) {
  const search = new URLSearchParams({ county: query.county, propertyType: query.propertyType });
  return callEndpoint(MARKET_EVIDENCE_ENDPOINTS.evidence, { query: search, signal });
}

export function marketEvidenceQueryOptions(query: MarketEvidenceQuery) {
  return queryOptions({
    queryKey: marketEvidenceKeys.of(query),
    queryFn: ({ signal }) => getMarketEvidence(query, signal),
  });
}

/** Asks only when there is a county and a type to ask about. */
export function useMarketEvidence(query: MarketEvidenceQuery | null) {
  return useQuery({
    ...marketEvidenceQueryOptions(query ?? { county: 'Nairobi', propertyType: 'residential' }),
    enabled: query !== null,
  });
}
