import { useQueryClient } from '@tanstack/react-query';
import type { AnswerValue, InspectionDetail } from '@thamani/domain/inspections';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { inspectionKeys } from '@/lib/query-keys/inspection-keys';
import { requestPersistentStorage } from '@/lib/versioned-draft/persistent-storage';
import { useSendOnLeave } from '@/lib/versioned-draft/send-moments';
import { inspectionTransport } from '../api/inspection-transport';
import { newClientId } from './client-id';
import { getOutbox } from './outbox';
import { jpegName, shrinkPhoto } from './shrink-photo';
import { InspectionSync } from './sync';

/** A field's edits wait this long after the last keystroke before they go to the outbox. */
export const AUTOSAVE_DEBOUNCE_MS = 600;

/**
 * The inspection page's link to the outbox: answers typed on the page (debounced per field),
 * photos (shrunk first), captions and removals go to the outbox and from there to the server;
 * the server's replies update the page's query.
 */
export function useInspectionSync(detail: InspectionDetail | undefined, inspectionId: string) {
  const queryClient = useQueryClient();
  const outbox = getOutbox();
  const sync = useMemo(
    () =>
      new InspectionSync(outbox, inspectionId, inspectionTransport, (fresh) => {
        queryClient.setQueryData(inspectionKeys.detail(inspectionId), fresh);
        void queryClient.invalidateQueries({ queryKey: inspectionKeys.all, refetchType: 'none' });
      }),
    [outbox, inspectionId, queryClient],
  );
  const state = useSyncExternalStore(sync.subscribe, sync.getState);
  const [drafts, setDrafts] = useState<Record<string, AnswerValue | null>>({});
  // Photos being shrunk are not in the outbox yet: the status line must not say "All changes saved".
  const [preparing, setPreparing] = useState(0);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const pendingDrafts = useRef(new Map<string, AnswerValue | null>());

  useEffect(() => {
    requestPersistentStorage();
    return sync.start();
  }, [sync]);

  // A fresh server copy becomes the merge base when none of our answers wait on an older one,
  // and the copy a reload without a network shows.
  useEffect(() => {
    if (detail) {
      void sync.adopt(detail);
      void outbox.saveSnapshot(detail).catch(() => undefined);
    }
  }, [sync, outbox, detail]);

  const commit = useCallback(
    async (itemId: string) => {
      const timer = timers.current.get(itemId);
      if (timer) {
        clearTimeout(timer);
        timers.current.delete(itemId);
      }
      if (!pendingDrafts.current.has(itemId)) {
        return;
      }
      const value = pendingDrafts.current.get(itemId) ?? null;
      pendingDrafts.current.delete(itemId);
      await outbox.putAnswer(inspectionId, itemId, value);
      await sync.refresh();
      setDrafts((current) => {
        if (!(itemId in current) || pendingDrafts.current.has(itemId)) {
          return current;
        }
        const { [itemId]: _written, ...rest } = current;
        return rest;
      });
      void sync.flush();
    },
    [outbox, inspectionId, sync],
  );

  const commitAll = useCallback(() => {
    for (const itemId of [...pendingDrafts.current.keys()]) {
      void commit(itemId);
    }
  }, [commit]);

  // Leaving the page (or the phone locking) writes every field still waiting for its pause.
  useSendOnLeave(commitAll);

  const setAnswer = useCallback(
    (itemId: string, value: AnswerValue | null, { immediate = false } = {}) => {
      pendingDrafts.current.set(itemId, value);
      setDrafts((current) => ({ ...current, [itemId]: value }));
      const previous = timers.current.get(itemId);
      if (previous) {
        clearTimeout(previous);
      }
      if (immediate) {
        void commit(itemId);
        return;
      }
      timers.current.set(
        itemId,
        setTimeout(() => void commit(itemId), AUTOSAVE_DEBOUNCE_MS),
      );
    },
    [commit],
  );

  /** The answers to show: the server's, then what waits in the outbox, then what is being typed. */
  const answers = useMemo(() => {
    const shown: Record<string, unknown> = { ...(detail?.answers ?? {}) };
    for (const entry of state.entries) {
      if (entry.kind === 'answer') {
        shown[entry.itemId] = entry.value;
      }
    }
    const merged: Partial<Record<string, AnswerValue>> = {};
    for (const [itemId, value] of Object.entries({ ...shown, ...drafts })) {
      if (value !== null && value !== undefined) {
        merged[itemId] = value as AnswerValue; // a cleared answer is absent
      }
    }
    return merged;
  }, [detail?.answers, state.entries, drafts]);

  const addPhotos = useCallback(
    async (itemId: string, files: File[]) => {
      setPreparing((n) => n + files.length);
      for (const file of files) {
        const shrunk = await shrinkPhoto(file);
        await outbox.addPhoto(inspectionId, {
          clientId: newClientId(),
          itemId,
          caption: null,
          bytes: await shrunk.arrayBuffer(),
          type: shrunk.type || file.type || 'application/octet-stream',
          takenAt: new Date(file.lastModified || Date.now()).toISOString(),
          name: jpegName(file.name),
        });
        setPreparing((n) => n - 1);
      }
      void sync.flush();
    },
    [outbox, inspectionId, sync],
  );

  const setCaption = useCallback(
    async (photo: { clientId: string; photoId: string | null }, caption: string | null) => {
      await outbox.setCaption(inspectionId, photo, caption);
      void sync.flush();
    },
    [outbox, inspectionId, sync],
  );

  const removePhoto = useCallback(
    async (photo: { clientId: string; photoId: string | null }) => {
      await outbox.removePhoto(inspectionId, photo);
      void sync.flush();
    },
    [outbox, inspectionId, sync],
  );

  /** Everything typed is in the outbox and the outbox is empty: safe to submit. */
  const settle = useCallback(async () => {
    await Promise.all([...pendingDrafts.current.keys()].map((itemId) => commit(itemId)));
    await sync.flush();
    return sync.getState();
  }, [commit, sync]);

  return {
    sync,
    state: preparing > 0 ? { ...state, sending: true } : state,
    answers,
    setAnswer,
    commit,
    addPhotos,
    setCaption,
    removePhoto,
    settle,
  };
}
