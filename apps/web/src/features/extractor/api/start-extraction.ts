import { AppError } from '@thamani/domain/app-error';
import { ExtractionSchema, type Extraction } from '@thamani/domain/extractions';
import { NETWORK_ERROR_MESSAGE, apiRequest, parseResponseText } from '@/lib/api-client';
import { getAccessToken, refreshAccessToken } from '@/lib/auth/access-token';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

async function post(file: File, token: string | null): Promise<Response> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch('/api/extractions', { method: 'POST', headers, body: form, credentials: 'same-origin' });
  } catch {
    throw new AppError('UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }
}

/** POST /api/extractions — a new file (multipart), retried once with a fresh token after a 401. */
export async function uploadForExtraction(file: File): Promise<Extraction> {
  const token = getAccessToken();
  let response = await post(file, token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken().catch(() => null);
    if (fresh) {
      response = await post(file, fresh);
    }
  }
  const body = parseResponseText(await response.text());
  if (!response.ok) {
    throw AppError.fromResponse(response.status, body);
  }
  return ExtractionSchema.parse(body);
}

/** Start reading: a new file, or a document already uploaded. */
export function useStartExtraction() {
  return useChangeMutation('extraction.start', {
    mutationFn: (source: { file: File } | { documentId: string }) =>
      'file' in source
        ? uploadForExtraction(source.file)
        : apiRequest('/api/extractions/from-document', { method: 'POST', body: { documentId: source.documentId }, schema: ExtractionSchema }),
  });
}
