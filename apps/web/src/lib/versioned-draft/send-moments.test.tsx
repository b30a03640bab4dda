import { AppError } from '@thamani/domain/app-error';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftStatus } from './draft-status';
import { classifySaveError } from './save-failure';
import { SaveLoop } from './save-loop';
import { SaveTimer } from './save-timer';
import { browserOffline, onChanceToSend, useSendOnLeave } from './send-moments';

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

/** A small draft built from the library's parts, saving to a server that is down while `online` is false. */
function offlineDraft() {
  const saves: Array<{ version: number; text: string }> = [];
  const server = { version: 1, text: '' };
  const status = new DraftStatus({ online: !browserOffline(), waiting: false });
  let waiting: string | null = null;
  const retry = new SaveTimer([60_000]);
  const loop = new SaveLoop({
    pass: async () => {
      if (waiting === null) {
        return 'done';
      }
      if (browserOffline()) {
        status.set({ online: false });
        return 'blocked';
      }
      const sent = waiting;
      try {
        if (!online) {
          throw new AppError('UNAVAILABLE', 'Could not reach the server.');
        }
        saves.push({ version: server.version, text: sent });
        server.version += 1;
        server.text = sent;
        if (waiting === sent) {
          waiting = null;
        }
        status.set({ waiting: waiting !== null });
        return 'done';
      } catch (error) {
        return classifySaveError(error) === 'retry' ? 'blocked' : 'done';
      }
    },
    onBlocked: () => retry.retry(() => void loop.run()),
  });
  const stopListening = onChanceToSend({
    send: () => void loop.run(),
    online: () => status.set({ online: true }),
    offline: () => status.set({ online: false }),
  });
  const edit = (text: string) => {
    waiting = text;
    status.set({ waiting: true });
    return loop.run();
  };
  const stop = () => {
    stopListening();
    retry.cancel();
  };
  return { saves, server, status, edit, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('an edit made offline', () => {
  it('waits on the device and is saved exactly once when the network is back', async () => {
    const draft = offlineDraft();
    online = false;
    window.dispatchEvent(new Event('offline'));
    await draft.edit('typed in the basement');
    expect(draft.saves).toEqual([]);
    expect(draft.status.get()).toEqual({ online: false, waiting: true });

    online = true;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    await settle();
    await settle();
    expect(draft.saves).toEqual([{ version: 1, text: 'typed in the basement' }]);
    expect(draft.status.get()).toEqual({ online: true, waiting: false });
    draft.stop();
  });

  it('no longer listens once stopped', async () => {
    const draft = offlineDraft();
    online = false;
    await draft.edit('typed');
    draft.stop();
    online = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(draft.saves).toEqual([]);
  });
});

describe('useSendOnLeave', () => {
  it('sends what waits when the tab closes, the phone locks, or the screen goes away', () => {
    const send = vi.fn();
    const { unmount } = renderHook(() => useSendOnLeave(send));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledTimes(2);

    unmount();
    expect(send).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(3);
  });
});

describe('DraftStatus', () => {
  it('tells the screen of every change with a new object', () => {
    const status = new DraftStatus({ saving: false, errors: [] as string[] });
    const before = status.get();
    const seen = vi.fn();
    const stop = status.subscribe(seen);
    status.set({ saving: true });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(status.get()).not.toBe(before);
    expect(status.get()).toEqual({ saving: true, errors: [] });
    stop();
    status.set({ saving: false });
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
