/**
 * Server-Sent Events framing (the WHATWG event-stream format): each message is lines of
 * `field: value` ended by a blank line. A line break (CR or LF) ends a field, so none may reach a
 * value: JSON escapes them in the data, and ids, names and comments have them replaced.
 */
export interface SseMessage {
  /** Becomes the browser's lastEventId (sent back as Last-Event-ID when it reconnects). */
  id?: string;
  /** The event's name; without it the browser dispatches `message`. */
  event?: string;
  /** Sent as JSON. Omitted: the message only sets the id, which dispatches nothing. */
  data?: unknown;
  /** How long the browser waits before it reconnects, in milliseconds. */
  retry?: number;
}

export function sseMessage({ id, event, data, retry }: SseMessage): string {
  const lines: string[] = [];
  if (retry !== undefined) lines.push(`retry: ${Math.max(0, Math.floor(retry))}`);
  if (id !== undefined) lines.push(`id: ${oneLine(id)}`);
  if (event !== undefined) lines.push(`event: ${oneLine(event)}`);
  if (data !== undefined) lines.push(`data: ${JSON.stringify(data)}`);
  return `${lines.join('\n')}\n\n`;
}

/** A comment line: ignored by the browser, it keeps proxies from closing an idle connection. */
export function sseComment(text = ''): string {
  return `: ${oneLine(text)}\n\n`;
}

function oneLine(value: string): string {
  return value.replace(/[\r\n]/g, ' ');
}
