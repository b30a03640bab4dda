import {
  REPORT_MESSAGES,
  type ReportContent,
  type ReportDetail,
  type SaveReportBody,
  type SaveReportResponse,
} from '@thamani/domain/reports';
import { DraftStatus } from '@/lib/versioned-draft/draft-status';
import { LocalCopy, safeLocalStorage } from '@/lib/versioned-draft/local-copy';
import { classifySaveError, failureMessage, isServerBusy, isStaleVersion } from '@/lib/versioned-draft/save-failure';
import { SaveLoop } from '@/lib/versioned-draft/save-loop';
import { SaveTimer } from '@/lib/versioned-draft/save-timer';

export type ReportSaveState = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';
export type ReportSave = { state: ReportSaveState; savedAt: Date | null; message: string | null };

export type DraftTransport = {
  save: (reportId: string, body: SaveReportBody) => Promise<SaveReportResponse>;
  fetch: (reportId: string) => Promise<ReportDetail>;
};

export type DraftListener = {
  /** A save went through: the cached report takes the new version and content. */
  saved: (saved: SaveReportResponse & { content: ReportContent }) => void;
  /** The server's latest copy was fetched (after a conflict) or the report may have changed state. */
  fetched: (detail: ReportDetail) => void;
  refresh: () => void;
};

export type DraftSnapshot = { content: ReportContent | null; save: ReportSave };

/** The valuer's pause before a change is sent. */
export const AUTOSAVE_DELAY_MS = 800;
/** A save that could not reach the server is tried again after this long (and on the next change). */
export const SAVE_RETRY_MS = 5_000;

const COPY_PREFIX = 'thamani.reportDraft.';
export const localCopyKey = (reportId: string) => `${COPY_PREFIX}${reportId}`;
export const setAsideKey = (reportId: string) => `${COPY_PREFIX}${reportId}.setAside`;

type UnsavedCopy = { baseVersion: number; content: ReportContent };

/**
 * One report's autosave: the content being edited, the server version it was made on, and one
 * save in flight at a time. Every unsaved change is also kept in localStorage until the server
 * has it, so a reload or a crash loses nothing; a save made on a stale version (another tab or
 * device saved first) is a conflict the valuer resolves: keep theirs (load the latest) or keep
 * mine (save mine on top of the latest).
 */
export class ReportDraftStore {
  private base: { version: number; content: ReportContent } | null = null;
  /** What the page shows when it differs from `base.content` (unsaved, or on its way). */
  private content: ReportContent | null = null;
  /** `content` is not on the server yet. */
  private dirty = false;
  /** A local copy from an earlier page load, made on this version. */
  private restoredFrom: number | null = null;
  private frozen = false;
  /** The next save: after the valuer's pause, or a retry. */
  private readonly timer = new SaveTimer();
  private readonly loop = new SaveLoop({ pass: () => this.sendWaiting() });
  private readonly status: DraftStatus<DraftSnapshot>;
  private readonly unsaved: LocalCopy<UnsavedCopy>;
  private readonly setAsideCopy: LocalCopy<{ content: ReportContent; at: string }>;

  constructor(
    readonly reportId: string,
    private readonly transport: DraftTransport,
    private readonly listener: DraftListener,
    storage: Storage | null = safeLocalStorage(),
    private readonly delayMs: number = AUTOSAVE_DELAY_MS,
  ) {
    this.unsaved = new LocalCopy(storage, localCopyKey(reportId));
    this.setAsideCopy = new LocalCopy(storage, setAsideKey(reportId));
    const copy = this.unsaved.read();
    if (copy) {
      this.content = copy.content;
      this.dirty = true;
      this.restoredFrom = copy.baseVersion;
    }
    this.status = new DraftStatus<DraftSnapshot>({
      content: this.content,
      save: { state: copy ? 'saving' : 'idle', savedAt: null, message: null },
    });
  }

  subscribe = (listener: () => void) => this.status.subscribe(listener);

  getSnapshot = () => this.status.get();

  /** The server's copy, whenever the page's query has a new one. */
  adopt(detail: ReportDetail): void {
    this.frozen = !detail.editable;
    if (this.frozen) {
      this.timer.cancel();
      if (this.dirty) {
        this.setAside();
      }
      this.base = { version: detail.version, content: detail.content };
      this.content = null;
      this.dirty = false;
      this.restoredFrom = null;
      this.publish({ state: 'idle', message: null });
      return;
    }
    if (this.base && detail.version <= this.base.version) {
      return;
    }
    const first = this.base === null;
    this.base = { version: detail.version, content: detail.content };
    if (!this.dirty) {
      this.content = null;
      this.publish({});
      return;
    }
    if (!first || this.restoredFrom === null) {
      // Our unsaved changes were made on an older version: the next save says so (409).
      return;
    }
    const madeOn = this.restoredFrom;
    this.restoredFrom = null;
    if (JSON.stringify(this.content) === JSON.stringify(detail.content)) {
      this.unsaved.remove();
      this.publish({ state: 'idle', message: null });
    } else if (madeOn === detail.version) {
      void this.saveNow();
    } else {
      this.publish({ state: 'conflict', message: REPORT_MESSAGES.staleDraft });
    }
  }

  /** A change from the page; sent after a pause, kept locally at once. */
  update(recipe: (content: ReportContent) => ReportContent): void {
    const current = this.content ?? this.base?.content;
    if (!current || this.frozen) {
      return;
    }
    const next = recipe(current);
    if (next === current) {
      return;
    }
    this.content = next;
    this.dirty = true;
    this.writeCopy();
    if (this.saveState() === 'conflict') {
      this.publish({});
      return;
    }
    this.publish({ state: 'saving', message: null });
    this.timer.after(this.delayMs, () => void this.saveNow());
  }

  /** Sends what waits now; rejects when it could not be saved (the save state says why). */
  async flush(): Promise<void> {
    this.timer.cancel();
    while (this.dirty && this.saveState() !== 'conflict' && !this.frozen) {
      const before = this.content;
      await this.saveNow();
      if (this.dirty && this.content === before) {
        break; // the save failed; trying again at once would fail the same way
      }
    }
    if (this.dirty) {
      throw new Error(this.status.get().save.message ?? REPORT_MESSAGES.staleDraft);
    }
  }

  /** After a conflict: show the latest saved version; this device's changes are set aside, not lost. */
  async reloadLatest(): Promise<void> {
    this.timer.cancel();
    const latest = await this.transport.fetch(this.reportId);
    if (this.dirty) {
      this.setAside();
    }
    this.base = { version: latest.version, content: latest.content };
    this.content = null;
    this.dirty = false;
    this.frozen = !latest.editable;
    this.listener.fetched(latest);
    this.publish({ state: 'idle', message: null });
  }

  /** After a conflict: save this device's content on top of the latest version. */
  async keepMine(): Promise<void> {
    this.timer.cancel();
    const latest = await this.transport.fetch(this.reportId);
    this.base = { version: latest.version, content: latest.content };
    this.frozen = !latest.editable;
    this.listener.fetched(latest);
    if (this.frozen) {
      this.setAside();
      this.content = null;
      this.dirty = false;
      this.publish({ state: 'error', message: REPORT_MESSAGES.frozen });
      return;
    }
    this.writeCopy();
    this.publish({ state: 'saving', message: null });
    await this.flush();
  }

  /** The content set aside by "Load the latest version", if any. */
  setAsideContent(): ReportContent | null {
    return this.setAsideCopy.read()?.content ?? null;
  }

  dispose(): void {
    this.timer.cancel();
  }

  /** Saves now, or right after the save in flight. */
  private saveNow(): Promise<void> {
    return this.loop.run();
  }

  private sendWaiting(): Promise<void> {
    this.timer.cancel();
    const base = this.base;
    const sent = this.content;
    if (!this.dirty || !base || !sent || this.frozen || this.saveState() === 'conflict') {
      return Promise.resolve();
    }
    this.publish({ state: 'saving', message: null });
    return this.send(base.version, sent);
  }

  private async send(version: number, sent: ReportContent): Promise<void> {
    try {
      const saved = await this.transport.save(this.reportId, { version, content: sent });
      this.base = { version: saved.version, content: sent };
      if (this.content === sent) {
        this.dirty = false;
        this.unsaved.remove();
      } else {
        this.writeCopy();
      }
      this.listener.saved({ ...saved, content: sent });
      this.publish({
        state: this.dirty ? 'saving' : 'saved',
        savedAt: new Date(saved.updatedAt),
        message: null,
      });
      if (this.dirty && !this.timer.pending) {
        this.timer.after(0, () => void this.saveNow());
      }
    } catch (error) {
      this.failed(error);
    }
  }

  private failed(error: unknown): void {
    if (isStaleVersion(error)) {
      this.publish({ state: 'conflict', message: REPORT_MESSAGES.staleDraft });
      return;
    }
    if (classifySaveError(error) === 'conflict') {
      // Submitted or approved meanwhile: the page refetches and turns read-only.
      this.publish({ state: 'error', message: failureMessage(error) });
      this.listener.refresh();
      return;
    }
    this.publish({ state: 'error', message: failureMessage(error) });
    if (isServerBusy(error)) {
      this.timer.after(SAVE_RETRY_MS, () => void this.saveNow());
    }
  }

  private saveState(): ReportSaveState {
    return this.status.get().save.state;
  }

  private publish(save: Partial<ReportSave>): void {
    this.status.set({ content: this.content, save: { ...this.status.get().save, ...save } });
  }

  private writeCopy(): void {
    if (this.content) {
      this.unsaved.write({ baseVersion: this.base?.version ?? this.restoredFrom ?? 0, content: this.content });
    }
  }

  private setAside(): void {
    if (!this.content) {
      return;
    }
    this.setAsideCopy.write({ content: this.content, at: new Date().toISOString() });
    this.unsaved.remove();
  }
}
