import { useMutation } from '@tanstack/react-query';
import { PersonDetailSchema } from '@thamani/domain/people';
import { apiRequest } from '@/lib/api-client';
import { personPath, usePersonSaved } from './get-person';

/** POST /api/admin/users/:userId/deactivate — with the reason; every session of theirs ends. */
export function useDeactivatePerson(userId: string) {
  const onSaved = usePersonSaved();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest(`${personPath(userId)}/deactivate`, { method: 'POST', body: { reason }, schema: PersonDetailSchema }),
    onSuccess: onSaved,
  });
}

/** POST /api/admin/users/:userId/reactivate */
export function useReactivatePerson(userId: string) {
  const onSaved = usePersonSaved();
  return useMutation({
    mutationFn: () => apiRequest(`${personPath(userId)}/reactivate`, { method: 'POST', schema: PersonDetailSchema }),
    onSuccess: onSaved,
  });
}
