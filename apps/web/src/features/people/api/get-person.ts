import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { PersonDetailSchema, type PersonDetail } from '@thamani/domain/people';
import { apiRequest } from '@/lib/api-client';
import { isAppError } from '@/lib/errors';
import { peopleKeys } from '@/lib/query-keys/people-keys';

export const personPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

/** GET /api/admin/users/:userId — the person, their valuer details and recent activity. */
export function getPerson(userId: string, signal?: AbortSignal) {
  return apiRequest(personPath(userId), { schema: PersonDetailSchema, signal });
}

export function personQueryOptions(userId: string) {
  return queryOptions({
    queryKey: peopleKeys.detail(userId),
    queryFn: ({ signal }) => getPerson(userId, signal),
    retry: (failureCount, error) => !isAppError(error, 'NOT_FOUND') && failureCount < 1,
  });
}

export function usePerson(userId: string) {
  return useQuery(personQueryOptions(userId));
}

/** After a change: show the answer at once (the lists it appears in refetch: lib/cache/cache-effects.ts). */
export function usePersonSaved() {
  const queryClient = useQueryClient();
  return (person: PersonDetail) => {
    queryClient.setQueryData(peopleKeys.detail(person.userId), person);
  };
}
