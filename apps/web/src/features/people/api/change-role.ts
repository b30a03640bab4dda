import type { Role } from '@thamani/domain/access';
import { PEOPLE_ENDPOINTS } from '@thamani/domain/people.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { peopleKeys } from '@/lib/query-keys/people-keys';
import { usePersonSaved } from './get-person';

/** PUT /api/admin/users/:userId/role — instant for the person, audited. */
export function useChangeRole(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.change-role', {
    mutationFn: (role: Role) => callEndpoint(PEOPLE_ENDPOINTS.changeRole, { params: { userId }, body: { role } }),
    onSuccess: onSaved,
    keep: (person) => [peopleKeys.detail(person.userId)],
  });
}
