import { endpoint } from './endpoints.ts';
import {
  MARKET_EVIDENCE_CACHE_SECONDS,
  MARKET_EVIDENCE_MIN_VALUATIONS,
  MarketEvidenceQuerySchema,
  MarketEvidenceResponseSchema,
} from './market-evidence.ts';

/** Public: the home page's estimate shows it beside the automated figure. */
export const MARKET_EVIDENCE_ENDPOINTS = {
  evidence: endpoint({
    method: 'GET',
    path: '/api/market-evidence',
    access: 'public',
    query: MarketEvidenceQuerySchema,
    response: MarketEvidenceResponseSchema,
    tag: 'market-evidence',
    summary:
      'Public: what the firm’s approved valuations of a property type in a county say (median KSh per m², how many, which months)',
    description:
      `An aggregate, never a single report: \`evidence\` is null when fewer than ${MARKET_EVIDENCE_MIN_VALUATIONS} properties have an approved valuation ` +
      'stating a market value and a size above zero (the latest approval per property counts). The median is rounded to KSh 1,000 per m², ' +
      `the period to months (Nairobi time). Answers are reused for ${MARKET_EVIDENCE_CACHE_SECONDS} s.`,
  }),
};
