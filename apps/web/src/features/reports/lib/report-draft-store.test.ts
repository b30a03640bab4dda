import { AppError } from '@thamani/domain/app-error';
import { REPORT_MESSAGES, type ReportContent } from '@thamani/domain/reports';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOSAVE_DELAY_MS,
  type DraftTransport,
  localCopyKey,
  ReportDraftStore,
  setAsideKey,
} from './report-draft-store';
import { REPORT_ID, reportContent, reportDetail } from './test-fixtures';

const withLr = (lr: string) => (c: ReportContent) => ({ ...c, fields: { ...c.fields, 'property.lrNumber': lr } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(initialVersion = 3) {
  const transport = {
    save: vi.fn<DraftTransport['save']>(),
    fetch: vi.fn<DraftTransport['fetch']>(),
  };
  const listener = { saved: vi.fn(), fetched: vi.fn(), refresh: vi.fn() };
  const store = new ReportDraftStore(REPORT_ID, transport, listener, window.localStorage);
  store.adopt(reportDetail({ version: initialVersion }));
  return { store, transport, listener };
}

const lrOf = (store: ReportDraftStore) => store.getSnapshot().content?.fields['property.lrNumber'];

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('sends the content with its version once the valuer pauses, and keeps a local copy until then', async () => {
    const { store, transport, listener } = setup();
    transport.save.mockResolvedValue({ version: 4, updatedAt: '2026-03-05T09:00:00.000Z' });

    store.update(withLr('LR 1'));
    store.update(withLr('LR 12'));
    expect(store.getSnapshot().save.state).toBe('saving');
    expect(JSON.parse(window.localStorage.getItem(localCopyKey(REPORT_ID)) ?? 'null')).toMatchObject({
      baseVersion: 3,
    });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(transport.save).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(transport.save).toHaveBeenCalledTimes(1);
    expect(transport.save.mock.calls[0]?.[1]).toMatchObject({
      version: 3,
      content: { fields: { 'property.lrNumber': 'LR 12' } },
    });
    expect(store.getSnapshot().save).toMatchObject({ state: 'saved', savedAt: new Date('2026-03-05T09:00:00.000Z') });
    expect(listener.saved).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
    expect(window.localStorage.getItem(localCopyKey(REPORT_ID))).toBeNull();
  });

  it('keeps one save in flight: changes made meanwhile go next, on the version the first one made', async () => {
    const { store, transport } = setup();
    const first = deferred<{ version: number; updatedAt: string }>();
    transport.save.mockReturnValueOnce(first.promise);
    transport.save.mockResolvedValueOnce({ version: 5, updatedAt: '2026-03-05T09:01:00.000Z' });

    store.update(withLr('LR 1'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    store.update(withLr('LR 2'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(transport.save).toHaveBeenCalledTimes(1);

    first.resolve({ version: 4, updatedAt: '2026-03-05T09:00:00.000Z' });
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.save).toHaveBeenCalledTimes(2);
    expect(transport.save.mock.calls[1]?.[1]).toMatchObject({
      version: 4,
      content: { fields: { 'property.lrNumber': 'LR 2' } },
    });
    expect(store.getSnapshot().save.state).toBe('saved');
  });

  it('flush sends at once without waiting for the pause, and rejects when the save fails', async () => {
    const { store, transport } = setup();
    transport.save.mockResolvedValueOnce({ version: 4, updatedAt: '2026-03-05T09:00:00.000Z' });
    store.update(withLr('LR 1'));
    await store.flush();
    expect(transport.save).toHaveBeenCalledTimes(1);

    transport.save.mockRejectedValueOnce(new AppError('UNAVAILABLE', 'Could not reach the server.'));
    store.update(withLr('LR 2'));
    await expect(store.flush()).rejects.toThrow('Could not reach the server.');
    expect(store.getSnapshot().save).toMatchObject({ state: 'error', message: 'Could not reach the server.' });
    expect(lrOf(store)).toBe('LR 2');
    expect(window.localStorage.getItem(localCopyKey(REPORT_ID))).toContain('LR 2');
  });
});

describe('another tab saved first', () => {
  const stale = () =>
    new AppError('CONFLICT', REPORT_MESSAGES.staleDraft, undefined, {
      version: 7,
      updatedAt: '2026-03-05T10:00:00.000Z',
    });

  it('a 409 stops autosave and keeps the unsaved content, here and on the device', async () => {
    const { store, transport } = setup();
    transport.save.mockRejectedValueOnce(stale());
    store.update(withLr('Mine'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(store.getSnapshot().save).toMatchObject({ state: 'conflict', message: REPORT_MESSAGES.staleDraft });

    store.update(withLr('Mine, still typing'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(transport.save).toHaveBeenCalledTimes(1);
    expect(lrOf(store)).toBe('Mine, still typing');
    expect(window.localStorage.getItem(localCopyKey(REPORT_ID))).toContain('Mine, still typing');
  });

  it('"Keep my changes" saves this content on the latest version', async () => {
    const { store, transport } = setup();
    transport.save.mockRejectedValueOnce(stale());
    store.update(withLr('Mine'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);

    transport.fetch.mockResolvedValue(
      reportDetail({ version: 7, content: reportContent({ fields: { 'property.lrNumber': 'Theirs' } }) }),
    );
    transport.save.mockResolvedValueOnce({ version: 8, updatedAt: '2026-03-05T10:01:00.000Z' });
    await store.keepMine();
    expect(transport.save).toHaveBeenLastCalledWith(REPORT_ID, expect.objectContaining({ version: 7 }));
    expect(transport.save.mock.lastCall?.[1].content.fields['property.lrNumber']).toBe('Mine');
    expect(store.getSnapshot().save.state).toBe('saved');
    expect(window.localStorage.getItem(localCopyKey(REPORT_ID))).toBeNull();
  });

  it('"Load the latest version" shows theirs and sets this content aside on the device', async () => {
    const { store, transport, listener } = setup();
    transport.save.mockRejectedValueOnce(stale());
    store.update(withLr('Mine'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);

    const latest = reportDetail({ version: 7, content: reportContent({ fields: { 'property.lrNumber': 'Theirs' } }) });
    transport.fetch.mockResolvedValue(latest);
    await store.reloadLatest();
    expect(listener.fetched).toHaveBeenCalledWith(latest);
    expect(store.getSnapshot()).toMatchObject({ content: null, save: { state: 'idle' } });
    expect(store.setAsideContent()?.fields['property.lrNumber']).toBe('Mine');
    expect(window.localStorage.getItem(setAsideKey(REPORT_ID))).toContain('Mine');
    expect(window.localStorage.getItem(localCopyKey(REPORT_ID))).toBeNull();
  });
});

describe('after a reload', () => {
  function storeWithCopy(baseVersion: number) {
    window.localStorage.setItem(
      localCopyKey(REPORT_ID),
      JSON.stringify({
        baseVersion,
        content: reportContent({ fields: { 'property.lrNumber': 'Typed before the reload' } }),
      }),
    );
    const transport = { save: vi.fn<DraftTransport['save']>(), fetch: vi.fn<DraftTransport['fetch']>() };
    const store = new ReportDraftStore(
      REPORT_ID,
      transport,
      { saved: vi.fn(), fetched: vi.fn(), refresh: vi.fn() },
      window.localStorage,
    );
    return { store, transport };
  }

  it('shows the unsaved copy at once and saves it when the server still has the version it was made on', async () => {
    const { store, transport } = storeWithCopy(3);
    expect(lrOf(store)).toBe('Typed before the reload');
    transport.save.mockResolvedValue({ version: 4, updatedAt: '2026-03-05T09:00:00.000Z' });
    store.adopt(reportDetail({ version: 3 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.save).toHaveBeenCalledWith(REPORT_ID, expect.objectContaining({ version: 3 }));
    expect(store.getSnapshot().save.state).toBe('saved');
  });

  it('asks the valuer when the server moved on since the copy was made', () => {
    const { store, transport } = storeWithCopy(3);
    store.adopt(reportDetail({ version: 5 }));
    expect(store.getSnapshot().save.state).toBe('conflict');
    expect(lrOf(store)).toBe('Typed before the reload');
    expect(transport.save).not.toHaveBeenCalled();
  });

  it('sets the copy aside when the report was submitted meanwhile (it can no longer be edited)', () => {
    const { store } = storeWithCopy(3);
    store.adopt(reportDetail({ version: 4, status: 'submitted', editable: false }));
    expect(store.getSnapshot().content).toBeNull();
    store.update(withLr('ignored'));
    expect(store.getSnapshot().content).toBeNull();
    expect(store.setAsideContent()?.fields['property.lrNumber']).toBe('Typed before the reload');
  });
});
