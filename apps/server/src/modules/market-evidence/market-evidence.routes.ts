import type { FastifyInstance } from 'fastify';
import { MARKET_EVIDENCE_CACHE_SECONDS } from '@thamani/domain/market-evidence';
import { MARKET_EVIDENCE_ENDPOINTS } from '@thamani/domain/market-evidence.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { createMarketEvidence } from './market-evidence.service.ts';

/** Public: the home page's estimate shows it beside the automated figure. */
export function registerMarketEvidenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const evidence = createMarketEvidence(ctx);
  serveEndpoint(app, ctx.guard, MARKET_EVIDENCE_ENDPOINTS.evidence, async ({ query, reply }) => {
    void reply.header('cache-control', `public, max-age=${MARKET_EVIDENCE_CACHE_SECONDS}`);
    return evidence.get(query);
  });
}
