import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateValuerProfileBody, ValuerProfile } from '@thamani/domain/reports';
import { VALUER_ENDPOINTS } from '@thamani/domain/valuers.endpoints';
import { fileForm } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { valuerProfileKeys } from '@/lib/query-keys/report-keys';

/** The VRB number and signature printed on the valuer's reports. */
export function getValuerProfile(signal?: AbortSignal) {
  return callEndpoint(VALUER_ENDPOINTS.profile, { signal });
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
    mutationFn: (body: UpdateValuerProfileBody) => callEndpoint(VALUER_ENDPOINTS.update, { body }),
    onSuccess: onSaved,
    keep: () => [valuerProfileKeys.me],
  });
}

export function useUploadSignature() {
  const onSaved = useProfileSaved();
  return useChangeMutation('valuer-profile.signature', { mutationFn: uploadSignature, onSuccess: onSaved, keep: () => [valuerProfileKeys.me] });
}

/** A new signature: a PNG or JPEG image (≤ 2 MB) as multipart. */
export function uploadSignature(file: File): Promise<ValuerProfile> {
  return callEndpoint(VALUER_ENDPOINTS.uploadSignature, { body: fileForm(file) });
}
