import { PersonDetailSchema, type AdminValuerProfileInput } from '@thamani/domain/people';
import { apiRequest, fileForm } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { peopleKeys } from '@/lib/query-keys/people-keys';
import { personPath, usePersonSaved } from './get-person';

/** PUT /api/admin/users/:userId/valuer-profile — VRB number, practising certificate, phone. */
export function useUpdateValuerDetails(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.valuer-details', {
    mutationFn: (body: AdminValuerProfileInput) =>
      apiRequest(`${personPath(userId)}/valuer-profile`, { method: 'PUT', body, schema: PersonDetailSchema }),
    onSuccess: onSaved,
    keep: (person) => [peopleKeys.detail(person.userId)],
  });
}

/** PUT /api/admin/users/:userId/valuer-profile/signature — a PNG or JPEG (≤ 2 MB) as multipart. */
export function uploadValuerSignature(userId: string, file: File) {
  return apiRequest(`${personPath(userId)}/valuer-profile/signature`, { method: 'PUT', body: fileForm(file), schema: PersonDetailSchema });
}

export function useUploadValuerSignature(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.signature', { mutationFn: (file: File) => uploadValuerSignature(userId, file), onSuccess: onSaved, keep: (person) => [peopleKeys.detail(person.userId)] });
}
