import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { createTestQueryClient } from '@/test/test-utils';
import { localCopyKey } from './report-draft-store';
import { REPORT_ID, reportDetail } from './test-fixtures';
import { useReportDraft } from './use-report-draft';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

function renderDraft() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useReportDraft(REPORT_ID), { wrapper });
}

const puts = () => vi.mocked(apiRequest).mock.calls.filter(([, opts]) => opts.method === 'PUT');

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(apiRequest).mockReset();
  vi.mocked(apiRequest).mockImplementation((_path, opts) =>
    Promise.resolve(opts.method === 'PUT' ? { version: 4, updatedAt: '2026-03-05T09:00:00.000Z' } : reportDetail()),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('useReportDraft', () => {
  it('shows the local edit at once and sends what waits when the page goes away, without waiting for the pause', async () => {
    const { result, unmount } = renderDraft();
    await waitFor(() => expect(result.current.editable).toBe(true));

    act(() => result.current.update((c) => ({ ...c, fields: { ...c.fields, 'property.lrNumber': 'LR 77' } })));
    expect(result.current.content?.fields['property.lrNumber']).toBe('LR 77');
    expect(result.current.save.state).toBe('saving');
    expect(puts()).toHaveLength(0);

    unmount();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.[0]).toBe(`/api/reports/${REPORT_ID}`);
    expect(puts()[0]?.[1].body).toMatchObject({ version: 3, content: { fields: { 'property.lrNumber': 'LR 77' } } });
    await waitFor(() => expect(window.localStorage.getItem(localCopyKey(REPORT_ID))).toBeNull());
  });

  it('sends on pagehide (a closed tab or a phone locking)', async () => {
    const { result } = renderDraft();
    await waitFor(() => expect(result.current.editable).toBe(true));
    act(() => result.current.update((c) => ({ ...c, fields: { ...c.fields, 'tenure.type': 'Leasehold' } })));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(puts()).toHaveLength(1);
    await waitFor(() => expect(result.current.save.state).toBe('saved'));
  });
});
