/**
 * The fees area's front door: what a valuation costs (the quote on the firm's settings), the
 * quote kept with each request, and the firm's fee settings. Other modules import only this file.
 */
export { registerFeesRoutes } from './fees.routes.ts';
export { quoteForFirm, scaleInForceOn } from './fees.service.ts';
export { selectFirmFees as firmFeesOf } from './fees.queries.ts';
export { quoteOfRequest, recordRequestQuote } from './request-quotes.ts';
