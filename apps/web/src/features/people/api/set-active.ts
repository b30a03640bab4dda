import { PersonDetailSchema } from '@thamani/domain/people';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { peopleKeys } from '@/lib/query-keys/people-keys';
import { personPath, usePersonSaved } from './get-person';

/** POST /api/admin/users/:userId/deactivate — with the reason; every session of theirs ends. */
export function useDeactivatePerson(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.deactivate', {
    mutationFn: (reason: string) =>
      apiRequest(`${personPath(userId)}/deactivate`, { method: 'POST', body: { reason }, schema: PersonDetailSchema }),
    onSuccess: onSaved,
    keep: (person) => [peopleKeys.detail(person.userId)],
  });
}

/** POST /api/admin/users/:userId/reactivate */
export function useReactivatePerson(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.reactivate', {
    mutationFn: () => apiRequest(`${personPath(userId)}/reactivate`, { method: 'POST', schema: PersonDetailSchema }),
    onSuccess: onSaved,
    keep: (person) => [peopleKeys.detail(person.userId)],
  });
}
