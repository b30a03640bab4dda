import { queryOptions, useQuery } from '@tanstack/react-query';
import { FirmSettingsSchema } from '@thamani/domain/firm';
import { apiRequest } from '@/lib/api-client';

export const FIRM_SETTINGS_URL = '/api/admin/firm';
export const firmKeys = { settings: ['firm', 'settings'] as const };

/** GET /api/admin/firm — the firm's details as reports, e-mails and /verify show them (admins). */
export function getFirmSettings(signal?: AbortSignal) {
  return apiRequest(FIRM_SETTINGS_URL, { schema: FirmSettingsSchema, signal });
}

export function firmSettingsQueryOptions() {
  return queryOptions({ queryKey: firmKeys.settings, queryFn: ({ signal }) => getFirmSettings(signal) });
}

export function useFirmSettings() {
  return useQuery(firmSettingsQueryOptions());
}
