// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Outbox } from './outbox';

const ID = 'insp-1';
let outbox: Outbox;
let dbCounter = 0;

beforeEach(() => {
  dbCounter += 1;
  outbox = new Outbox(`outbox-test-${dbCounter}`);
});

afterEach(() => outbox.close());

const photo = (clientId: string) => ({
  clientId,
  itemId: 'site.shape',
  caption: null,
  bytes: new TextEncoder().encode('jpeg bytes').buffer,
  type: 'image/jpeg',
  takenAt: '2026-03-02T08:00:00.000Z',
  name: `${clientId}.jpg`,
});

describe('Outbox', () => {
  it('keeps entries in the order they were made, per inspection', async () => {
    await outbox.putAnswer(ID, 'site.shape', 'regular');
    await outbox.addPhoto(ID, photo('p1'));
    await outbox.putAnswer(ID, 'site.soil', 'red');
    await outbox.putAnswer('other', 'site.soil', 'black cotton');
    const entries = await outbox.list(ID);
    expect(entries.map((entry) => entry.key)).toEqual(['answer:site.shape', 'photo:p1', 'answer:site.soil']);
    expect(await outbox.counts(ID)).toEqual({ changes: 2, photos: 1 });
  });

  it("coalesces a field's repeated edits into one entry that keeps its place", async () => {
    await outbox.putAnswer(ID, 'site.shape', 'regular');
    await outbox.putAnswer(ID, 'site.soil', 'red');
    await outbox.putAnswer(ID, 'site.shape', 'irregular');
    await outbox.putAnswer(ID, 'site.shape', null);
    const entries = await outbox.list(ID);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ itemId: 'site.shape', value: null, rev: 3 });
  });

  it('keeps what is waiting across a reopen of the database (a reload)', async () => {
    await outbox.putAnswer(ID, 'site.shape', 'regular');
    await outbox.addPhoto(ID, photo('p1'));
    outbox.close();
    outbox = new Outbox(`outbox-test-${dbCounter}`);
    const entries = await outbox.list(ID);
    expect(entries.map((entry) => entry.kind)).toEqual(['answer', 'photo']);
    const stored = entries[1];
    expect(stored?.kind === 'photo' && stored.bytes.byteLength).toBe(10);
  });

  it('does not drop an answer edited again after it was sent', async () => {
    await outbox.putAnswer(ID, 'site.shape', 'regular');
    const [sent] = await outbox.list(ID);
    await outbox.putAnswer(ID, 'site.shape', 'irregular');
    await outbox.acknowledge(ID, [{ seq: sent!.seq, rev: sent!.kind === 'answer' ? sent!.rev : 0 }]);
    expect(await outbox.list(ID)).toMatchObject([{ itemId: 'site.shape', value: 'irregular' }]);
  });

  it('forgets a waiting photo that is removed, and queues the removal of an uploaded one', async () => {
    await outbox.addPhoto(ID, photo('p1'));
    await outbox.setCaption(ID, { clientId: 'p1', photoId: null }, 'Front gate');
    expect(await outbox.list(ID)).toMatchObject([{ kind: 'photo', caption: 'Front gate' }]);
    await outbox.removePhoto(ID, { clientId: 'p1', photoId: null });
    expect(await outbox.list(ID)).toEqual([]);

    await outbox.setCaption(ID, { clientId: 'p2', photoId: 'doc-2' }, 'Roof');
    await outbox.setCaption(ID, { clientId: 'p2', photoId: 'doc-2' }, 'Roof, north side');
    expect(await outbox.list(ID)).toMatchObject([{ kind: 'caption', photoId: 'doc-2', caption: 'Roof, north side' }]);
    await outbox.removePhoto(ID, { clientId: 'p2', photoId: 'doc-2' });
    expect(await outbox.list(ID)).toMatchObject([{ kind: 'remove', photoId: 'doc-2' }]);
  });

  it('stores the merge base and notifies listeners of changes', async () => {
    const seen: string[] = [];
    const stop = outbox.subscribe((id) => seen.push(id));
    await outbox.setBase({ inspectionId: ID, version: 4, answers: { 'site.shape': 'regular' } });
    await outbox.putAnswer(ID, 'site.shape', 'oval');
    stop();
    await outbox.putAnswer(ID, 'site.shape', 'round');
    expect(seen).toEqual([ID]);
    expect(await outbox.getBase(ID)).toEqual({ inspectionId: ID, version: 4, answers: { 'site.shape': 'regular' } });
  });
});
