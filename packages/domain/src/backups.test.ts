import { describe, expect, it } from 'vitest';
import { backupFilename, describeRetention, listExpiredBackups, nextNightlyRun, parseNightlyAt, parseRetention } from './backups.ts';

describe('BACKUP_NIGHTLY_AT', () => {
  it('reads a 24-hour Nairobi time or off, and refuses anything else', () => {
    expect(parseNightlyAt('02:00')).toEqual({ hour: 2, minute: 0 });
    expect(parseNightlyAt('23:59')).toEqual({ hour: 23, minute: 59 });
    expect(parseNightlyAt(' OFF ')).toBeNull();
    for (const bad of ['24:00', '2am', '02:60', '', 'never']) {
      expect(parseNightlyAt(bad)).toHaveProperty('error');
    }
  });

  it('runs next at that Nairobi time: today if still ahead, else tomorrow', () => {
    // 01:00 Nairobi = 22:00Z the day before.
    expect(nextNightlyRun({ hour: 2, minute: 0 }, new Date('2030-03-03T22:00:00Z')).toISOString()).toBe('2030-03-03T23:00:00.000Z');
    // Exactly at the time: the next day's.
    expect(nextNightlyRun({ hour: 2, minute: 0 }, new Date('2030-03-03T23:00:00Z')).toISOString()).toBe('2030-03-04T23:00:00.000Z');
    // 23:30 Nairobi is 20:30Z the same calendar day.
    expect(nextNightlyRun({ hour: 23, minute: 30 }, new Date('2030-03-04T06:00:00Z')).toISOString()).toBe('2030-03-04T20:30:00.000Z');
  });
});

describe('BACKUP_RETENTION', () => {
  it('reads a count or days', () => {
    expect(parseRetention('7')).toEqual({ kind: 'count', count: 7 });
    expect(parseRetention('14d')).toEqual({ kind: 'days', days: 14 });
    expect(parseRetention('30 days')).toEqual({ kind: 'days', days: 30 });
    for (const bad of ['0', '-1', 'week', '', '7w']) {
      expect(parseRetention(bad)).toHaveProperty('error');
    }
    expect(describeRetention({ kind: 'days', days: 14 })).toBe('the last 14 days');
    expect(describeRetention({ kind: 'count', count: 1 })).toBe('the last backup');
  });

  const now = new Date('2030-03-20T00:00:00Z');
  const runs = [18, 15, 10, 5, 1].map((day) => ({ id: day, startedAt: new Date(Date.UTC(2030, 2, day)) }));

  it('by count removes all but the newest N', () => {
    expect(listExpiredBackups(runs, { kind: 'count', count: 3 }, now).map((r) => r.id)).toEqual([5, 1]);
    expect(listExpiredBackups(runs, { kind: 'count', count: 9 }, now)).toEqual([]);
  });

  it('by days removes those older than the window, but never the newest', () => {
    expect(listExpiredBackups(runs, { kind: 'days', days: 7 }, now).map((r) => r.id)).toEqual([10, 5, 1]);
    const old = runs.slice(3);
    expect(listExpiredBackups(old, { kind: 'days', days: 7 }, now).map((r) => r.id)).toEqual([1]);
  });
});

describe('archive names', () => {
  it('sort by time and say what made them', () => {
    const at = new Date('2030-03-04T23:00:05.123Z');
    expect(backupFilename(at, 'nightly', '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b')).toBe('thamani-backup-20300304-230005Z-nightly-3f1c2b4a.tar.gz');
    expect(backupFilename(at, 'nightly', '9a1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b')).not.toBe(backupFilename(at, 'nightly', '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b'));
  });
});
