import { eq } from 'drizzle-orm';
import type { FeeQuote, FeeQuoteRequest } from '@thamani/domain/fees';
import type { Db } from '#db/client.ts';
import { requestQuotes } from '#db/schema/request-quotes.table.ts';
import { quoteForFirm, type FeesCtx } from './fees.service.ts';

/**
 * Keep the quote the client saw with the request they ordered, in the order's transaction: worked
 * again on the server (the browser's copy is never trusted) and written once.
 */
export async function recordRequestQuote(
  ctx: FeesCtx,
  tx: Db,
  requestId: string,
  request: FeeQuoteRequest,
): Promise<FeeQuote> {
  const quote = await quoteForFirm(ctx, request, tx);
  await tx.insert(requestQuotes).values({ requestId, expectedValue: request.expectedValue, quote });
  return quote;
}

/** The quote kept with a request; null when the client gave no value. */
export async function quoteOfRequest(db: Db, requestId: string): Promise<FeeQuote | null> {
  const [row] = await db
    .select({ quote: requestQuotes.quote })
    .from(requestQuotes)
    .where(eq(requestQuotes.requestId, requestId))
    .limit(1);
  return row?.quote ?? null;
}
