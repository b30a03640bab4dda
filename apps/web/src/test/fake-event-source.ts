import type { EventSourceLike } from '@/lib/realtime/realtime-connection';

/** A stand-in for EventSource: tests open, fail and feed it events by hand. */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];

  static reset(): void {
    FakeEventSource.instances = [];
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) {
      throw new Error('No EventSource was opened');
    }
    return latest;
  }

  static create = (url: string): FakeEventSource => new FakeEventSource(url);

  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.dispatch(new Event('open'));
  }

  fail(): void {
    this.dispatch(new Event('error'));
  }

  /** A named event whose data is `data` as JSON (or as is when a string), with its SSE `id:` if given. */
  emit(type: string, data: unknown = {}, id?: number | string): void {
    this.dispatch(
      new MessageEvent(type, {
        data: typeof data === 'string' ? data : JSON.stringify(data),
        lastEventId: id === undefined ? '' : String(id),
      }),
    );
  }

  /** The stream's `ready` (after any replay); its id is the stream's position. */
  ready(id: number | string, reset = false): void {
    this.emit('ready', { reset }, id);
  }

  private dispatch(event: Event): void {
    for (const listener of this.listeners.get(event.type) ?? []) {
      listener(event);
    }
  }
}
