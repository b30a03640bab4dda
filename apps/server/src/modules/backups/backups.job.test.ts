import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '#context.ts';
import { testSettings } from '#test/test-app.ts';
import { BACKUP_JOB } from './backup-job-payload.ts';
import { scheduleNightlyBackups } from './backups.job.ts';

function contextSending(send: (name: string, payload: unknown) => Promise<string>, nightlyAt: { hour: number; minute: number } | null) {
  const settings = testSettings();
  return { settings: { ...settings, backup: { ...settings.backup, nightlyAt } }, jobs: { send } } as unknown as AppContext;
}

describe('the nightly backup', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('queues one backup job at BACKUP_NIGHTLY_AT Nairobi time, then again the next night', async () => {
    vi.useFakeTimers({ now: new Date('2030-03-04T20:00:00Z') }); // 23:00 in Nairobi
    const sent: unknown[] = [];
    const stop = scheduleNightlyBackups(
      contextSending(async (name, payload) => {
        expect(name).toBe(BACKUP_JOB);
        sent.push(payload);
        return 'job';
      }, { hour: 2, minute: 0 }),
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000 + 59 * 60 * 1000); // 01:59 Nairobi
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(60 * 1000); // 02:00 Nairobi = 23:00Z
    expect(sent).toEqual([{ trigger: 'nightly', requestedBy: null, slot: '2030-03-04T23:00:00.000Z' }]);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(sent).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(48 * 60 * 60 * 1000);
    expect(sent).toHaveLength(2);
  });

  it('BACKUP_NIGHTLY_AT=off queues nothing', async () => {
    vi.useFakeTimers({ now: new Date('2030-03-04T20:00:00Z') });
    const send = vi.fn(async () => 'job');
    scheduleNightlyBackups(contextSending(send, null), () => undefined);
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * 60 * 1000);
    expect(send).not.toHaveBeenCalled();
  });
});
