import type { InspectionDetail } from '@thamani/domain/inspections';
import Dexie, { type EntityTable, type UpdateSpec } from 'dexie';
import { confirmedBy, firstEdit, nextEdit, type PendingEdit } from '@/lib/versioned-draft/pending-edit';
import type { Answers } from './merge';

/**
 * The inspection outbox: what this phone has recorded and the server has not confirmed yet,
 * kept in IndexedDB so a dropped connection, a closed tab or a reload loses nothing. One FIFO
 * per inspection (ordered by `seq`). A field's repeated edits coalesce into one entry while it
 * waits; photos wait with their bytes.
 */
/** An answer's edit waiting for the server (a null value clears the answer). */
export type AnswerEntry = { kind: 'answer'; itemId: string } & PendingEdit;
export type PhotoEntry = {
  kind: 'photo';
  clientId: string;
  itemId: string;
  caption: string | null;
  /** The shrunk JPEG's bytes (an ArrayBuffer stores in IndexedDB on every browser; a Blob not always). */
  bytes: ArrayBuffer;
  type: string;
  takenAt: string;
  name: string;
};
export type CaptionEntry = { kind: 'caption'; photoId: string; caption: string | null };
export type RemoveEntry = { kind: 'remove'; photoId: string };

type EntryBody = AnswerEntry | PhotoEntry | CaptionEntry | RemoveEntry;
export type OutboxEntry = EntryBody & { seq: number; inspectionId: string; key: string; createdAt: string };

/** The answers and version the waiting edits started from (the base of a three-way merge). */
export type OutboxBase = { inspectionId: string; version: number; answers: Answers };

/** The inspection as the server last sent it, so a reload without a network can show it. */
export type InspectionSnapshot = { id: string; detail: InspectionDetail; savedAt: string };

type OutboxDb = Dexie & {
  entries: EntityTable<OutboxEntry, 'seq'>;
  bases: EntityTable<OutboxBase, 'inspectionId'>;
  snapshots: EntityTable<InspectionSnapshot, 'id'>;
};

const keyOf = (entry: EntryBody): string => {
  switch (entry.kind) {
    case 'answer':
      return `answer:${entry.itemId}`;
    case 'photo':
      return `photo:${entry.clientId}`;
    case 'caption':
      return `caption:${entry.photoId}`;
    case 'remove':
      return `remove:${entry.photoId}`;
  }
};

export class Outbox {
  private readonly db: OutboxDb;
  private readonly listeners = new Set<(inspectionId: string) => void>();

  constructor(name = 'thamani-inspections') {
    this.db = new Dexie(name) as OutboxDb;
    this.db.version(1).stores({ entries: '++seq, inspectionId, [inspectionId+key]', bases: 'inspectionId' });
    this.db.version(2).stores({ snapshots: 'id' });
  }

  /** Called with the inspection's id after every change to its entries. */
  subscribe(listener: (inspectionId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(inspectionId: string): void {
    for (const listener of this.listeners) {
      listener(inspectionId);
    }
  }

  async list(inspectionId: string): Promise<OutboxEntry[]> {
    return this.db.entries.where('inspectionId').equals(inspectionId).sortBy('seq');
  }

  async counts(inspectionId: string): Promise<{ changes: number; photos: number }> {
    const entries = await this.list(inspectionId);
    const photos = entries.filter((entry) => entry.kind === 'photo').length;
    return { changes: entries.length - photos, photos };
  }

  /** Updates fields of one entry (Dexie cannot type an update of a union of entry kinds). */
  private patch(seq: number, changes: Record<string, unknown>) {
    return this.db.entries.update(seq, changes as UpdateSpec<OutboxEntry>);
  }

  private find(inspectionId: string, key: string) {
    return this.db.entries.where('[inspectionId+key]').equals([inspectionId, key]).first();
  }

  private async add(inspectionId: string, body: EntryBody): Promise<void> {
    await this.db.entries.add({
      ...body,
      inspectionId,
      key: keyOf(body),
      createdAt: new Date().toISOString(),
    } as OutboxEntry);
  }

  /** Records an answer; a field that is already waiting keeps its place and takes the new value. */
  async putAnswer(inspectionId: string, itemId: string, value: unknown): Promise<void> {
    await this.db.transaction('rw', this.db.entries, async () => {
      const existing = await this.find(inspectionId, `answer:${itemId}`);
      if (existing?.kind === 'answer') {
        await this.patch(existing.seq, nextEdit(existing, value));
      } else {
        await this.add(inspectionId, { kind: 'answer', itemId, ...firstEdit(value) });
      }
    });
    this.notify(inspectionId);
  }

  async addPhoto(inspectionId: string, photo: Omit<PhotoEntry, 'kind'>): Promise<void> {
    await this.add(inspectionId, { kind: 'photo', ...photo });
    this.notify(inspectionId);
  }

  /** A caption for a photo still waiting travels with it; an uploaded photo's caption waits on its own. */
  async setCaption(inspectionId: string, photo: { clientId: string; photoId: string | null }, caption: string | null) {
    await this.db.transaction('rw', this.db.entries, async () => {
      const waiting = await this.find(inspectionId, `photo:${photo.clientId}`);
      if (waiting?.kind === 'photo') {
        await this.patch(waiting.seq, { caption });
        return;
      }
      if (!photo.photoId) {
        return;
      }
      const existing = await this.find(inspectionId, `caption:${photo.photoId}`);
      if (existing) {
        await this.patch(existing.seq, { caption });
      } else {
        await this.add(inspectionId, { kind: 'caption', photoId: photo.photoId, caption });
      }
    });
    this.notify(inspectionId);
  }

  /** Removing a photo still waiting just forgets it; an uploaded one waits to be deleted on the server. */
  async removePhoto(inspectionId: string, photo: { clientId: string; photoId: string | null }): Promise<void> {
    await this.db.transaction('rw', this.db.entries, async () => {
      const waiting = await this.find(inspectionId, `photo:${photo.clientId}`);
      if (waiting) {
        await this.db.entries.delete(waiting.seq);
        return;
      }
      if (!photo.photoId) {
        return;
      }
      const caption = await this.find(inspectionId, `caption:${photo.photoId}`);
      if (caption) {
        await this.db.entries.delete(caption.seq);
      }
      if (!(await this.find(inspectionId, `remove:${photo.photoId}`))) {
        await this.add(inspectionId, { kind: 'remove', photoId: photo.photoId });
      }
    });
    this.notify(inspectionId);
  }

  /** Removes entries the server has confirmed; an answer edited again since it was sent stays. */
  async acknowledge(inspectionId: string, sent: ReadonlyArray<{ seq: number; rev?: number }>): Promise<void> {
    await this.db.transaction('rw', this.db.entries, async () => {
      for (const { seq, rev } of sent) {
        const current = await this.db.entries.get(seq);
        if (current && (current.kind !== 'answer' || confirmedBy(current, rev))) {
          await this.db.entries.delete(seq);
        }
      }
    });
    this.notify(inspectionId);
  }

  async markConflict(inspectionId: string, seq: number, theirs: unknown): Promise<void> {
    await this.patch(seq, { conflict: { theirs } });
    this.notify(inspectionId);
  }

  /** The person chose their own value: send it again against the server's current version. */
  async keepMine(inspectionId: string, seq: number): Promise<void> {
    await this.patch(seq, { conflict: null });
    this.notify(inspectionId);
  }

  async getBase(inspectionId: string): Promise<OutboxBase | undefined> {
    return this.db.bases.get(inspectionId);
  }

  async setBase(base: OutboxBase): Promise<void> {
    await this.db.bases.put(base);
  }

  /** Keeps the server's latest copy of an inspection (an older one never replaces a newer one). */
  async saveSnapshot(detail: InspectionDetail): Promise<void> {
    await this.db.transaction('rw', this.db.snapshots, async () => {
      const kept = await this.db.snapshots.get(detail.id);
      if (!kept || kept.detail.version <= detail.version) {
        await this.db.snapshots.put({ id: detail.id, detail, savedAt: new Date().toISOString() });
      }
    });
  }

  async getSnapshot(inspectionId: string): Promise<InspectionDetail | undefined> {
    return (await this.db.snapshots.get(inspectionId))?.detail;
  }

  /** Forgets every waiting entry of an inspection (after it was submitted elsewhere). */
  async clear(inspectionId: string): Promise<void> {
    await this.db.entries.where('inspectionId').equals(inspectionId).delete();
    this.notify(inspectionId);
  }

  close(): void {
    this.db.close();
  }
}

let shared: Outbox | null = null;

/** The app's one outbox. */
export function getOutbox(): Outbox {
  shared ??= new Outbox();
  return shared;
}
