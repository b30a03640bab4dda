import { DocumentSchema, type DocumentInfo, type RequestDocumentCategory } from '@thamani/domain/documents';
import { DOCUMENT_ENDPOINTS } from '@thamani/domain/documents.endpoints';
import { pathOf } from '@thamani/domain/endpoints';
import { uploadForm } from '@/lib/upload-form';

export type DocumentUpload = { requestId: string; category: RequestDocumentCategory; file: File };

/**
 * POST /api/requests/:id/documents as multipart (the category before the file: the server reads
 * it first), reporting upload progress (0–1). A refusal (413, 415, 409…) is thrown as the
 * server's AppError, in the user's words.
 */
export async function uploadRequestDocument(
  upload: DocumentUpload,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<DocumentInfo> {
  const body = await uploadForm(
    pathOf(DOCUMENT_ENDPOINTS.upload, { id: upload.requestId }),
    () => {
      const form = new FormData();
      form.append('category', upload.category);
      form.append('file', upload.file, upload.file.name);
      return form;
    },
    onProgress,
  );
  return DocumentSchema.parse(body);
}
