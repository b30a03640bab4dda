import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type UpdateValuerProfileBody, type ValuerProfile, ValuerProfileSchema } from '@thamani/domain/reports';
import { apiRequest, fileForm } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { valuerProfileKeys } from '@/lib/query-keys/report-keys';

const PROFILE_PATH = '/api/me/valuer-profile';

/** GET /api/me/valuer-profile — the VRB number and signature printed on the valuer's reports. */
export function getValuerProfile(signal?: AbortSignal) {
  return apiRequest(PROFILE_PATH, { schema: ValuerProfileSchema, signal });
}

export function useValuerProfile() {
  return useQuery({ queryKey: valuerProfileKeys.me, queryFn: ({ signal }) => getValuerProfile(signal) });
}

/** The checks read the author's VRB number and signature from the report: refetch reports too. */
function useProfileSaved() {
  const queryClient = useQueryClient();
  return (profile: ValuerProfile) => {
    queryClient.setQueryData(valuerProfileKeys.me, profile);
  };
}

export function useUpdateValuerProfile() {
  const onSaved = useProfileSaved();
  return useChangeMutation('valuer-profile.update', {
    mutationFn: (body: UpdateValuerProfileBody) =>
      apiRequest(PROFILE_PATH, { method: 'PUT', body, schema: ValuerProfileSchema }),
    onSuccess: onSaved,
    keep: () => [valuerProfileKeys.me],
  });
}

export function useUploadSignature() {
  const onSaved = useProfileSaved();
  return useChangeMutation('valuer-profile.signature', { mutationFn: uploadSignature, onSuccess: onSaved, keep: () => [valuerProfileKeys.me] });
}

/** PUT /api/me/valuer-profile/signature — a PNG or JPEG image (≤ 2 MB) as multipart. */
export function uploadSignature(file: File): Promise<ValuerProfile> {
  return apiRequest(`${PROFILE_PATH}/signature`, { method: 'PUT', body: fileForm(file), schema: ValuerProfileSchema });
}
