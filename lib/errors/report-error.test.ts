import { Writable } from 'node:stream';
import pino from 'pino';

const lines: Record<string, unknown>[] = [];
jest.mock('@/lib/log', () => ({
  log: pino(
    { base: null },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    }),
  ),
}));

import { reportError } from './report-error';

test("a reporter's context stays under one field: it cannot set the line's level, message, time or user", async () => {
  await reportError(
    'Received no data for the market window',
    { userId: 7, requestId: 'r-1', origin: 'browser' },
    {
      level: 10,
      msg: 'all fine',
      time: 0,
      userId: 1,
      screen: '/handelsplatz',
    },
  );
  expect(lines).toHaveLength(1);
  const [line] = lines;
  expect(line).toMatchObject({ level: 50, msg: 'Received no data for the market window', userId: 7, requestId: 'r-1', origin: 'browser' });
  expect(line.time).not.toBe(0);
  expect(line.context).toEqual({ level: 10, msg: 'all fine', time: 0, userId: 1, screen: '/handelsplatz' });
});
