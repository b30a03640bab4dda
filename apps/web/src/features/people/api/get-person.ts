import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonDetail } from '@thamani/domain/people';
import { PEOPLE_ENDPOINTS } from '@thamani/domain/people.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { isAppError } from '@/lib/errors';
import { peopleKeys } from '@/lib/query-keys/people-keys';

/** GET /api/admin/users/:userId — the person, their valuer details and recent activity. */
export function getPerson(userId: string, signal?: AbortSignal) {
  return callEndpoint(PEOPLE_ENDPOINTS.detail, { params: { userId }, signal });
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
