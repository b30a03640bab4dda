import { AppError } from '@thamani/domain/app-error';
import { NETWORK_ERROR_MESSAGE, parseResponseText } from '@/lib/api-client';
import { withFreshToken } from '@/lib/auth/access-token';

/**
 * POST (or PUT) a multipart form to our API, reporting upload progress (0–1) — fetch cannot report it, so
 * this is the one XMLHttpRequest of the app. Retried once with a fresh token after a 401. A
 * refusal (413, 415, 409…) is thrown as the server's AppError, in the user's words; a connection
 * that fails is AppError UNAVAILABLE. `form` is called for each try (a FormData is sent once).
 */
export async function uploadForm(
  url: string,
  form: () => FormData,
  onProgress: (fraction: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<unknown> {
  const result = await withFreshToken((token) => post(url, form(), onProgress, token, method));
  if (result.status < 200 || result.status >= 300) {
    throw AppError.fromResponse(result.status, result.body);
  }
  onProgress(1);
  return result.body;
}

function post(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  token: string | null,
  method: 'POST' | 'PUT',
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) {
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    }
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
