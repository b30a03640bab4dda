import { type InspectionDetail, InspectionDetailSchema, InspectionPhotoSchema } from '@thamani/domain/inspections';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { SyncTransport } from '../lib/sync';
import { uploadPhoto } from '../lib/upload-photo';
import { getInspection } from './get-inspection';

const base = (inspectionId: string) => `/api/inspections/${encodeURIComponent(inspectionId)}`;

/** The requests the outbox replays: autosave (PATCH with version), photo upload, caption, removal. */
export const inspectionTransport: SyncTransport<InspectionDetail> = {
  fetch: (inspectionId) => getInspection(inspectionId),
  patch: (inspectionId, version, changes) =>
    apiRequest(base(inspectionId), { method: 'PATCH', body: { version, changes }, schema: InspectionDetailSchema }),
  upload: async (inspectionId, photo, onProgress) => {
    const body = await uploadPhoto(inspectionId, photo, onProgress);
    return InspectionPhotoSchema.parse(body);
  },
  caption: (inspectionId, photoId, caption) =>
    apiRequest(`${base(inspectionId)}/photos/${encodeURIComponent(photoId)}`, {
      method: 'PATCH',
      body: { caption },
      schema: InspectionPhotoSchema.or(z.unknown()),
    }),
  remove: (inspectionId, photoId) =>
    apiRequest(`${base(inspectionId)}/photos/${encodeURIComponent(photoId)}`, {
      method: 'DELETE',
      schema: z.unknown(),
    }),
};
