import { afterEach, beforeEach, vi } from 'vitest';

/** The browser's EventSource as far as the page uses it, with a way to deliver a server event. */
export class ServerSentEvents {
  static opened: ServerSentEvents[] = [];
  static readonly CLOSED = 2;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    ServerSentEvents.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = ServerSentEvents.CLOSED;
  }
  /** The server's connection opened (EventSource's `open`). */
  connected() {
    this.onopen?.();
  }
  deliver(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

/** Each test of the describe block in which it is called gets this EventSource, on fake timers. */
export function streamsOnFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
    ServerSentEvents.opened = [];
    vi.stubGlobal('EventSource', ServerSentEvents);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
