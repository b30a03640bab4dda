import { AppError } from '@thamani/domain/app-error';
import { NETWORK_ERROR_MESSAGE, parseResponseText } from '@/lib/api-client';
import { getAccessToken, refreshAccessToken } from '@/lib/auth/access-token';

export type PhotoUpload = {
  itemId: string;
  clientId: string;
  caption: string | null;
  takenAt: string;
  bytes: ArrayBuffer;
  type: string;
  name: string;
};

/** Waits between tries when the connection drops mid-upload. */
const BACKOFF_MS = [1_000, 3_000];

/**
 * POST /api/inspections/:id/photos as multipart, reporting upload progress (0–1). A try that
 * cannot reach the server is repeated after a pause (the server ignores a repeat of the same
 * clientId); a refusal (413, 415…) is thrown at once as an AppError.
 */
export async function uploadPhoto(
  inspectionId: string,
  photo: PhotoUpload,
  onProgress: (fraction: number) => void,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await sendOnce(inspectionId, photo, onProgress);
    } catch (error) {
      const delay = BACKOFF_MS[attempt];
      const retryable = error instanceof AppError && error.code === 'UNAVAILABLE';
      if (!retryable || delay === undefined || !navigator.onLine) {
        throw error;
      }
      await sleep(delay);
    }
  }
}

async function sendOnce(inspectionId: string, photo: PhotoUpload, onProgress: (fraction: number) => void) {
  const token = getAccessToken();
  let result = await post(inspectionId, photo, onProgress, token);
  if (result.status === 401 && token) {
    const fresh = await refreshAccessToken().catch(() => null);
    if (fresh) {
      result = await post(inspectionId, photo, onProgress, fresh);
    }
  }
  if (result.status < 200 || result.status >= 300) {
    throw AppError.fromResponse(result.status, result.body);
  }
  onProgress(1);
  return result.body;
}

function post(
  inspectionId: string,
  photo: PhotoUpload,
  onProgress: (fraction: number) => void,
  token: string | null,
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('itemId', photo.itemId);
  form.append('clientId', photo.clientId);
  if (photo.caption) {
    form.append('caption', photo.caption);
  }
  form.append('takenAt', photo.takenAt);
  form.append('file', new Blob([photo.bytes], { type: photo.type }), photo.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/inspections/${encodeURIComponent(inspectionId)}/photos`);
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
