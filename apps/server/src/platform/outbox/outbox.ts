import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '#db/client.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { ModuleEvent } from './module-event.ts';

/** One delivery of an event to one subscriber. */
export interface Delivery {
  /** The event's id, the same for every subscriber and every run: the key that makes a reaction happen once. */
  eventId: string;
}

/**
 * What an area does when another area's event has committed. It runs as a job and may run more
 * than once (a retry, a process killed after the work): its effect must be idempotent, keyed by
 * `delivery.eventId` or by the state it changes.
 */
export interface Subscriber<P> {
  /** Who reacts (`visits.on-request-moved`): with the event's name, it names the subscriber's queue. */
  name: string;
  event: ModuleEvent<P>;
  handle: (payload: P, delivery: Delivery) => Promise<void>;
  /** Shown to the person following the job if the reaction fails for good. */
  failedMessage?: string;
}

export interface Outbox {
  /** At startup, before anything is published: each subscriber gets a queue of its own. */
  subscribe: <P>(subscriber: Subscriber<P>) => Promise<void>;
  /**
   * State `event` inside the transaction `tx` that made it true: one job per subscriber, enqueued
   * in `tx`, so subscribers hear of it exactly when it commits, and never of a rolled-back change.
   */
  publish: <P>(tx: Db, event: ModuleEvent<P>, payload: P) => Promise<void>;
  /** The subscribers' queue names (tests wait on them with `jobs.whenIdle`). */
  queuesOf: (event: ModuleEvent<unknown>) => string[];
}

const FAILED_MESSAGE = 'A follow-up of this change could not be finished.';

/** The queue of one subscriber of one event. */
export function subscriberQueue(event: ModuleEvent<unknown>, subscriber: string): string {
  return `event.${event.name}.${subscriber}`;
}

/**
 * The outbox on the job queue: a published event is a row in pg-boss's job table, written in the
 * publisher's transaction (pg-boss sends through the caller's connection), so it commits or rolls
 * back with the change it states.
 */
export function createOutbox(jobs: JobQueue): Outbox {
  const queues = new Map<string, string[]>();
  return {
    async subscribe(subscriber) {
      const queue = subscriberQueue(subscriber.event as ModuleEvent<unknown>, subscriber.name);
      const known = queues.get(subscriber.event.name) ?? [];
      if (known.includes(queue)) {
        throw new Error(`outbox: ${subscriber.name} already subscribes to ${subscriber.event.name}`);
      }
      await jobs.register({
        name: queue,
        schema: z.object({ eventId: z.uuid(), payload: subscriber.event.schema }),
        handle: ({ eventId, payload }) => subscriber.handle(payload, { eventId }),
        failedMessage: subscriber.failedMessage ?? FAILED_MESSAGE,
      });
      queues.set(subscriber.event.name, [...known, queue]);
    },

    async publish(tx, event, payload) {
      const checked = event.schema.parse(payload);
      const eventId = randomUUID();
      for (const queue of queues.get(event.name) ?? []) {
        await jobs.send(queue, { eventId, payload: checked }, { tx });
      }
    },

    queuesOf: (event) => [...(queues.get(event.name) ?? [])],
  };
}
