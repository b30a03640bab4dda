import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '#db/client.ts';
import { loadTestSettings } from '#env.ts';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { createBus, type Bus, type BusInterruption } from '../bus.ts';
import { AuthCache, publishInvalidation, subscribeInvalidations, type Identity } from './auth-cache.ts';

const identity = (userId: string, sessionId: string): Identity => ({ userId, sessionId, email: `${userId}@x.test`, role: 'user', profileId: null, firmId: 'firm' });
const later = () => new Date(Date.now() + 3_600_000);

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) {
      throw new Error('timed out');
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('AuthCache', () => {
  it('expires entries after the TTL and never past the session expiry', () => {
    let now = 1_000;
    const cache = new AuthCache(60_000, 100, () => now);
    cache.set('a', identity('u1', 's1'), new Date(now + 10_000_000), cache.generation);
    cache.set('b', identity('u1', 's2'), new Date(now + 5_000), cache.generation);
    now += 6_000;
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('b')).toBeNull();
    now += 60_000;
    expect(cache.get('a')).toBeNull();
  });

  it('evicts by session and by user, and drops a lookup that raced an eviction', () => {
    const cache = new AuthCache();
    cache.set('sid:s1', identity('u1', 's1'), later(), cache.generation);
    cache.set('cookie:x', identity('u1', 's2'), later(), cache.generation);
    cache.set('sid:s3', identity('u2', 's3'), later(), cache.generation);
    cache.invalidate({ sessionId: 's1' });
    expect(cache.get('sid:s1')).toBeNull();
    expect(cache.get('cookie:x')).not.toBeNull();
    cache.invalidate({ userId: 'u1' });
    expect(cache.get('cookie:x')).toBeNull();
    expect(cache.get('sid:s3')).not.toBeNull();
    const generation = cache.generation;
    cache.invalidate({ userId: 'u9' });
    cache.set('sid:s4', identity('u4', 's4'), later(), generation);
    expect(cache.get('sid:s4')).toBeNull();
  });
});

describe('invalidation over the bus (LISTEN/NOTIFY)', () => {
  let database: TestDatabase;
  let second: Database | null = null;
  let busA: Bus;
  let busB: Bus;

  beforeAll(async () => {
    database = await createTestDatabase();
    busA = createBus(database);
    // On PostgreSQL the second "process" gets its own pool and listener connection.
    second = database.kind === 'postgres' ? await openPostgres(database.url, 2) : null;
    busB = createBus(second ?? database);
  });
  afterAll(async () => {
    await busA.close();
    await busB.close();
    await second?.close();
    await database.drop();
  });

  it('an eviction published by one process evicts in the other', async () => {
    const a = new AuthCache();
    const b = new AuthCache();
    const offA = await subscribeInvalidations(a, busA);
    const offB = await subscribeInvalidations(b, busB);
    a.set('sid:s1', identity('u1', 's1'), later(), a.generation);
    b.set('sid:s1', identity('u1', 's1'), later(), b.generation);
    b.set('sid:s2', identity('u2', 's2'), later(), b.generation);

    await publishInvalidation(a, busA, { userId: 'u1' });
    expect(a.get('sid:s1')).toBeNull(); // locally at once
    await until(() => b.get('sid:s1') === null);
    expect(b.get('sid:s2')).not.toBeNull();

    await publishInvalidation(a, busA, { sessionId: 's2' });
    await until(() => b.get('sid:s2') === null);
    await offA();
    await offB();
  });

  it('empties the cache when the bus reports an interrupted delivery, and stops listening when unsubscribed', async () => {
    const handlers = new Set<(what: BusInterruption) => void>();
    const fakeBus: Bus = {
      publish: async () => undefined,
      subscribe: async () => async () => undefined,
      onInterrupted: (handler) => {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
      close: async () => undefined,
    };
    const cache = new AuthCache();
    const off = await subscribeInvalidations(cache, fakeBus);
    cache.set('sid:s1', identity('u1', 's1'), later(), cache.generation);
    for (const handler of handlers) {
      handler('restored');
    }
    expect(cache.get('sid:s1')).toBeNull();
    await off();
    expect(handlers.size).toBe(0);
  });

  it('uses the test database kind', () => {
    expect(database.kind).toBe(loadTestSettings().testDb);
  });
});
