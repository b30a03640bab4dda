/**
 * The extractions area's front door: its routes, its job and OCR's shutdown. Other modules import
 * only this file.
 */
export { EXTRACTION_READ_JOB, registerExtractionJob } from './extraction.job.ts';
export { registerExtractionRoutes } from './extractions.routes.ts';
export { closeOcr } from './ocr.ts';
