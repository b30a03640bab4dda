/** Test helpers for the Server-Sent Events stream (GET /api/events). */

export interface SseEvent {
  event: string;
  data: unknown;
  /** The frame's `id:` (feature events and `ready` carry one). */
  id?: number;
}

export interface OpenStreamOptions {
  /** Sent as the Last-Event-ID header. */
  lastEventId?: number | string;
  /** Sent as the lastEventId query parameter. */
  lastEventIdParam?: number | string;
}

/**
 * Open GET /api/events over a real socket and collect what arrives. `auth` is a Cookie header
 * value, or `{ bearer }` for an access token.
 */
export async function openStream(baseUrl: string, auth: string | { bearer: string }, options: OpenStreamOptions = {}) {
  const controller = new AbortController();
  const headers: Record<string, string> = typeof auth === 'string' ? { cookie: auth } : { authorization: `Bearer ${auth.bearer}` };
  if (options.lastEventId !== undefined) {
    headers['last-event-id'] = String(options.lastEventId);
  }
  const query = options.lastEventIdParam === undefined ? '' : `?lastEventId=${encodeURIComponent(String(options.lastEventIdParam))}`;
  const res = await fetch(`${baseUrl}/api/events${query}`, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            break;
          }
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            comments.push(...lines.filter((l) => l.startsWith(':')).map((l) => l.slice(1).trim()));
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
            if (event && data) {
              events.push({ event, data: JSON.parse(data) as unknown, ...(id === undefined ? {} : { id: Number(id) }) });
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  }
  return {
    res,
    events,
    comments,
    isEnded: () => ended,
    close: () => controller.abort(),
    async waitFor(predicate: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const hit = events.find(predicate);
        if (hit) {
          return hit;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no matching event; got ${JSON.stringify(events)}`);
    },
  };
}

/** Poll `check` until it holds (throws after `timeoutMs`). */
export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}
