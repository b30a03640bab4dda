import { REQUEST_DOCUMENT_CATEGORIES, REQUEST_DOCUMENT_CATEGORY_LABELS } from '@thamani/domain/documents';

/** The eight kinds of request document, in the domain's order, for a <select>. */
export const CATEGORY_OPTIONS = REQUEST_DOCUMENT_CATEGORIES.map((value) => ({
  value,
  label: REQUEST_DOCUMENT_CATEGORY_LABELS[value],
}));
