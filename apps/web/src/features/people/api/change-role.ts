import { PersonDetailSchema } from '@thamani/domain/people';
import type { Role } from '@thamani/domain/access';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { peopleKeys } from '@/lib/query-keys/people-keys';
import { personPath, usePersonSaved } from './get-person';

/** PUT /api/admin/users/:userId/role — instant for the person, audited. */
export function useChangeRole(userId: string) {
  const onSaved = usePersonSaved();
  return useChangeMutation('person.change-role', {
    mutationFn: (role: Role) => apiRequest(`${personPath(userId)}/role`, { method: 'PUT', body: { role }, schema: PersonDetailSchema }),
    onSuccess: onSaved,
    keep: (person) => [peopleKeys.detail(person.userId)],
  });
}
