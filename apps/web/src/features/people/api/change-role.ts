import { useMutation } from '@tanstack/react-query';
import { PersonDetailSchema } from '@thamani/domain/people';
import type { Role } from '@thamani/domain/roles';
import { apiRequest } from '@/lib/api-client';
import { personPath, usePersonSaved } from './get-person';

/** PUT /api/admin/users/:userId/role — instant for the person, audited. */
export function useChangeRole(userId: string) {
  const onSaved = usePersonSaved();
  return useMutation({
    mutationFn: (role: Role) => apiRequest(`${personPath(userId)}/role`, { method: 'PUT', body: { role }, schema: PersonDetailSchema }),
    onSuccess: onSaved,
  });
}
