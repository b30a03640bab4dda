/**
 * The krooki extractor: what it looks for on a krooki, deed plan or title, the shapes the API
 * speaks, its messages, and the pure field finder (text with boxes in → proposals out), shared by
 * the server's job, the web page and the bench.
 */

// The front door of @thamani/domain/extractions: the module's code lives in ./extractions/.
export * from './extractions/messages.ts';
export * from './extractions/contract.ts';
export * from './extractions/rules.ts';
export { SQM_PER_ACRE, SQM_PER_HECTARE, areaFrom, parseDocumentDate } from './extractions/units.ts';
export * from './extractions/finder.ts';
