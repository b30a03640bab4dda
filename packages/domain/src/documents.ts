import { z } from 'zod';
import { defineMessages, withParams } from './messages/define.ts';

/**
 * Upload kinds: one entry per place a file can be attached. A new area adds its kind here (its
 * size limit and accepted types) and calls the server's upload pipeline with it; no other kind
 * changes. Types are decided from the file's bytes, never from its name or declared type.
 */
export const ACCEPTED_TYPE_LABELS = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
} as const;
export type AcceptedType = keyof typeof ACCEPTED_TYPE_LABELS;

/** Images are re-encoded before they are served (orientation applied, metadata stripped). */
export const IMAGE_TYPES: readonly AcceptedType[] = ['image/jpeg', 'image/png', 'image/webp'];

export interface UploadKind {
  maxBytes: number;
  types: readonly AcceptedType[];
}

const MB = 1024 * 1024;

export const UPLOAD_KINDS = {
  /** Title deeds, searches, krookis, plans, IDs attached to a valuation request (also scans and chat attachments). */
  requestDocument: { maxBytes: 20 * MB, types: ['application/pdf', 'image/jpeg', 'image/png'] },
  /** A document uploaded to the krooki extractor before it belongs to any request (seen by its uploader and admins). */
  extractionSource: { maxBytes: 20 * MB, types: ['application/pdf', 'image/jpeg', 'image/png'] },
  /** Photos taken during an inspection (phones: JPEG; HEIC is refused, the browser converts). */
  inspectionPhoto: { maxBytes: 15 * MB, types: ['image/jpeg', 'image/png', 'image/webp'] },
  /** A valuer's signature image, printed on the reports they sign (stored re-encoded as PNG). */
  signature: { maxBytes: 2 * MB, types: ['image/png', 'image/jpeg'] },
  /** An approved report's PDF, rendered by the server (never uploaded). */
  report_pdf: { maxBytes: 50 * MB, types: ['application/pdf'] },
} as const satisfies Record<string, UploadKind>;
export type UploadKindName = keyof typeof UPLOAD_KINDS;

/** "PDF, JPEG or PNG". */
function listLabels(labels: readonly string[]): string {
  if (labels.length <= 1) {
    return labels.join('');
  }
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1) ?? ''}`;
}

export const UPLOAD_MESSAGES = defineMessages('uploads', {
  tooLarge: withParams(
    (p: { megabytes: number }) => `This file is larger than ${p.megabytes} MB.`,
    (kind: UploadKind) => ({ megabytes: Math.round(kind.maxBytes / MB) }),
  ),
  wrongType: withParams(
    (p: { types: readonly string[] }) => `This file type is not accepted. Upload a ${listLabels(p.types)}.`,
    (kind: UploadKind) => ({ types: kind.types.map((t) => ACCEPTED_TYPE_LABELS[t]) }),
  ),
  noFile: 'Choose a file to upload.',
  notMultipart: 'Send the file as multipart/form-data.',
  unreadableImage: 'This image could not be read. Upload another file.',
  unreadablePdf:
    'This PDF could not be read. Check that it opens on your device, or upload a scan of it as a JPEG or PNG.',
  pageNotFound: 'This page is not in the document.',
  requestClosed: withParams(
    (p: { status: 'cancelled' | 'completed' }) => `This request is ${p.status}: documents can no longer be added to it.`,
    (status: 'cancelled' | 'completed') => ({ status }),
  ),
  interrupted: 'The upload did not finish. Please try again.',
  documentNotFound: 'Document not found',
  acceptFirst: 'Accept the request before adding documents to it.',
  category: 'Choose what this document is.',
});

/** What a request document is (the upload form's choice), in the order the form offers them. */
export const REQUEST_DOCUMENT_CATEGORIES = [
  'title_deed',
  'certificate_of_lease',
  'search',
  'krooki',
  'deed_plan',
  'building_plans',
  'id_document',
  'other',
] as const;
export const RequestDocumentCategorySchema = z.enum(REQUEST_DOCUMENT_CATEGORIES, { error: UPLOAD_MESSAGES.category });
export type RequestDocumentCategory = z.infer<typeof RequestDocumentCategorySchema>;

export const REQUEST_DOCUMENT_CATEGORY_LABELS: Record<RequestDocumentCategory, string> = {
  title_deed: 'Title deed',
  certificate_of_lease: 'Certificate of lease',
  search: 'Official search',
  krooki: 'Krooki / survey plan',
  deed_plan: 'Deed plan',
  building_plans: 'Approved building plans',
  id_document: 'ID document',
  other: 'Other',
};

export const DocumentSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  category: RequestDocumentCategorySchema,
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  /** SHA-256 (hex) of the bytes as uploaded; images are served re-encoded, so theirs differ. */
  sha256: z.string(),
  uploadedBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
  /** Where an image was taken, from its EXIF GPS tags (kept as data; stripped from the served file). */
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** When an image was taken, as its EXIF says (camera-local wall time, no zone). */
  capturedAt: z.string().nullable(),
  /** Pages of a PDF (1 for an image); null for files stored before pages were counted. */
  pageCount: z.number().int().nonnegative().nullable(),
  createdAt: z.iso.datetime(),
});
export type DocumentInfo = z.infer<typeof DocumentSchema>;

export const DocumentListSchema = z.object({ items: z.array(DocumentSchema) });
export type DocumentList = z.infer<typeof DocumentListSchema>;

/**
 * A file name that is safe to show and to send back in Content-Disposition: no path, no control
 * or bidi-override characters, at most 120 characters, never empty.
 */
export function safeFilename(name: string | undefined, fallback = 'document'): string {
  const base = (name ?? '').split(/[\\/]/).at(-1) ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069"]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .trim();
  const short = [...cleaned].slice(0, 120).join('');
  return short === '' || short === '.' || short === '..' ? fallback : short;
}

/** The file types a request document may be, for a file input's `accept` (the server still sniffs the bytes). */
export const REQUEST_DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * The browser's first check of a chosen file against an upload kind (the server decides from the
 * bytes): the message to show, or null. `type` is what the browser says, guessed from the name.
 */
export function uploadFileProblem(file: { size: number; type: string; name: string }, kind: UploadKind): string | null {
  if (file.size === 0) {
    return UPLOAD_MESSAGES.noFile;
  }
  if (file.size > kind.maxBytes) {
    return UPLOAD_MESSAGES.tooLarge(kind);
  }
  const byName: Record<string, AcceptedType> = {
    pdf: 'application/pdf',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
  };
  const declared = (kind.types as readonly string[]).includes(file.type)
    ? file.type
    : byName[file.name.split('.').at(-1)?.toLowerCase() ?? ''];
  return declared && (kind.types as readonly string[]).includes(declared) ? null : UPLOAD_MESSAGES.wrongType(kind);
}
