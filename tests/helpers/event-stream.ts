import { BASE_URL } from './api-client';

export interface ReceivedEvent {
  event: string;
  id: string;
  data: any;
}

/**
 * A Server-Sent Events client over real HTTP for API tests: it reads the stream as a browser's
 * EventSource does (fields per message, the last id kept also from a message without data) and
 * hands out the events one by one.
 */
export class EventStream {
  /** The id a browser would send back as Last-Event-ID. */
  lastEventId = '';
  retry: number | null = null;
  private readonly events: ReceivedEvent[] = [];
  private waiting: (() => void) | null = null;
  private buffer = '';
  private ended = false;

  private constructor(private readonly abort: AbortController) {}

  /** Opens `path` (on the test server, or at another `baseUrl`); an answer other than an event stream is returned as it came. */
  static async open(path: string, headers: Record<string, string>, baseUrl = BASE_URL): Promise<EventStream | Response> {
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}${path}`, { headers, signal: abort.signal });
    if (!res.ok || !res.headers.get('content-type')?.startsWith('text/event-stream')) return res;
    return EventStream.reading(res, abort);
  }

  /** Reads an event stream's answer, also one a handler gave in-process; `abort` ends it (close()). */
  static reading(res: Response, abort: AbortController): EventStream {
    const stream = new EventStream(abort);
    void stream.read(res.body!.pipeThrough(new TextDecoderStream()).getReader());
    return stream;
  }

  /** The next event that matches (the ones before it are dropped); fails after `timeoutMs` so a missing event ends the test. */
  async next(match: (event: ReceivedEvent) => boolean = () => true, timeoutMs = 15_000): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.shift();
      if (found && match(found)) return found;
      if (found) continue;
      if (this.ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching event arrived');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Waits until the server sent its first message (retry hint and id): the stream is registered. */
  async opened(timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.retry === null) {
      if (this.ended || Date.now() > deadline) throw new Error('the stream sent no first message');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close() {
    this.abort.abort();
  }

  private async read(reader: ReadableStreamDefaultReader<string>) {
    try {
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        this.buffer += part.value;
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) !== -1) {
          this.dispatch(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
        }
      }
    } catch {
      // closed by the test
    }
    this.ended = true;
    this.waiting?.();
  }

  private dispatch(block: string) {
    let event = 'message';
    let data: string | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') this.lastEventId = value;
      else if (field === 'event') event = value;
      else if (field === 'retry') this.retry = Number(value);
      else if (field === 'data') data = data === null ? value : `${data}\n${value}`;
    }
    if (data === null) return;
    this.events.push({ event, id: this.lastEventId, data: JSON.parse(data) });
    this.waiting?.();
  }
}
