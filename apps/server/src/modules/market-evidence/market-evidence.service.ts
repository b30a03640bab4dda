import type { County } from '@thamani/domain/counties';
import type { PropertyType } from '@thamani/domain/estimate';
import {
  MARKET_EVIDENCE_CACHE_SECONDS,
  type MarketEvidenceQuery,
  type MarketEvidenceResponse,
  summariseMarketEvidence,
} from '@thamani/domain/market-evidence';
import type { AppContext } from '#context.ts';
import { approvedValuationSamples } from './market-evidence.queries.ts';

/**
 * What the firm's approved valuations say for a county and property type, each answer kept for
 * MARKET_EVIDENCE_CACHE_SECONDS. The keys are bounded (47 counties × 4 types), so the public
 * route needs no rate limit: a flood of calls reads memory, not the database.
 */
export function createMarketEvidence(ctx: Pick<AppContext, 'db' | 'firmId'>) {
  const cache = new Map<string, { at: number; answer: Promise<MarketEvidenceResponse> }>();

  async function compute(county: County, propertyType: PropertyType): Promise<MarketEvidenceResponse> {
    const samples = await approvedValuationSamples(ctx.db, ctx.firmId, county, propertyType);
    return { county, propertyType, evidence: summariseMarketEvidence(samples) };
  }

  return {
    async get({ county, propertyType }: MarketEvidenceQuery): Promise<MarketEvidenceResponse> {
      const key = `${county}|${propertyType}`;
      const now = Date.now();
      const cached = cache.get(key);
      if (cached && now - cached.at < MARKET_EVIDENCE_CACHE_SECONDS * 1000) {
        return cached.answer;
      }
      const answer = compute(county, propertyType);
      cache.set(key, { at: now, answer });
      // A failed read is not kept: the next call tries again.
      answer.catch(() => cache.delete(key));
      return answer;
    },
  };
}
