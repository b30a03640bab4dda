import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { ReportContent, ReportDetail } from '@thamani/domain/reports';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { reportKeys } from '@/lib/query-keys/report-keys';
import { useSendOnLeave } from '@/lib/versioned-draft/send-moments';
import { getReport, useReport } from '../api/get-report';
import { saveReport } from '../api/report-actions';
import { type ReportSave, ReportDraftStore } from './report-draft-store';

/**
 * One store per report and query client, shared by the two editor pages: switching between
 * "Values & details" and "Full document" keeps the save in flight and its version, so the second
 * page never saves on a version the first has just replaced.
 */
const stores = new WeakMap<QueryClient, Map<string, ReportDraftStore>>();

export function draftStoreFor(queryClient: QueryClient, reportId: string): ReportDraftStore {
  let byReport = stores.get(queryClient);
  if (!byReport) {
    byReport = new Map();
    stores.set(queryClient, byReport);
  }
  let store = byReport.get(reportId);
  if (!store) {
    store = new ReportDraftStore(
      reportId,
      { save: saveReport, fetch: (id) => getReport(id) },
      {
        saved: ({ version, updatedAt, content }) => {
          queryClient.setQueryData<ReportDetail>(reportKeys.detail(reportId), (old) =>
            old ? { ...old, version, updatedAt, content } : old,
          );
          // The drafts list shows "last saved"; the server's checks read the stored draft.
          void queryClient.invalidateQueries({ queryKey: reportKeys.lists, refetchType: 'none' });
          void queryClient.invalidateQueries({ queryKey: reportKeys.checks(reportId) });
        },
        fetched: (detail) => queryClient.setQueryData(reportKeys.detail(reportId), detail),
        refresh: () => void queryClient.invalidateQueries({ queryKey: reportKeys.detail(reportId) }),
      },
    );
    byReport.set(reportId, store);
  }
  return store;
}

export type ReportDraft = {
  report: ReportDetail | undefined;
  /** What the editor shows: the unsaved content, or the server's. */
  content: ReportContent | null;
  isLoading: boolean;
  error: Error | null;
  /** The author may edit (draft or changes requested). */
  editable: boolean;
  update: (recipe: (content: ReportContent) => ReportContent) => void;
  save: ReportSave;
  /** Sends the waiting changes now; rejects when they could not be saved. */
  flush: () => Promise<void>;
  /** After a conflict: the latest saved version replaces this page's (set aside on this device). */
  reloadLatest: () => Promise<void>;
  /** After a conflict: this page's content is saved over the latest version. */
  keepMine: () => Promise<void>;
  /** The content "Load the latest version" set aside, to download. */
  setAsideContent: () => ReportContent | null;
};

/**
 * A report being edited: its server copy, the local edits on top, and autosave — a PUT with the
 * version 800 ms after the last change, one at a time, flushed when the page goes away.
 */
export function useReportDraft(reportId: string): ReportDraft {
  const queryClient = useQueryClient();
  const query = useReport(reportId);
  const store = draftStoreFor(queryClient, reportId);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);

  useEffect(() => {
    if (query.data) {
      store.adopt(query.data);
    }
  }, [store, query.data]);

  // Leaving the page, the tab or the phone sends what waits (the local copy covers a failure).
  const flushQuietly = useCallback(() => void store.flush().catch(() => undefined), [store]);
  useSendOnLeave(flushQuietly);

  const update = useCallback((recipe: (content: ReportContent) => ReportContent) => store.update(recipe), [store]);
  const flush = useCallback(() => store.flush(), [store]);
  const reloadLatest = useCallback(() => store.reloadLatest(), [store]);
  const keepMine = useCallback(() => store.keepMine(), [store]);
  const setAsideContent = useCallback(() => store.setAsideContent(), [store]);

  const report = query.data;
  return {
    report,
    content: snapshot.content ?? report?.content ?? null,
    isLoading: query.isPending,
    error: query.error,
    editable: report?.editable ?? false,
    update,
    save: snapshot.save,
    flush,
    reloadLatest,
    keepMine,
    setAsideContent,
  };
}
