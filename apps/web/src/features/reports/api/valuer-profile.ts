import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '@thamani/domain/app-error';
import { type UpdateValuerProfileBody, type ValuerProfile, ValuerProfileSchema } from '@thamani/domain/reports';
import { apiRequest, NETWORK_ERROR_MESSAGE, parseResponseText } from '@/lib/api-client';
import { getAccessToken, refreshAccessToken } from '@/lib/auth/access-token';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { valuerProfileKeys } from './report-keys';

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
export async function uploadSignature(file: File): Promise<ValuerProfile> {
  const token = getAccessToken();
  let response = await put(file, token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken().catch(() => null);
    if (fresh) {
      response = await put(file, fresh);
    }
  }
  const body = parseResponseText(await response.text());
  if (!response.ok) {
    throw AppError.fromResponse(response.status, body);
  }
  return ValuerProfileSchema.parse(body);
}

async function put(file: File, token: string | null): Promise<Response> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return await fetch(`${PROFILE_PATH}/signature`, {
      method: 'PUT',
      headers: token
        ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
        : { Accept: 'application/json' },
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new AppError('UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }
}
