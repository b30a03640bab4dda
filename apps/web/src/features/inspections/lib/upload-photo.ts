import { AppError } from '@thamani/domain/app-error';
import { pathOf } from '@thamani/domain/endpoints';
import { INSPECTION_ENDPOINTS } from '@thamani/domain/inspections.endpoints';
import { uploadForm } from '@/lib/upload-form';

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

function sendOnce(inspectionId: string, photo: PhotoUpload, onProgress: (fraction: number) => void) {
  return uploadForm(
    pathOf(INSPECTION_ENDPOINTS.addPhoto, { id: inspectionId }),
    () => {
      const form = new FormData();
      form.append('itemId', photo.itemId);
      form.append('clientId', photo.clientId);
      if (photo.caption) {
        form.append('caption', photo.caption);
      }
      form.append('takenAt', photo.takenAt);
      form.append('file', new Blob([photo.bytes], { type: photo.type }), photo.name);
      return form;
    },
    onProgress,
  );
}
