/**
 * The documents area's front door: it owns the documents table; other areas write a document
 * through `insertDocument`. Other modules import only this file.
 */
export { getDocumentRow, insertDocument } from './documents.queries.ts';
export { registerDocumentRoutes } from './documents.routes.ts';
export { createPagePreviews, type PagePreviews } from './page-previews.ts';
