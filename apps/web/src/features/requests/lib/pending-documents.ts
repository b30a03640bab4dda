import {
  RequestDocumentCategorySchema,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  uploadFileProblem,
} from '@thamani/domain/documents';
import type { uploadRequestDocument } from '@/entities/document/api/upload-request-document';

/** A file picked on /request before the request exists, with the kind the client chose for it. */
export type PendingDocument = { key: string; file: File; category: string; error?: string };

export function toPending(files: readonly File[]): PendingDocument[] {
  return files.map((file, i) => ({
    key: `${Date.now()}-${i}-${file.name}`,
    file,
    category: '',
    error: uploadFileProblem(file, UPLOAD_KINDS.requestDocument) ?? undefined,
  }));
}

/** The files still in the way of submitting: a kind not chosen, or a file the browser already knows the server will refuse. */
export function checkPending(pending: readonly PendingDocument[]): PendingDocument[] {
  return pending.map((p) => ({
    ...p,
    error:
      uploadFileProblem(p.file, UPLOAD_KINDS.requestDocument) ??
      (RequestDocumentCategorySchema.safeParse(p.category).success ? undefined : UPLOAD_MESSAGES.category),
  }));
}

export type FailedUpload = { name: string; message: string };

/** Upload the picked files one by one to the new request; those the server refused are returned with its message. */
export async function uploadPending(
  requestId: string,
  pending: readonly PendingDocument[],
  upload: typeof uploadRequestDocument,
): Promise<FailedUpload[]> {
  const failed: FailedUpload[] = [];
  for (const p of pending) {
    const category = RequestDocumentCategorySchema.parse(p.category);
    try {
      await upload({ requestId, category, file: p.file });
    } catch (error) {
      failed.push({ name: p.file.name, message: error instanceof Error ? error.message : UPLOAD_MESSAGES.interrupted });
    }
  }
  return failed;
}
