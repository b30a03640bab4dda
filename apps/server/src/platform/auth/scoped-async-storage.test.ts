import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { signIn, signUp, uniqueEmail } from '#test/test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { BETTER_AUTH_STORAGE_KEYS, betterAuthGlobal, ScopedAsyncLocalStorage } from './scoped-async-storage.ts';

/** Node 20's AsyncLocalStorage says whether its async hook is on. */
const hookOn = (storage: ScopedAsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;

describe('ScopedAsyncLocalStorage', () => {
  it('keeps its store through awaits inside a run, and turns its async hook off once the run has settled', async () => {
    const storage = new ScopedAsyncLocalStorage<string>();
    const seen = await storage.run('request 1', async () => {
      expect(hookOn(storage)).toBe(true);
      await sleep(1);
      const inner = await Promise.resolve().then(() => storage.getStore());
      return [storage.getStore(), inner];
    });
    expect(seen).toEqual(['request 1', 'request 1']);
    await Promise.resolve();
    expect(storage.runsInFlight).toBe(0);
    expect(hookOn(storage)).toBe(false);
    expect(storage.getStore()).toBeUndefined();
  });

  it('stays on while another run is in flight: a run that ends first does not take the other one’s store away', async () => {
    const storage = new ScopedAsyncLocalStorage<string>();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = storage.run('slow', async () => {
      await gate;
      await sleep(1);
      return storage.getStore();
    });
    await storage.run('quick', async () => {
      await sleep(1);
    });
    await Promise.resolve();
    expect(storage.runsInFlight).toBe(1);
    expect(hookOn(storage)).toBe(true);
    release();
    expect(await slow).toBe('slow');
    await Promise.resolve();
    expect(hookOn(storage)).toBe(false);
  });

  it('counts nested runs, and a rejected or throwing run still settles', async () => {
    const storage = new ScopedAsyncLocalStorage<string>();
    const nested = await storage.run('outer', async () => {
      const inner = await storage.run('inner', async () => {
        await sleep(1);
        return storage.getStore();
      });
      return [inner, storage.getStore()];
    });
    expect(nested).toEqual(['inner', 'outer']);

    await expect(storage.run('failing', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(() =>
      storage.run('throwing', () => {
        throw new Error('at once');
      }),
    ).toThrow('at once');
    expect(storage.run('sync', () => storage.getStore())).toBe('sync');
    await Promise.resolve();
    expect(storage.runsInFlight).toBe(0);
    expect(hookOn(storage)).toBe(false);
  });
});

describe('better-auth runs on the scoped storages', () => {
  const t = useTestApp();

  it('after sign-up and sign-in, its three storages are scoped, idle and off', async () => {
    const email = uniqueEmail();
    expect((await signUp(t.app, { name: 'Scope Tester', email, password: 'secret123' })).statusCode).toBe(200);
    await signIn(t.app, email, 'secret123');
    const { context } = betterAuthGlobal();
    for (const key of BETTER_AUTH_STORAGE_KEYS) {
      const storage = context[key];
      // A key better-auth no longer uses would stay unset: it would then make its own storage, unscoped.
      expect(storage, key).toBeInstanceOf(ScopedAsyncLocalStorage);
      expect((storage as ScopedAsyncLocalStorage<unknown>).runsInFlight, key).toBe(0);
      expect(hookOn(storage as ScopedAsyncLocalStorage<unknown>), key).toBe(false);
    }
  });
});
