import 'fake-indexeddb/auto';
import { AppError } from '@thamani/domain/app-error';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifySaveError as classifyError } from '@/lib/versioned-draft/save-failure';
import type { Answers } from './merge';
import { Outbox, type PhotoEntry } from './outbox';
import { InspectionSync, type ServerInspection, type SyncTransport } from './sync';

const ID = 'insp-1';
let outbox: Outbox;
let n = 0;

/** A server in memory with the API's version rule. */
function fakeServer(initial: Answers = {}) {
  const server = { version: 1, status: 'in_progress', answers: { ...initial } as Answers, photos: [] as string[] };
  const snapshot = (): ServerInspection => ({
    version: server.version,
    status: server.status,
    answers: { ...server.answers },
  });
  const transport: SyncTransport<ServerInspection> = {
    fetch: vi.fn(() => Promise.resolve(snapshot())),
    patch: vi.fn((_id: string, version: number, changes: Answers) => {
      if (version !== server.version) {
        return Promise.reject(new AppError('CONFLICT', 'Someone else changed this inspection.'));
      }
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) {
          delete server.answers[key];
        } else {
          server.answers[key] = value;
        }
      }
      server.version += 1;
      return Promise.resolve(snapshot());
    }),
    upload: vi.fn((_id: string, photo: PhotoEntry, onProgress: (f: number) => void) => {
      onProgress(0.5);
      if (!server.photos.includes(photo.clientId)) {
        server.photos.push(photo.clientId);
      }
      return Promise.resolve({});
    }),
    caption: vi.fn(() => Promise.resolve({})),
    remove: vi.fn(() => Promise.resolve()),
  };
  return { server, transport };
}

beforeEach(async () => {
  n += 1;
  outbox = new Outbox(`sync-test-${n}`);
  await outbox.setBase({ inspectionId: ID, version: 1, answers: { 'site.shape': 'regular', 'site.soil': 'red' } });
});
afterEach(() => {
  outbox.close();
  vi.unstubAllGlobals();
});

const photo = (clientId: string): Omit<PhotoEntry, 'kind'> => ({
  clientId,
  itemId: 'site.shape',
  caption: null,
  bytes: new ArrayBuffer(1),
  type: 'image/jpeg',
  takenAt: '2026-03-02T08:00:00.000Z',
  name: 'a.jpg',
});

describe('InspectionSync', () => {
  it('sends the waiting answers in one save, then the photos, and empties the outbox', async () => {
    const { server, transport } = fakeServer({ 'site.shape': 'regular', 'site.soil': 'red' });
    const seen: ServerInspection[] = [];
    const sync = new InspectionSync(outbox, ID, transport, (detail) => seen.push(detail));
    await outbox.putAnswer(ID, 'site.shape', 'irregular');
    await outbox.addPhoto(ID, photo('p1'));
    await outbox.putAnswer(ID, 'services.water', 'borehole');
    await sync.flush();
    expect(transport.patch).toHaveBeenCalledTimes(1);
    expect(transport.patch).toHaveBeenCalledWith(ID, 1, { 'site.shape': 'irregular', 'services.water': 'borehole' });
    expect(server.photos).toEqual(['p1']);
    expect(await outbox.list(ID)).toEqual([]);
    expect(sync.getState()).toMatchObject({ changes: 0, photos: 0, sending: false });
    expect((await outbox.getBase(ID))?.version).toBe(2);
    expect(seen.at(-1)?.answers).toMatchObject({ 'site.shape': 'irregular' });
  });

  it('keeps everything queued while the server cannot be reached, and sends it later exactly once', async () => {
    const { server, transport } = fakeServer({ 'site.shape': 'regular', 'site.soil': 'red' });
    const patch = transport.patch;
    transport.patch = vi.fn(() => Promise.reject(new AppError('UNAVAILABLE', 'Could not reach the server.')));
    const sync = new InspectionSync(outbox, ID, transport, () => {});
    await outbox.putAnswer(ID, 'site.shape', 'irregular');
    await outbox.addPhoto(ID, photo('p1'));
    await sync.flush();
    expect(sync.getState()).toMatchObject({ online: false, changes: 1, photos: 1 });
    expect(server.photos).toEqual([]);

    transport.patch = patch;
    await outbox.putAnswer(ID, 'site.shape', 'triangular');
    await sync.flush();
    expect(sync.getState()).toMatchObject({ online: true, changes: 0, photos: 0 });
    expect(server.answers['site.shape']).toBe('triangular');
    expect(server.version).toBe(2);
    expect(server.photos).toEqual(['p1']);
  });

  it('merges a 409 silently where the fields differ', async () => {
    const { server, transport } = fakeServer({ 'site.shape': 'regular', 'site.soil': 'red' });
    server.answers['site.soil'] = 'black cotton'; // another phone saved first
    server.version = 2;
    const sync = new InspectionSync(outbox, ID, transport, () => {});
    await outbox.putAnswer(ID, 'site.shape', 'irregular');
    await sync.flush();
    expect(server.answers).toEqual({ 'site.shape': 'irregular', 'site.soil': 'black cotton' });
    expect(sync.getState().conflicts).toEqual([]);
    expect(await outbox.list(ID)).toEqual([]);
  });

  it('asks where both changed the same field, and sends the chosen value', async () => {
    const { server, transport } = fakeServer({ 'site.shape': 'regular', 'site.soil': 'red' });
    server.answers['site.shape'] = 'oval';
    server.version = 2;
    const sync = new InspectionSync(outbox, ID, transport, () => {});
    await outbox.putAnswer(ID, 'site.shape', 'irregular');
    await outbox.putAnswer(ID, 'site.soil', 'murram');
    await sync.flush();
    expect(sync.getState().conflicts).toEqual([
      { itemId: 'site.shape', base: 'oval', mine: 'irregular', theirs: 'oval' },
    ]);
    expect(server.answers).toEqual({ 'site.shape': 'oval', 'site.soil': 'murram' });

    await sync.resolve('site.shape', 'mine');
    await sync.flush();
    expect(server.answers['site.shape']).toBe('irregular');
    expect(sync.getState().conflicts).toEqual([]);
    expect(await outbox.list(ID)).toEqual([]);
  });

  it('drops a change the server refuses (not 409) and says so', async () => {
    const { transport } = fakeServer();
    transport.upload = vi.fn(() => Promise.reject(new AppError('PAYLOAD_TOO_LARGE', 'The file is too large.')));
    const sync = new InspectionSync(outbox, ID, transport, () => {});
    await outbox.addPhoto(ID, photo('p1'));
    await sync.flush();
    expect(await outbox.list(ID)).toEqual([]);
    expect(sync.getState().errors).toEqual(['Photo a.jpg was not saved: The file is too large.']);
  });

  it('stops editing when the inspection was submitted elsewhere', async () => {
    const { server, transport } = fakeServer();
    server.status = 'submitted';
    server.version = 5;
    const sync = new InspectionSync(outbox, ID, transport, () => {});
    await outbox.putAnswer(ID, 'site.shape', 'irregular');
    await sync.flush();
    expect(await outbox.list(ID)).toEqual([]);
    expect(sync.getState().errors).toEqual(['This inspection has been submitted and can no longer be edited.']);
  });

  it('does not try while the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { transport } = fakeServer();
    const sync = new InspectionSync(outbox, ID, transport, () => {});
    await outbox.putAnswer(ID, 'site.shape', 'irregular');
    await sync.flush();
    expect(transport.patch).not.toHaveBeenCalled();
    expect(sync.getState()).toMatchObject({ online: false, changes: 1 });
  });
});

describe('classifyError', () => {
  it('retries network failures, merges 409s and drops other refusals', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toBe('retry');
    expect(classifyError(new AppError('UNAVAILABLE', 'x'))).toBe('retry');
    expect(classifyError(new AppError('CONFLICT', 'x'))).toBe('conflict');
    expect(classifyError(new AppError('VALIDATION', 'x'))).toBe('drop');
    expect(classifyError(new AppError('UNSUPPORTED_MEDIA_TYPE', 'x'))).toBe('drop');
  });
});
