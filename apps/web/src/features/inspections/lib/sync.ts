import { isAppError } from '@/lib/errors';
import { DraftStatus } from '@/lib/versioned-draft/draft-status';
import type { ConflictChoice } from '@/lib/versioned-draft/pending-edit';
import { classifySaveError, failureMessage } from '@/lib/versioned-draft/save-failure';
import { type PassOutcome, SaveLoop } from '@/lib/versioned-draft/save-loop';
import { SaveTimer } from '@/lib/versioned-draft/save-timer';
import { browserOffline, onChanceToSend } from '@/lib/versioned-draft/send-moments';
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

/**
 * Sends one inspection's outbox to the server, oldest first: the waiting answers as one save
 * with the version they started from, then photos, captions and removals in order. A request
 * that cannot reach the server leaves everything queued for the next try (back online, focus,
 * load, a timer); a 409 merges field by field; any other refusal drops that change and says so.
 */
export class InspectionSync<D extends ServerInspection> {
  private readonly status = new DraftStatus<SyncState>({
    online: !browserOffline(),
    sending: false,
    entries: [],
    changes: 0,
    photos: 0,
    conflicts: [],
    errors: [],
    progress: {},
  });
  private readonly retry = new SaveTimer(RETRY_DELAYS_MS);
  private readonly loop = new SaveLoop({
    pass: () => this.sendAll(),
    onBlocked: () => !this.stopped && this.retry.retry(() => void this.flush()),
    onIdle: async () => {
      this.set({ sending: false });
      await this.refresh();
    },
    stopped: () => this.stopped,
  });
  private stopped = false;

  constructor(
    private readonly outbox: Outbox,
    private readonly inspectionId: string,
    private readonly transport: SyncTransport<D>,
    private readonly onServer: (detail: D) => void,
  ) {}

  getState = (): SyncState => this.status.get();
  subscribe = (listener: () => void): (() => void) => this.status.subscribe(listener);

  private get state(): SyncState {
    return this.status.get();
  }

  private set(patch: Partial<SyncState>): void {
    this.status.set(patch);
  }

  /** Listens for the moments to try again; returns the function that stops it. */
  start(): () => void {
    const flush = () => void this.flush();
    const stopListening = onChanceToSend({
      send: flush,
      online: () => this.set({ online: true }),
      offline: () => this.set({ online: false }),
    });
    const unsubscribe = this.outbox.subscribe((id) => {
      if (id === this.inspectionId) {
        void this.refresh();
      }
    });
    void this.refresh().then(flush);
    return () => {
      this.stopped = true;
      stopListening();
      unsubscribe();
      this.retry.cancel();
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
    return this.loop.run();
  }

  private reached(): void {
    this.retry.reached();
    if (!this.state.online && !browserOffline()) {
      this.set({ online: true });
    }
  }

  private unreachable(): PassOutcome {
    this.set({ online: false });
    return 'blocked';
  }

  private reportError(message: string): void {
    this.set({ errors: [...this.state.errors, message] });
  }

  dismissErrors(): void {
    this.set({ errors: [] });
  }

  private async sendAll(): Promise<PassOutcome> {
    const entries = await this.outbox.list(this.inspectionId);
    if (entries.length === 0) {
      return 'done';
    }
    if (browserOffline()) {
      return this.unreachable();
    }
    this.set({ sending: true });
    const answers = entries.filter((e): e is OutboxEntry & AnswerEntry => e.kind === 'answer' && e.conflict === null);
    if (answers.length > 0) {
      const outcome = await this.sendAnswers(answers.slice(0, MAX_CHANGES));
      if (outcome === 'blocked') {
        return outcome;
      }
      this.loop.passAgain(); // more answers may wait (edited meanwhile, over the limit, merged)
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

  private async sendAnswers(answers: Array<OutboxEntry & AnswerEntry>): Promise<PassOutcome> {
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
      switch (classifySaveError(error)) {
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
          this.reportError(failureMessage(error, 'A change was refused.'));
          return 'done';
        }
      }
    }
  }

  /** After a 409: the server's answers are merged with ours field by field. */
  private async merge(baseAnswers: Answers): Promise<PassOutcome> {
    let current: D;
    try {
      current = await this.transport.fetch(this.inspectionId);
    } catch (error) {
      return classifySaveError(error) === 'retry' ? this.unreachable() : 'blocked';
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
  async resolve(itemId: string, choice: ConflictChoice): Promise<void> {
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

  private async sendOne(entry: OutboxEntry): Promise<PassOutcome> {
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
      if (classifySaveError(error) === 'retry') {
        return this.unreachable();
      }
      await this.outbox.acknowledge(this.inspectionId, [{ seq: entry.seq }]);
      const message = failureMessage(error, 'The server refused the change.');
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
