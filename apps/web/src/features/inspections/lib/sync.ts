import { isAppError } from '@/lib/errors';
import { type Answers, type FieldConflict, mergeAnswers } from './merge';
import type { AnswerEntry, Outbox, OutboxEntry, PhotoEntry } from './outbox';

/** What the sync needs to know of the server's inspection. */
export type ServerInspection = { version: number; status: string; answers: Answers };

export type SyncTransport<D extends ServerInspection> = {
  fetch: (inspectionId: string) => Promise<D>;
  patch: (inspectionId: string, version: number, changes: Answers) => Promise<D>;
  upload: (inspectionId: string, photo: PhotoEntry, onProgress: (fraction: number) => void) => Promise<unknown>;
  caption: (inspectionId: string, photoId: string, caption: string | null) => Promise<unknown>;
  remove: (inspectionId: string, photoId: string) => Promise<unknown>;
};

export type SyncState = {
  /** The browser says it is online and the last request reached the server. */
  online: boolean;
  sending: boolean;
  entries: OutboxEntry[];
  changes: number;
  photos: number;
  conflicts: FieldConflict[];
  /** Changes the server refused for good, in the person's words. */
  errors: string[];
  /** Upload progress (0–1) by photo clientId. */
  progress: Record<string, number>;
};

/** At most this many answers go in one save (the API's limit). */
const MAX_CHANGES = 100;
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];

type Outcome = 'done' | 'blocked';

/** How a failed request is handled: try again later, merge with the server, or give up on it. */
export function classifyError(error: unknown): 'retry' | 'conflict' | 'drop' {
  if (!isAppError(error)) {
    return 'retry'; // a fetch that never reached the server
  }
  switch (error.code) {
    case 'CONFLICT':
    case 'INVALID_TRANSITION':
      return 'conflict';
    case 'UNAVAILABLE':
    case 'INTERNAL':
    case 'RATE_LIMITED':
    case 'UNAUTHENTICATED':
      return 'retry';
    case 'BAD_REQUEST':
    case 'VALIDATION':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
    case 'PAYLOAD_TOO_LARGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'drop';
  }
}

/**
 * Sends one inspection's outbox to the server, oldest first: the waiting answers as one save
 * with the version they started from, then photos, captions and removals in order. A request
 * that cannot reach the server leaves everything queued for the next try (back online, focus,
 * load, a timer); a 409 merges field by field; any other refusal drops that change and says so.
 */
export class InspectionSync<D extends ServerInspection> {
  private state: SyncState;
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryAttempt = 0;
  private stopped = false;

  constructor(
    private readonly outbox: Outbox,
    private readonly inspectionId: string,
    private readonly transport: SyncTransport<D>,
    private readonly onServer: (detail: D) => void,
  ) {
    this.state = {
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
      sending: false,
      entries: [],
      changes: 0,
      photos: 0,
      conflicts: [],
      errors: [],
      progress: {},
    };
  }

  getState = (): SyncState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<SyncState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) {
      listener();
    }
  }

  /** Listens for the moments to try again; returns the function that stops it. */
  start(): () => void {
    const flush = () => void this.flush();
    const goOnline = () => {
      this.set({ online: true });
      flush();
    };
    const goOffline = () => this.set({ online: false });
    const onVisible = () => document.visibilityState === 'visible' && flush();
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    window.addEventListener('focus', flush);
    document.addEventListener('visibilitychange', onVisible);
    const unsubscribe = this.outbox.subscribe((id) => {
      if (id === this.inspectionId) {
        void this.refresh();
      }
    });
    void this.refresh().then(flush);
    return () => {
      this.stopped = true;
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('focus', flush);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
      if (this.retryTimer) {
        clearTimeout(this.retryTimer);
      }
    };
  }

  /** Reloads the waiting entries from the outbox into the state. */
  async refresh(): Promise<void> {
    const entries = await this.outbox.list(this.inspectionId);
    const photos = entries.filter((entry) => entry.kind === 'photo').length;
    const conflicts: FieldConflict[] = [];
    const base = await this.outbox.getBase(this.inspectionId);
    for (const entry of entries) {
      if (entry.kind === 'answer' && entry.conflict) {
        const before = base?.answers[entry.itemId] ?? null;
        conflicts.push({ itemId: entry.itemId, base: before, mine: entry.value, theirs: entry.conflict.theirs });
      }
    }
    this.set({ entries, photos, changes: entries.length - photos, conflicts });
  }

  /** Adopts the server's inspection as the merge base when nothing of ours is waiting on it. */
  async adopt(detail: D): Promise<void> {
    const entries = await this.outbox.list(this.inspectionId);
    const base = await this.outbox.getBase(this.inspectionId);
    if (!entries.some((entry) => entry.kind === 'answer') || !base) {
      await this.outbox.setBase({ inspectionId: this.inspectionId, version: detail.version, answers: detail.answers });
    }
  }

  /** Sends what is waiting; a call while sending runs once more after it. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          const outcome = await this.sendAll();
          if (outcome === 'blocked') {
            this.scheduleRetry();
            break;
          }
        } while (this.again && !this.stopped);
      } finally {
        this.running = null;
        this.set({ sending: false });
        await this.refresh();
      }
    })();
    return this.running;
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.stopped) {
      return;
    }
    const delay = RETRY_DELAYS_MS[Math.min(this.retryAttempt, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
    this.retryAttempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
  }

  private reached(): void {
    this.retryAttempt = 0;
    if (!this.state.online && (typeof navigator === 'undefined' || navigator.onLine)) {
      this.set({ online: true });
    }
  }

  private unreachable(): Outcome {
    this.set({ online: false });
    return 'blocked';
  }

  private reportError(message: string): void {
    this.set({ errors: [...this.state.errors, message] });
  }

  dismissErrors(): void {
    this.set({ errors: [] });
  }

  private async sendAll(): Promise<Outcome> {
    const entries = await this.outbox.list(this.inspectionId);
    if (entries.length === 0) {
      return 'done';
    }
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      return this.unreachable();
    }
    this.set({ sending: true });
    const answers = entries.filter((e): e is OutboxEntry & AnswerEntry => e.kind === 'answer' && e.conflict === null);
    if (answers.length > 0) {
      const outcome = await this.sendAnswers(answers.slice(0, MAX_CHANGES));
      if (outcome === 'blocked') {
        return outcome;
      }
      this.again = true; // more answers may wait (edited meanwhile, over the limit, merged)
    }
    let photosChanged = false;
    for (const entry of entries) {
      if (entry.kind === 'answer') {
        continue;
      }
      const outcome = await this.sendOne(entry);
      if (outcome === 'blocked') {
        return outcome;
      }
      photosChanged = true;
    }
    if (photosChanged) {
      await this.reload();
    }
    return 'done';
  }

  private async sendAnswers(answers: Array<OutboxEntry & AnswerEntry>): Promise<Outcome> {
    const base = (await this.outbox.getBase(this.inspectionId)) ?? (await this.reload());
    if (!base) {
      return 'blocked';
    }
    const changes: Answers = Object.fromEntries(answers.map((entry) => [entry.itemId, entry.value ?? null]));
    try {
      const detail = await this.transport.patch(this.inspectionId, base.version, changes);
      this.reached();
      // The server's answers first, then the entries go: the page never shows the old value in between.
      this.onServer(detail);
      await this.outbox.setBase({ inspectionId: this.inspectionId, version: detail.version, answers: detail.answers });
      await this.outbox.acknowledge(
        this.inspectionId,
        answers.map(({ seq, rev }) => ({ seq, rev })),
      );
      return 'done';
    } catch (error) {
      switch (classifyError(error)) {
        case 'retry':
          return this.unreachable();
        case 'conflict':
          return this.merge(base.answers);
        case 'drop': {
          const fields = isAppError(error) ? error.fields : undefined;
          const refused = fields ? answers.filter((entry) => entry.itemId in fields) : answers;
          await this.outbox.acknowledge(
            this.inspectionId,
            (refused.length > 0 ? refused : answers).map(({ seq }) => ({ seq })),
          );
          this.reportError(error instanceof Error ? error.message : 'A change was refused.');
          return 'done';
        }
      }
    }
  }

  /** After a 409: the server's answers are merged with ours field by field. */
  private async merge(baseAnswers: Answers): Promise<Outcome> {
    let current: D;
    try {
      current = await this.transport.fetch(this.inspectionId);
    } catch (error) {
      return classifyError(error) === 'retry' ? this.unreachable() : 'blocked';
    }
    this.reached();
    this.onServer(current);
    if (current.status !== 'in_progress') {
      await this.outbox.clear(this.inspectionId);
      await this.outbox.setBase({
        inspectionId: this.inspectionId,
        version: current.version,
        answers: current.answers,
      });
      this.reportError('This inspection has been submitted and can no longer be edited.');
      return 'done';
    }
    const entries = (await this.outbox.list(this.inspectionId)).filter(
      (e): e is OutboxEntry & AnswerEntry => e.kind === 'answer',
    );
    const mine: Answers = Object.fromEntries(entries.map((entry) => [entry.itemId, entry.value ?? null]));
    const result = mergeAnswers(baseAnswers, mine, current.answers);
    const conflicted = new Map(result.conflicts.map((conflict) => [conflict.itemId, conflict.theirs]));
    const settled: Array<{ seq: number; rev: number }> = [];
    for (const entry of entries) {
      if (conflicted.has(entry.itemId)) {
        await this.outbox.markConflict(this.inspectionId, entry.seq, conflicted.get(entry.itemId));
      } else if (!(entry.itemId in result.resend)) {
        settled.push({ seq: entry.seq, rev: entry.rev });
      }
    }
    await this.outbox.acknowledge(this.inspectionId, settled);
    await this.outbox.setBase({ inspectionId: this.inspectionId, version: current.version, answers: current.answers });
    return 'done';
  }

  /** The person's choice for a conflicting field. */
  async resolve(itemId: string, choice: 'mine' | 'theirs'): Promise<void> {
    const entry = (await this.outbox.list(this.inspectionId)).find((e) => e.kind === 'answer' && e.itemId === itemId);
    if (!entry || entry.kind !== 'answer') {
      return;
    }
    if (choice === 'mine') {
      await this.outbox.keepMine(this.inspectionId, entry.seq);
    } else {
      await this.outbox.acknowledge(this.inspectionId, [{ seq: entry.seq }]);
    }
    await this.refresh();
    void this.flush();
  }

  private async sendOne(entry: OutboxEntry): Promise<Outcome> {
    try {
      switch (entry.kind) {
        case 'photo':
          await this.transport.upload(this.inspectionId, entry, (fraction) =>
            this.set({ progress: { ...this.state.progress, [entry.clientId]: fraction } }),
          );
          break;
        case 'caption':
          await this.transport.caption(this.inspectionId, entry.photoId, entry.caption);
          break;
        case 'remove':
          await this.transport.remove(this.inspectionId, entry.photoId).catch((error: unknown) => {
            if (!isAppError(error, 'NOT_FOUND')) {
              throw error; // a photo already gone is what we wanted
            }
          });
          break;
        case 'answer':
          return 'done';
      }
      this.reached();
      await this.outbox.acknowledge(this.inspectionId, [{ seq: entry.seq }]);
      return 'done';
    } catch (error) {
      if (classifyError(error) === 'retry') {
        return this.unreachable();
      }
      await this.outbox.acknowledge(this.inspectionId, [{ seq: entry.seq }]);
      const message = error instanceof Error ? error.message : 'The server refused the change.';
      this.reportError(entry.kind === 'photo' ? `Photo ${entry.name} was not saved: ${message}` : message);
      return 'done';
    } finally {
      if (entry.kind === 'photo') {
        const { [entry.clientId]: _done, ...rest } = this.state.progress;
        this.set({ progress: rest });
      }
    }
  }

  private async reload(): Promise<{ version: number; answers: Answers } | undefined> {
    try {
      const detail = await this.transport.fetch(this.inspectionId);
      this.reached();
      this.onServer(detail);
      await this.adopt(detail);
      return this.outbox.getBase(this.inspectionId);
    } catch {
      return undefined;
    }
  }
}
