import { queryOptions, useQuery } from '@tanstack/react-query';
import { FIRM_ENDPOINTS } from '@thamani/domain/firm.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { firmKeys } from '@/lib/query-keys/firm-keys';

/** The firm's details as reports, e-mails and /verify show them (admins). */
export function getFirmSettings(signal?: AbortSignal) {
  return callEndpoint(FIRM_ENDPOINTS.settings, { signal });
}

export function firmSettingsQueryOptions() {
  return queryOptions({ queryKey: firmKeys.settings, queryFn: ({ signal }) => getFirmSettings(signal) });
}

export function useFirmSettings() {
  return useQuery(firmSettingsQueryOptions());
}
