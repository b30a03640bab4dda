import { z } from 'zod';
import { defineMessages } from '../messages/define.ts';

export const EXTRACTION_FIELDS = [
  'parcelNumber',
  'registrationSection',
  'registryMapSheet',
  'area',
  'deedPlanNumber',
  'surveyDate',
  'county',
] as const;
export type ExtractionFieldName = (typeof EXTRACTION_FIELDS)[number];
export const ExtractionFieldNameSchema = z.enum(EXTRACTION_FIELDS);

export const EXTRACTION_FIELD_LABELS: Record<ExtractionFieldName, string> = {
  parcelNumber: 'Parcel / LR number',
  registrationSection: 'Registration section',
  registryMapSheet: 'Registry map sheet',
  area: 'Area (m²)',
  deedPlanNumber: 'Deed plan number',
  surveyDate: 'Survey or mutation date',
  county: 'County',
};

export const EXTRACTION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];
export const EXTRACTION_METHODS = ['text', 'ocr', 'mixed'] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];

/** A document longer than this is refused (a krooki is 1–2 pages; a bundle of 40 is fine). */
export const EXTRACTION_MAX_PAGES = 100;
/** Page images and boxes share this scale (× the page's size in points). */
export const EXTRACTION_PAGE_SCALE = 2;

export const EXTRACTION_MESSAGES = defineMessages('extractions', {
  notFound: 'Extraction not found',
  notADocument: 'We found no text in this file. Upload a krooki, deed plan or title document (a PDF or a clear photo).',
  unreadable: 'This file could not be read as a PDF or an image. Upload another file.',
  tooManyPages: `This document has more than ${EXTRACTION_MAX_PAGES} pages. Upload only the pages of the plan or title.`,
  failed: 'We could not read this document. Please try again later.',
  notFinished: 'This document is still being read. Wait until it has finished.',
  noFields: 'Nothing was found to fill in. Type the details you see on the document.',
  confirmFirst: 'Confirm the fields before using them.',
  pageNotFound: 'Page not found',
  cannotUpdateProperty: "You may not update this request's property.",
  confirmed: 'Fields confirmed',
  applied: "The request's property was updated",
});
