import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MARKET_EVIDENCE_MIN_VALUATIONS,
  MarketEvidenceQuerySchema,
  MarketEvidenceResponseSchema,
} from '@thamani/domain/market-evidence';
import type { AppContext } from '#context.ts';
import { MARKET_EVIDENCE_CACHE_SECONDS, createMarketEvidence } from './market-evidence.service.ts';

/** Public: the home page's estimate shows it beside the automated figure. */
export function registerMarketEvidenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const evidence = createMarketEvidence(ctx);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/market-evidence',
    {
      schema: {
        tags: ['market-evidence'],
        summary:
          'Public: what the firm’s approved valuations of a property type in a county say (median KSh per m², how many, which months)',
        description:
          `An aggregate, never a single report: \`evidence\` is null when fewer than ${MARKET_EVIDENCE_MIN_VALUATIONS} properties have an approved valuation ` +
          'stating a market value and a size above zero (the latest approval per property counts). The median is rounded to KSh 1,000 per m², ' +
          `the period to months (Nairobi time). Answers are reused for ${MARKET_EVIDENCE_CACHE_SECONDS} s.`,
        querystring: MarketEvidenceQuerySchema,
        response: { 200: MarketEvidenceResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', `public, max-age=${MARKET_EVIDENCE_CACHE_SECONDS}`);
      return evidence.get(request.query);
    },
  );
}
