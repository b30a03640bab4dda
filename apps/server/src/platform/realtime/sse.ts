import type { LoggedEvent } from '../realtime-log.ts';

/** The wire: SSE frames out, Last-Event-ID in, and the bus's messages read back. */

/** One SSE frame; with an id, the browser's EventSource remembers it and resumes after it. */
export function formatEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The Last-Event-ID a stream resumes after: a non-negative integer, else null (start afresh). */
export function parseLastEventId(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text.trim())) {
    return null;
  }
  return Number(text.trim());
}

/** A message from the bus's realtime channel, or null when it is not one. */
export function parseMessage(payload: string): LoggedEvent | null {
  try {
    const value = JSON.parse(payload) as LoggedEvent;
    return value && Number.isSafeInteger(value.id) && typeof value.name === 'string' && typeof value.to === 'object' ? value : null;
  } catch {
    return null;
  }
}
