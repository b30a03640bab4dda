import {
  REPORT_MESSAGES,
  type ReportContent,
  type ReportDetail,
  type SaveReportBody,
  type SaveReportResponse,
} from '@thamani/domain/reports';
import { isAppError } from '@/lib/errors';

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

type LocalCopy = { baseVersion: number; content: ReportContent };

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
  private inFlight: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private snapshot: DraftSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly reportId: string,
    private readonly transport: DraftTransport,
    private readonly listener: DraftListener,
    private readonly storage: Storage | null = safeLocalStorage(),
    private readonly delayMs: number = AUTOSAVE_DELAY_MS,
  ) {
    const copy = this.readCopy();
    if (copy) {
      this.content = copy.content;
      this.dirty = true;
      this.restoredFrom = copy.baseVersion;
    }
    this.snapshot = { content: this.content, save: { state: copy ? 'saving' : 'idle', savedAt: null, message: null } };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The server's copy, whenever the page's query has a new one. */
  adopt(detail: ReportDetail): void {
    this.frozen = !detail.editable;
    if (this.frozen) {
      this.clearTimer();
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
      this.dropLocal();
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
    if (this.snapshot.save.state === 'conflict') {
      this.publish({});
      return;
    }
    this.publish({ state: 'saving', message: null });
    this.clearTimer();
    this.timer = setTimeout(() => void this.saveNow(), this.delayMs);
  }

  /** Sends what waits now; rejects when it could not be saved (the save state says why). */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.dirty && this.snapshot.save.state !== 'conflict' && !this.frozen) {
      const before = this.content;
      await this.saveNow();
      if (this.dirty && this.content === before) {
        break; // the save failed; trying again at once would fail the same way
      }
    }
    if (this.dirty) {
      throw new Error(this.snapshot.save.message ?? REPORT_MESSAGES.staleDraft);
    }
  }

  /** After a conflict: show the latest saved version; this device's changes are set aside, not lost. */
  async reloadLatest(): Promise<void> {
    this.clearTimer();
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
    this.clearTimer();
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
    try {
      const raw = this.storage?.getItem(setAsideKey(this.reportId));
      return raw ? (JSON.parse(raw) as { content: ReportContent }).content : null;
    } catch {
      return null;
    }
  }

  dispose(): void {
    this.clearTimer();
  }

  private saveNow(): Promise<void> {
    if (this.inFlight) {
      return this.inFlight.then(() => this.saveNow());
    }
    this.clearTimer();
    const base = this.base;
    const sent = this.content;
    if (!this.dirty || !base || !sent || this.frozen || this.snapshot.save.state === 'conflict') {
      return Promise.resolve();
    }
    this.publish({ state: 'saving', message: null });
    this.inFlight = this.send(base.version, sent).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async send(version: number, sent: ReportContent): Promise<void> {
    try {
      const saved = await this.transport.save(this.reportId, { version, content: sent });
      this.base = { version: saved.version, content: sent };
      if (this.content === sent) {
        this.dirty = false;
        this.dropLocal();
      } else {
        this.writeCopy();
      }
      this.listener.saved({ ...saved, content: sent });
      this.publish({
        state: this.dirty ? 'saving' : 'saved',
        savedAt: new Date(saved.updatedAt),
        message: null,
      });
      if (this.dirty && !this.timer) {
        this.timer = setTimeout(() => void this.saveNow(), 0);
      }
    } catch (error) {
      this.failed(error);
    }
  }

  private failed(error: unknown): void {
    if (isAppError(error, 'CONFLICT') && typeof error.details?.version === 'number') {
      this.publish({ state: 'conflict', message: REPORT_MESSAGES.staleDraft });
      return;
    }
    if (isAppError(error, 'CONFLICT') || isAppError(error, 'INVALID_TRANSITION')) {
      // Submitted or approved meanwhile: the page refetches and turns read-only.
      this.publish({ state: 'error', message: error.message });
      this.listener.refresh();
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    this.publish({ state: 'error', message });
    if (isAppError(error, 'UNAVAILABLE') || isAppError(error, 'INTERNAL') || isAppError(error, 'RATE_LIMITED')) {
      this.clearTimer();
      this.timer = setTimeout(() => void this.saveNow(), SAVE_RETRY_MS);
    }
  }

  private publish(save: Partial<ReportSave>): void {
    this.snapshot = { content: this.content, save: { ...this.snapshot.save, ...save } };
    for (const listener of this.listeners) {
      listener();
    }
  }

  private clearTimer(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }

  private readCopy(): LocalCopy | null {
    try {
      const raw = this.storage?.getItem(localCopyKey(this.reportId));
      return raw ? (JSON.parse(raw) as LocalCopy) : null;
    } catch {
      return null;
    }
  }

  private writeCopy(): void {
    if (!this.content) {
      return;
    }
    const copy: LocalCopy = { baseVersion: this.base?.version ?? this.restoredFrom ?? 0, content: this.content };
    try {
      this.storage?.setItem(localCopyKey(this.reportId), JSON.stringify(copy));
    } catch {
      // Storage full or blocked: the server copy is all there is.
    }
  }

  private dropLocal(): void {
    try {
      this.storage?.removeItem(localCopyKey(this.reportId));
    } catch {
      // Blocked storage held nothing.
    }
  }

  private setAside(): void {
    if (!this.content) {
      return;
    }
    try {
      this.storage?.setItem(
        setAsideKey(this.reportId),
        JSON.stringify({ content: this.content, at: new Date().toISOString() }),
      );
    } catch {
      // Blocked storage: the changes were only ever on this page.
    }
    this.dropLocal();
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
