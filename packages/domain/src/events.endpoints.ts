import { endpoint } from './endpoints.ts';

/**
 * The signed-in caller's live events as Server-Sent Events: a stream of its own content type
 * (text/event-stream), opened by an EventSource-like reader at this path, never parsed as JSON.
 */
export const EVENTS_ENDPOINTS = {
  stream: endpoint({
    method: 'GET',
    path: '/api/events',
    access: 'signed-in',
    response: 'file',
    tag: 'notifications',
    summary: 'Server-Sent Events (ids only), resumable with Last-Event-ID; heartbeat every 30 s',
  }),
};
