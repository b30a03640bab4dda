// @vitest-environment node
import 'fake-indexeddb/auto';
import { AppError } from '@thamani/domain/app-error';
import type { InspectionDetail } from '@thamani/domain/inspections';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { Outbox } from '../lib/outbox';
import { getInspectionOrKept } from './get-inspection';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

const ID = 'insp-1';
/** Only what the copy kept on the phone is keyed and ordered by. */
const detail = (version: number, note: string) =>
  ({ id: ID, version, answers: { 'site.note': note } }) as unknown as InspectionDetail;

let outbox: Outbox;
let n = 0;
beforeEach(() => {
  n += 1;
  outbox = new Outbox(`kept-copy-test-${n}`);
  vi.mocked(apiRequest).mockReset();
});
afterEach(() => outbox.close());

describe('the inspection kept on the phone', () => {
  it('keeps the newest copy the server sent (an older one never replaces it)', async () => {
    await outbox.saveSnapshot(detail(3, 'three'));
    await outbox.saveSnapshot(detail(2, 'two'));
    expect((await outbox.getSnapshot(ID))?.answers).toEqual({ 'site.note': 'three' });
    await outbox.saveSnapshot(detail(4, 'four'));
    expect((await outbox.getSnapshot(ID))?.version).toBe(4);
  });

  it('is what the page gets when the server cannot be reached', async () => {
    await outbox.saveSnapshot(detail(3, 'three'));
    vi.mocked(apiRequest).mockRejectedValue(new AppError('UNAVAILABLE', 'Could not reach the server.'));
    expect(await getInspectionOrKept(ID, undefined, outbox)).toMatchObject({ version: 3 });
  });

  it('is not used when the server answers, even with an error', async () => {
    await outbox.saveSnapshot(detail(3, 'three'));
    vi.mocked(apiRequest).mockResolvedValueOnce(detail(5, 'five'));
    expect(await getInspectionOrKept(ID, undefined, outbox)).toMatchObject({ version: 5 });
    const gone = new AppError('NOT_FOUND', 'Inspection not found.');
    vi.mocked(apiRequest).mockRejectedValueOnce(gone);
    await expect(getInspectionOrKept(ID, undefined, outbox)).rejects.toBe(gone);
  });

  it('without a kept copy, the network error stands', async () => {
    const offline = new AppError('UNAVAILABLE', 'Could not reach the server.');
    vi.mocked(apiRequest).mockRejectedValue(offline);
    await expect(getInspectionOrKept(ID, undefined, outbox)).rejects.toBe(offline);
  });
});
