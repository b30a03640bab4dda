import { afterAll, beforeAll } from 'vitest';
import type { App, AppDeps } from '../app.ts';
import type { Settings } from '../env.ts';
import { type Actor, createTestApp, createTestClock, createTestDatabase, newActor, type TestDatabase } from './test-app.ts';

export type TestClock = ReturnType<typeof createTestClock>;

/** A user a test file signs up once: role (omitted = client) and display name. */
export interface ActorSpec {
  role?: 'user' | 'agent' | 'admin';
  name?: string;
}

export interface UseTestAppOptions<K extends string> {
  /** Give the app a movable business clock (true: the default start; a string: that ISO start). */
  clock?: boolean | string;
  overrides?: Partial<Settings>;
  extra?: Pick<AppDeps, 'realtimeHeartbeatMs' | 'realtimeRecheckMs' | 'jobs'>;
  /** Signed up in parallel once the app is built, available as `actors[name]`. */
  actors?: Record<K, ActorSpec>;
  /** For beforeAll, when building takes longer than the configured hook timeout. */
  timeoutMs?: number;
}

export interface TestAppContext<K extends string> {
  readonly app: App;
  readonly database: TestDatabase;
  /** The app's clock; without the `clock` option it is not wired to the app and moving it does nothing. */
  readonly clock: TestClock;
  /** Each actor's fields resolve once beforeAll has signed it up, so destructure at the top of a file. */
  readonly actors: Readonly<Record<K, Actor>>;
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(`useTestApp: ${what} is read before beforeAll has built it`);
  }
  return value;
}

/** An Actor whose fields are read from `resolve()` at call time. */
function lateActor(key: string, resolve: () => Actor | undefined): Actor {
  const get = () => ready(resolve(), `actor ${key}`);
  return {
    get email() {
      return get().email;
    },
    get cookie() {
      return get().cookie;
    },
    get firmId() {
      return get().firmId;
    },
    get userId() {
      return get().userId;
    },
    get profileId() {
      return get().profileId;
    },
  };
}

/**
 * One migrated test database and one app per test file: built in beforeAll, closed and dropped in
 * afterAll. Read `app` and `database` inside hooks and tests only; before beforeAll has run they
 * throw rather than hand out undefined.
 */
export function useTestApp<K extends string = never>(options: UseTestAppOptions<K> = {}): TestAppContext<K> {
  const clock = createTestClock(typeof options.clock === 'string' ? options.clock : undefined);
  const specs = Object.entries<ActorSpec>(options.actors ?? ({} as Record<K, ActorSpec>));
  const built = new Map<string, Actor>();
  const actors = Object.fromEntries(specs.map(([key]) => [key, lateActor(key, () => built.get(key))])) as Record<K, Actor>;
  let database: TestDatabase | undefined;
  let app: App | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const current = await createTestApp(database, options.overrides, options.clock ? clock.now : undefined, options.extra);
    app = current;
    const created = await Promise.all(specs.map(([, spec]) => newActor(current, spec.role, spec.name)));
    specs.forEach(([key], i) => {
      const actor = created[i];
      if (actor) {
        built.set(key, actor);
      }
    });
  }, options.timeoutMs);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  return {
    get app() {
      return ready(app, 'app');
    },
    get database() {
      return ready(database, 'database');
    },
    clock,
    actors,
  };
}
