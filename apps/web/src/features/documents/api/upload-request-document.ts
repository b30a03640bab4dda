import { AppError } from '@thamani/domain/app-error';
import { DocumentSchema, type DocumentInfo, type RequestDocumentCategory } from '@thamani/domain/documents';
import { NETWORK_ERROR_MESSAGE, parseResponseText } from '@/lib/api-client';
import { getAccessToken, refreshAccessToken } from '@/lib/auth/access-token';

export type DocumentUpload = { requestId: string; category: RequestDocumentCategory; file: File };

/**
 * POST /api/requests/:id/documents as multipart (the category before the file: the server reads
 * it first), reporting upload progress (0–1); retried once with a fresh token after a 401. A
 * refusal (413, 415, 409…) is thrown as the server's AppError, in the user's words.
 */
export async function uploadRequestDocument(
  upload: DocumentUpload,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<DocumentInfo> {
  const token = getAccessToken();
  let result = await post(upload, onProgress, token);
  if (result.status === 401 && token) {
    const fresh = await refreshAccessToken().catch(() => null);
    if (fresh) {
      result = await post(upload, onProgress, fresh);
    }
  }
  if (result.status < 200 || result.status >= 300) {
    throw AppError.fromResponse(result.status, result.body);
  }
  onProgress(1);
  return DocumentSchema.parse(result.body);
}

function post(
  upload: DocumentUpload,
  onProgress: (fraction: number) => void,
  token: string | null,
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('category', upload.category);
  form.append('file', upload.file, upload.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/requests/${encodeURIComponent(upload.requestId)}/documents`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) {
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(event.loaded / event.total, 0.99));
      }
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseResponseText(xhr.responseText) });
    xhr.onerror = () => reject(new AppError('UNAVAILABLE', NETWORK_ERROR_MESSAGE));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = xhr.onerror;
    xhr.send(form);
  });
}
