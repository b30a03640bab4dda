import type { AdminValuerProfileInput } from '@thamani/domain/people';
import { PEOPLE_ENDPOINTS } from '@thamani/domain/people.endpoints';
import { fileForm } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { peopleKeys } from '@/lib/query-keys/people-keys';
import { usePersonSaved } from './get-person';

/** PUT /api/admin/users/:userId/valuer-profile — VRB number, practising certificate, phone. */
export function useUpdateValuerDetails(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.valuer-details', {
    mutationFn: (body: AdminValuerProfileInput) =>
      callEndpoint(PEOPLE_ENDPOINTS.updateValuer, { params: { userId }, body }),
    onSuccess: onSaved,
    keep: (person) => [peopleKeys.detail(person.userId)],
  });
}

/** PUT /api/admin/users/:userId/valuer-profile/signature — a PNG or JPEG (≤ 2 MB) as multipart. */
export function uploadValuerSignature(userId: string, file: File) {
  return callEndpoint(PEOPLE_ENDPOINTS.uploadSignature, { params: { userId }, body: fileForm(file) });
}

export function useUploadValuerSignature(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.signature', { mutationFn: (file: File) => uploadValuerSignature(userId, file), onSuccess: onSaved, keep: (person) => [peopleKeys.detail(person.userId)] });
}
