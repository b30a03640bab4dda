import type { MarketEvidenceQuery } from '@thamani/domain/market-evidence';

/** Query keys of the home page's market evidence; every one starts with 'market-evidence'. */
export const marketEvidenceKeys = {
  all: ['market-evidence'] as const,
  of: (query: MarketEvidenceQuery) => ['market-evidence', query.county, query.propertyType] as const,
};
