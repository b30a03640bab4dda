import { AppError } from '@thamani/domain/app-error';
import { DocumentSchema, type DocumentInfo, type RequestDocumentCategory } from '@thamani/domain/documents';
import { NETWORK_ERROR_MESSAGE, parseResponseText } from '@/lib/api-client';
import { getAccessToken, refreshAccessToken } from '@/lib/auth/access-token';

export type ScanUpload = { requestId: string; category: RequestDocumentCategory; pdf: Uint8Array; filename: string };

async function post(upload: ScanUpload, token: string | null): Promise<Response> {
  const form = new FormData();
  // The server reads `category` before the file, so it must come first.
  form.append('category', upload.category);
  form.append('file', new Blob([upload.pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), upload.filename);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(`/api/requests/${encodeURIComponent(upload.requestId)}/documents`, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new AppError('UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }
}

/** POST /api/requests/:id/documents — the scan as one PDF (multipart), retried once with a fresh token after a 401. */
export async function uploadScan(upload: ScanUpload): Promise<DocumentInfo> {
  const token = getAccessToken();
  let response = await post(upload, token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken().catch(() => null);
    if (fresh) {
      response = await post(upload, fresh);
    }
  }
  const body = parseResponseText(await response.text());
  if (!response.ok) {
    throw AppError.fromResponse(response.status, body);
  }
  return DocumentSchema.parse(body);
}
