import { AppError } from '@thamani/domain/app-error';
import { PersonDetailSchema, type AdminValuerProfileInput } from '@thamani/domain/people';
import { apiRequest, NETWORK_ERROR_MESSAGE, parseResponseText } from '@/lib/api-client';
import { getAccessToken, refreshAccessToken } from '@/lib/auth/access-token';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { personKey, personPath, usePersonSaved } from './get-person';

/** PUT /api/admin/users/:userId/valuer-profile — VRB number, practising certificate, phone. */
export function useUpdateValuerDetails(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.valuer-details', {
    mutationFn: (body: AdminValuerProfileInput) =>
      apiRequest(`${personPath(userId)}/valuer-profile`, { method: 'PUT', body, schema: PersonDetailSchema }),
    onSuccess: onSaved,
    keep: (person) => [personKey(person.userId)],
  });
}

async function put(url: string, file: File, token: string | null): Promise<Response> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return await fetch(url, {
      method: 'PUT',
      headers: token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : { Accept: 'application/json' },
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new AppError('UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }
}

/** PUT /api/admin/users/:userId/valuer-profile/signature — a PNG or JPEG (≤ 2 MB) as multipart. */
export async function uploadValuerSignature(userId: string, file: File) {
  const url = `${personPath(userId)}/valuer-profile/signature`;
  const token = getAccessToken();
  let response = await put(url, file, token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken().catch(() => null);
    if (fresh) {
      response = await put(url, file, fresh);
    }
  }
  const body = parseResponseText(await response.text());
  if (!response.ok) {
    throw AppError.fromResponse(response.status, body);
  }
  return PersonDetailSchema.parse(body);
}

export function useUploadValuerSignature(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.signature', { mutationFn: (file: File) => uploadValuerSignature(userId, file), onSuccess: onSaved, keep: (person) => [personKey(person.userId)] });
}
