import { PEOPLE_ENDPOINTS } from '@thamani/domain/people.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { peopleKeys } from '@/lib/query-keys/people-keys';
import { usePersonSaved } from './get-person';

/** POST /api/admin/users/:userId/deactivate — with the reason; every session of theirs ends. */
export function useDeactivatePerson(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.deactivate', {
    mutationFn: (reason: string) =>
      callEndpoint(PEOPLE_ENDPOINTS.deactivate, { params: { userId }, body: { reason } }),
    onSuccess: onSaved,
    keep: (person) => [peopleKeys.detail(person.userId)],
  });
}

/** POST /api/admin/users/:userId/reactivate */
export function useReactivatePerson(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.reactivate', {
    mutationFn: () => callEndpoint(PEOPLE_ENDPOINTS.reactivate, { params: { userId } }),
    onSuccess: onSaved,
    keep: (person) => [peopleKeys.detail(person.userId)],
  });
}
