import { type QueryClient, type QueryKey, QueryClientProvider, type UseMutationResult } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUpdateAccount } from '@/features/account/api/update-account';
import { useRevokeDevice, useRevokeOtherDevices } from '@/features/account/api/revoke-devices';
import { useAcceptRequest } from '@/features/agent/api/accept-request';
import { useAssignRequest } from '@/features/agent/api/assign-request';
import { useReleaseRequest } from '@/features/agent/api/release-request';
import { useApplyExtraction, useConfirmExtraction } from '@/features/extractor/api/confirm-extraction';
import { useStartExtraction } from '@/features/extractor/api/start-extraction';
import { useRemoveFirmLogo } from '@/features/firm/api/firm-logo';
import { useUpdateFirmSettings } from '@/features/firm/api/update-firm-settings';
import { useUpdateFirmFees } from '@/features/fees/api/update-firm-fees';
import { usePayByMpesa } from '@/features/payments/api/pay-by-mpesa';
import { useIssueCreditNote } from '@/features/payments/api/issue-credit-note';
import { useRecordPayment } from '@/features/payments/api/record-payment';
import { useReplaceInvoice } from '@/features/payments/api/replace-invoice';
import { useSendReminder } from '@/features/books/api/send-reminder';
import { useReopenInspection, useStartInspection, useSubmitInspection } from '@/features/inspections/api/inspection-actions';
import { useChangeRole as usePersonChangeRole } from '@/features/people/api/change-role';
import { useDeactivatePerson, useReactivatePerson } from '@/features/people/api/set-active';
import { useUpdateValuerDetails } from '@/features/people/api/update-valuer-details';
import { useStartReport, useSubmitReport } from '@/features/reports/api/report-actions';
import { useApproveReport, useRequestReportChanges } from '@/features/reports/api/review-report';
import { useSaveTemplate } from '@/features/report-templates/api/template-actions';
import { useUpdateValuerProfile } from '@/features/valuer-profile/api/valuer-profile';
import { useCancelRequest } from '@/features/requests/api/cancel-request';
import { useCreateRequest } from '@/features/requests/api/create-request';
import { useRetryJob } from '@/features/system/api/retry-job';
import { useSendTestMail } from '@/features/system/api/send-test-mail';
import { useStartBackup } from '@/features/system/api/start-backup';
import { useCancelVisit } from '@/features/visits/api/cancel-visit';
import { useCompleteVisit } from '@/features/visits/api/complete-visit';
import { useRescheduleVisit } from '@/features/visits/api/reschedule-visit';
import { useSaveVisitReview } from '@/features/visits/api/save-visit-review';
import { useScheduleVisit } from '@/features/visits/api/schedule-visit';
import { useStartVisitInspection } from '@/features/visits/api/visit-inspection';
import { keysTouchedBy } from '@/lib/cache/apply-change';
import { type MutationName, mutationEffects } from '@/lib/cache/cache-effects';
import { entityQueries } from '@/lib/cache/query-roots';
import { createTestQueryClient } from '@/test/test-utils';

/*
 * Each mutation hook, run against a stubbed server, with the cache holding one query (not on
 * screen) under every key prefix the app has: afterwards exactly the queries of what the mutation
 * changed have refetched — so a page opened next shows the new state without a reload.
 */

// Every call answers with an object carrying the ids the hooks write back into the cache.
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(() => Promise.resolve({ id: 'x1', userId: 'u1', role: 'agent' })),
}));

afterEach(() => {
  vi.useRealTimers();
});

const allPrefixes: QueryKey[] = [
  ...new Map(Object.values(entityQueries).flat().map((key) => [JSON.stringify(key), key as QueryKey])).values(),
];
const seedKey = (prefix: QueryKey): QueryKey => [...prefix, 'seed'];
const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/** One cached, inactive query under each prefix; returns how often each was fetched. */
async function seedEveryScreen(client: QueryClient) {
  const calls = new Map<string, number>();
  for (const prefix of allPrefixes) {
    const key = seedKey(prefix);
    await client.prefetchQuery({
      queryKey: key,
      queryFn: () => {
        calls.set(JSON.stringify(key), (calls.get(JSON.stringify(key)) ?? 0) + 1);
        return { seeded: true };
      },
    });
  }
  return (key: QueryKey) => calls.get(JSON.stringify(key)) ?? 0;
}

type Case = { name: MutationName; use: () => UseMutationResult<unknown, Error, never>; variables?: unknown };
const hook = <T,>(use: () => T) => use as unknown as Case['use'];

const cases: Case[] = [
  { name: 'request.create', use: hook(useCreateRequest), variables: {} },
  { name: 'request.cancel', use: hook(() => useCancelRequest('r1')), variables: {} },
  { name: 'request.queue-action', use: hook(useAcceptRequest), variables: 'r1' },
  { name: 'request.queue-action', use: hook(useReleaseRequest), variables: 'r1' },
  { name: 'request.queue-action', use: hook(useAssignRequest), variables: { requestId: 'r1', agentId: 'a1' } },
  { name: 'visit.schedule', use: hook(useScheduleVisit), variables: {} },
  { name: 'visit.reschedule', use: hook(useRescheduleVisit), variables: { visitId: 'v1', body: {} } },
  { name: 'visit.cancel', use: hook(useCancelVisit), variables: { visitId: 'v1', body: {} } },
  { name: 'visit.complete', use: hook(useCompleteVisit), variables: 'v1' },
  { name: 'visit.review', use: hook(useSaveVisitReview), variables: { visitId: 'v1', body: {} } },
  { name: 'inspection.start', use: hook(() => useStartVisitInspection('v1')) },
  { name: 'inspection.start', use: hook(useStartInspection), variables: 'v1' },
  { name: 'inspection.submit', use: hook(() => useSubmitInspection('i1')), variables: {} },
  { name: 'inspection.reopen', use: hook(() => useReopenInspection('i1')), variables: {} },
  { name: 'report.start', use: hook(useStartReport), variables: {} },
  { name: 'report.submit', use: hook(() => useSubmitReport('rep1')), variables: {} },
  { name: 'report.approve', use: hook(() => useApproveReport('rep1')), variables: {} },
  { name: 'report.request-changes', use: hook(() => useRequestReportChanges('rep1')), variables: {} },
  { name: 'template.save', use: hook(() => useSaveTemplate(null)), variables: {} },
  { name: 'valuer-profile.update', use: hook(useUpdateValuerProfile), variables: {} },
  { name: 'person.change-role', use: hook(() => usePersonChangeRole('u1')), variables: 'agent' },
  { name: 'person.deactivate', use: hook(() => useDeactivatePerson('u1')), variables: 'left the firm' },
  { name: 'person.reactivate', use: hook(() => useReactivatePerson('u1')) },
  { name: 'person.valuer-details', use: hook(() => useUpdateValuerDetails('u1')), variables: {} },
  { name: 'account.update', use: hook(useUpdateAccount), variables: {} },
  { name: 'device.revoke', use: hook(useRevokeDevice), variables: 's1' },
  { name: 'device.revoke-others', use: hook(useRevokeOtherDevices) },
  { name: 'extraction.start', use: hook(useStartExtraction), variables: { documentId: 'd1' } },
  { name: 'extraction.confirm', use: hook(() => useConfirmExtraction('e1')), variables: {} },
  { name: 'extraction.apply', use: hook(() => useApplyExtraction('e1')), variables: 'r1' },
  { name: 'firm.update', use: hook(useUpdateFirmSettings), variables: {} },
  { name: 'firm.logo-remove', use: hook(useRemoveFirmLogo) },
  { name: 'fees.update', use: hook(useUpdateFirmFees), variables: {} },
  { name: 'payment.pay-mpesa', use: hook(() => usePayByMpesa('inv1')), variables: {} },
  { name: 'payment.record', use: hook(() => useRecordPayment('inv1')), variables: {} },
  { name: 'payment.credit-note', use: hook(() => useIssueCreditNote('inv1')), variables: {} },
  { name: 'payment.replace-invoice', use: hook(() => useReplaceInvoice('inv1')), variables: {} },
  { name: 'books.remind', use: hook(useSendReminder), variables: 'inv1' },
  { name: 'system.retry-job', use: hook(useRetryJob), variables: 'j1' },
  { name: 'system.test-mail', use: hook(useSendTestMail) },
  { name: 'system.start-backup', use: hook(useStartBackup) },
];

describe('after each mutation, every screen that shows what it changed refetches (and nothing else)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, { name, use, variables }) => {
    const client = createTestQueryClient();
    const calls = await seedEveryScreen(client);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(use, { wrapper });

    await act(async () => {
      await result.current.mutateAsync(variables as never);
    });

    const touched = keysTouchedBy(name);
    expect(touched.length, name).toBeGreaterThan(0);
    await waitFor(() => {
      for (const prefix of touched) {
        expect(calls(seedKey(prefix)), `${name} refetches ${JSON.stringify(prefix)}`).toBe(2);
      }
    });
    const untouched = allPrefixes.filter((prefix) => !touched.some((t) => sameKey(t, prefix) || sameKey(t, prefix.slice(0, t.length))));
    for (const prefix of untouched) {
      expect(calls(seedKey(prefix)), `${name} leaves ${JSON.stringify(prefix)}`).toBe(1);
    }
  });

  it('covers every mutation hook whose answer goes through the API client', () => {
    // Uploads (firm logo, signatures) and mark-read/role self-service (updated in place) are tested beside their hooks.
    const inPlaceOrUpload = ['firm.logo-upload', 'valuer-profile.signature', 'person.signature', 'me.change-role', 'notification.read', 'notification.read-all', 'account.password', 'account.two-factor', 'chat.send', 'document.upload'];
    const tested = new Set(cases.map((c) => c.name));
    expect(allMutationNames().filter((n) => !tested.has(n) && !inPlaceOrUpload.includes(n))).toEqual([]);
  });
});

function allMutationNames(): MutationName[] {
  return Object.keys(mutationEffects) as MutationName[];
}
