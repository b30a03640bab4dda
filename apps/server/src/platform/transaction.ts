import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Bus } from './bus.ts';
import type { SendMail } from './mail.ts';

/** What a post-commit effect may use. */
export interface Effects {
  bus: Bus;
  sendMail: SendMail;
}

export interface TransactionDeps extends Effects {
  db: Db;
  log: FastifyBaseLogger;
}

type Effect = (effects: Effects) => Promise<void>;

/** The effects queued by each open transaction (keyed by its tx object). */
const queued = new WeakMap<object, Effect[]>();

type Step = (tx: Db) => Promise<void>;

/** The last steps queued by each open transaction, run inside it just before it commits. */
const finalSteps = new WeakMap<object, Step[]>();

/**
 * Run `work` in one transaction; effects queued with `afterCommit(tx, …)` (realtime pushes,
 * e-mail) run only once it has committed, and never fail the request that caused them.
 */
export async function inTransaction<T>(deps: TransactionDeps, work: (tx: Db) => Promise<T>): Promise<T> {
  const effects: Effect[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const steps: Step[] = [];
    queued.set(tx, effects);
    finalSteps.set(tx, steps);
    try {
      const value = await work(tx as unknown as Db);
      for (let step = steps.shift(); step; step = steps.shift()) {
        await step(tx as unknown as Db);
      }
      return value;
    } finally {
      queued.delete(tx);
      finalSteps.delete(tx);
    }
  });
  for (const effect of effects) {
    try {
      await effect({ bus: deps.bus, sendMail: deps.sendMail });
    } catch (error) {
      deps.log.error({ err: error }, 'a post-commit effect failed');
    }
  }
  return result;
}

/** Queue an effect for after the commit of `tx` (which must come from `inTransaction`). */
export function afterCommit(tx: Db, effect: Effect): void {
  const list = queued.get(tx);
  if (!list) {
    throw new Error('afterCommit needs a transaction opened with inTransaction');
  }
  list.push(effect);
}

/**
 * Call `notice` once `tx` has committed, if `tx` comes from `inTransaction`; answers whether it
 * will. For code below the request's effects (the job queue waking its worker for a job sent in
 * the transaction), which needs neither the bus nor mail and must not throw on a bare transaction.
 */
export function whenCommitted(tx: unknown, notice: () => void): boolean {
  const list = typeof tx === 'object' && tx !== null ? queued.get(tx) : undefined;
  if (!list) {
    return false;
  }
  list.push(async () => notice());
  return true;
}

/**
 * Queue a step to run inside `tx` (from `inTransaction`) after its work and just before it
 * commits: a write that must be the transaction's last, such as the realtime event log's.
 */
export function beforeCommit(tx: Db, step: Step): void {
  const list = finalSteps.get(tx);
  if (!list) {
    throw new Error('beforeCommit needs a transaction opened with inTransaction');
  }
  list.push(step);
}
