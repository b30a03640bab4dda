import { REQUEST_DOCUMENT_CATEGORY_LABELS, type RequestDocumentCategory, UPLOAD_KINDS, UPLOAD_MESSAGES } from '@thamani/domain/documents';
import type { DocumentInfo } from '@thamani/domain/documents';
import { uploadRequestDocument } from '@/entities/document/api/upload-request-document';
import { buildPdf } from './build-pdf';
import { jpegBytes } from './canvas';
import { fitToLimit } from './jpeg-quality';
import type { Raster } from './raster';

export const SCAN_TOO_LARGE = `${UPLOAD_MESSAGES.tooLarge(UPLOAD_KINDS.requestDocument)} Save fewer pages at a time (split the document in two).`;

/** Encodes the pages as JPEG, builds one PDF that fits the upload limit and uploads it. */
export async function saveScan(requestId: string, category: RequestDocumentCategory, pages: readonly Raster[]): Promise<DocumentInfo> {
  const label = REQUEST_DOCUMENT_CATEGORY_LABELS[category];
  const result = await fitToLimit(async (quality) => {
    const encoded = [];
    for (const page of pages) {
      encoded.push({ jpeg: await jpegBytes(page, quality), width: page.width, height: page.height });
    }
    return buildPdf(encoded, `${label} (scan)`);
  });
  if (!result.bytes) {
    throw new Error(SCAN_TOO_LARGE);
  }
  const day = new Date().toISOString().slice(0, 10);
  const filename = `scan-${category.replaceAll('_', '-')}-${day}.pdf`;
  const file = new File([result.bytes as Uint8Array<ArrayBuffer>], filename, { type: 'application/pdf' });
  return uploadRequestDocument({ requestId, category, file });
}
