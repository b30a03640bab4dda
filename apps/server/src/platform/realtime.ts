/**
 * Realtime: events raised in a transaction reach the open SSE streams of every process once it
 * commits. The front door of platform/realtime/: raising events (emit.ts), the wire format
 * (sse.ts), the hub of this process's streams (hub.ts) with its fan-out (delivery.ts) and its
 * watch over each stream's session (session-watch.ts).
 */
export { REALTIME_CHANNEL } from './realtime-log.ts';
export type { Audience } from './realtime-registry.ts';
export { emitAfterCommit, emitEvent, type RealtimeMessage } from './realtime/emit.ts';
export { formatEvent, parseLastEventId } from './realtime/sse.ts';
export type { RealtimeHubDeps, StreamConnection } from './realtime/streams.ts';
export { createRealtimeHub, type RealtimeHub } from './realtime/hub.ts';
