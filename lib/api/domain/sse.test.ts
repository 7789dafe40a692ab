import { sseComment, sseMessage } from './sse';

/** Parses event-stream text as a browser does (fields per message, `data:` lines joined). */
function parse(text: string) {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const fields: Record<string, string> = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const name = line.slice(0, colon);
        const value = line.slice(colon + 1).replace(/^ /, '');
        fields[name] = name === 'data' && fields.data !== undefined ? `${fields.data}\n${value}` : value;
      }
      return fields;
    });
}

describe('Server-Sent Events framing', () => {
  test('a message has its fields, one per line, and ends with a blank line', () => {
    const text = sseMessage({ id: 'a1-2.7', event: 'offers', data: { ids: [3, 4] } });
    expect(text).toBe('id: a1-2.7\nevent: offers\ndata: {"ids":[3,4]}\n\n');
    expect(parse(text)).toEqual([{ id: 'a1-2.7', event: 'offers', data: '{"ids":[3,4]}' }]);
  });

  test('line breaks in the data stay inside one data field; in an id or name they cannot start a field of their own', () => {
    const text = sseMessage({ id: 'x\nevent: window', event: 'offers\r\ndata: 1', data: { note: 'two\nlines\r\n' } });
    const [message] = parse(text);
    expect(Object.keys(message).sort()).toEqual(['data', 'event', 'id']);
    expect(JSON.parse(message.data)).toEqual({ note: 'two\nlines\r\n' });
    expect(message.event).toBe('offers  data: 1');
  });

  test('the retry hint is whole milliseconds; a message with only an id carries no data', () => {
    expect(sseMessage({ retry: 2999.6, id: 'j.0' })).toBe('retry: 2999\nid: j.0\n\n');
    expect(sseMessage({ retry: -5 })).toBe('retry: 0\n\n');
  });

  test('a comment is one line the browser ignores', () => {
    expect(sseComment()).toBe(': \n\n');
    expect(sseComment('alive\nevent: x')).toBe(': alive event: x\n\n');
    expect(parse(sseComment('alive'))).toEqual([{}]);
  });
});
