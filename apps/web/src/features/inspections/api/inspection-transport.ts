import { pathOf } from '@thamani/domain/endpoints';
import { type InspectionDetail, InspectionPhotoSchema } from '@thamani/domain/inspections';
import { INSPECTION_ENDPOINTS } from '@thamani/domain/inspections.endpoints';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import type { SyncTransport } from '../lib/sync';
import { uploadPhoto } from '../lib/upload-photo';
import { getInspection } from './get-inspection';

/**
 * The requests the outbox replays: autosave (PATCH with version), photo upload, caption, removal.
 * A caption's and a removal's answers are not read (the next fetch brings the photo): any body passes.
 */
export const inspectionTransport: SyncTransport<InspectionDetail> = {
  fetch: (inspectionId) => getInspection(inspectionId),
  patch: (inspectionId, version, changes) =>
    callEndpoint(INSPECTION_ENDPOINTS.save, { params: { id: inspectionId }, body: { version, changes } }),
  upload: async (inspectionId, photo, onProgress) => {
    const body = await uploadPhoto(inspectionId, photo, onProgress);
    return InspectionPhotoSchema.parse(body);
  },
  caption: (inspectionId, photoId, caption) =>
    apiRequest(pathOf(INSPECTION_ENDPOINTS.captionPhoto, { id: inspectionId, photoId }), {
      method: INSPECTION_ENDPOINTS.captionPhoto.method,
      body: { caption },
      schema: InspectionPhotoSchema.or(z.unknown()),
    }),
  remove: (inspectionId, photoId) =>
    apiRequest(pathOf(INSPECTION_ENDPOINTS.deletePhoto, { id: inspectionId, photoId }), {
      method: INSPECTION_ENDPOINTS.deletePhoto.method,
      schema: z.unknown(),
    }),
};
