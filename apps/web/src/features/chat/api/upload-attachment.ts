import { AppError } from '@thamani/domain/app-error';
import { DocumentSchema, type DocumentInfo } from '@thamani/domain/documents';
import { NETWORK_ERROR_MESSAGE, parseResponseText } from '@/lib/api-client';
import { getAccessToken, refreshAccessToken } from '@/lib/auth/access-token';

async function post(requestId: string, file: File, token: string | null): Promise<Response> {
  const form = new FormData();
  // The server reads `category` before the file.
  form.append('category', 'other');
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(`/api/requests/${encodeURIComponent(requestId)}/documents`, { method: 'POST', headers, body: form, credentials: 'same-origin' });
  } catch {
    throw new AppError('UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }
}

/** POST /api/requests/:id/documents — a chat attachment is a document of the request ("Other"). */
export async function uploadAttachment(requestId: string, file: File): Promise<DocumentInfo> {
  const token = getAccessToken();
  let response = await post(requestId, file, token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken().catch(() => null);
    if (fresh) {
      response = await post(requestId, file, fresh);
    }
  }
  const body = parseResponseText(await response.text());
  if (!response.ok) {
    throw AppError.fromResponse(response.status, body);
  }
  return DocumentSchema.parse(body);
}
